/**
 * The fundraiser's cover photo: a wide banner at the top of their page (decision 0091). It is
 * decoration beside the heading that names the page, so it carries an empty alt text; nothing
 * renders without one.
 */
import styled from 'styled-components';
import { media } from '../../../../shared/theme/theme';

const Cover = styled.img`
	display: block;
	width: 100%;
	max-width: 100%;
	height: auto;
	aspect-ratio: 3 / 1;
	margin-bottom: ${ ( { theme } ) => theme.spacer }px;
	object-fit: cover;
	border-radius: ${ ( { theme } ) => theme.radius.large };

	${ media.medium } {
		aspect-ratio: 4 / 1;
	}
`;

interface FundraiserCoverProps {
	/** Address of the photo, '' for none. */
	image: string;
}

export function FundraiserCover( { image }: FundraiserCoverProps ) {
	if ( ! image ) {
		return null;
	}
	return (
		<Cover
			className="p2p-fundraiser-cover"
			src={ image }
			alt=""
			decoding="async"
		/>
	);
}
