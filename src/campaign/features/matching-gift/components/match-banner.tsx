/**
 * The sponsor's matching gift announced on the campaign home and the donate pages: what is
 * matched until when, and how much of the cap is used, with a progress bar.
 */
import { __, sprintf } from '@wordpress/i18n';
import styled from 'styled-components';
import { useFormat, useSettings } from '../../../../shared/app-services';
import { ProgressBar } from '../../../../shared/ui/progress-bar';
import type { Campaign } from '../../../contract/types';
import { useCampaignMatch } from '../api/get-campaign-match';
import { matchHeadline } from '../match-text';

const Banner = styled.section`
	display: grid;
	gap: 0.5rem;
	margin: ${ ( { theme } ) => theme.spacer }px 0;
	padding: ${ ( { theme } ) => theme.spacer }px;
	border-radius: ${ ( { theme } ) => theme.radius.large };
	background: ${ ( { theme } ) => theme.colors.successSurface };
	color: ${ ( { theme } ) => theme.colors.success };

	p {
		margin: 0;
	}
`;

const Headline = styled.p`
	font-weight: 700;
	font-size: 1.1rem;
`;

interface MatchBannerProps {
	campaign: Campaign;
}

export function MatchBanner( { campaign }: MatchBannerProps ) {
	const match = useCampaignMatch( campaign );
	const format = useFormat();
	const { locale } = useSettings();
	if ( ! match ) {
		return null;
	}
	const used = sprintf(
		/* translators: 1: amount matched so far, 2: the sponsor's cap. */
		__( '%1$s of %2$s matched', 'p2p-fundraising' ),
		format.money( match.matched ),
		format.money( match.cap )
	);
	return (
		<Banner
			className="p2p-match-banner"
			aria-label={ __( 'Matching gift', 'p2p-fundraising' ) }
		>
			<Headline>{ matchHeadline( match, locale ) }</Headline>
			<p>{ used }</p>
			<ProgressBar
				percent={
					match.cap > 0 ? ( match.matched / match.cap ) * 100 : 0
				}
				valueText={ used }
				label={ __( 'Matching gift used', 'p2p-fundraising' ) }
				height={ 8 }
			/>
		</Banner>
	);
}
