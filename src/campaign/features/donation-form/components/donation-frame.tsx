/**
 * The embedded donation form (iframe_url): a spinner until the frame has loaded, then the frame,
 * as tall as its content plus 50 px (spec §2, §4). A donation completed in it refreshes the
 * figures of the pages that credit it.
 */
import { __ } from '@wordpress/i18n';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '../../../../shared/ui/spinner';
import { useFrameHeight } from '../use-frame-height';
import { useRefreshAfterDonation } from '../use-refresh-after-donation';

const Wrapper = styled.div`
	position: relative;
	min-height: 200px;
	background: ${ ( { theme } ) => theme.colors.surface };
	border-radius: ${ ( { theme } ) => theme.radius.large };
	box-shadow: ${ ( { theme } ) => theme.shadow.card };
	overflow: hidden;
`;

const Frame = styled.iframe< { $isVisible: boolean } >`
	display: ${ ( { $isVisible } ) => ( $isVisible ? 'block' : 'none' ) };
	width: 100%;
	height: 760px;
	border: 0;
`;

interface DonationFrameProps {
	src: string;
	/** What the form donates to, for the frame's accessible name. */
	title: string;
	/** Called when the form in the frame reports a donation (its thank-you view). */
	onDonation?: () => void;
}

export function DonationFrame( {
	src,
	title,
	onDonation,
}: DonationFrameProps ) {
	const frame = useRef< HTMLIFrameElement >( null );
	const [ loadCount, setLoadCount ] = useState( 0 );
	const height = useFrameHeight( frame, loadCount );
	useRefreshAfterDonation( src, onDonation );
	const isLoaded = loadCount > 0;

	return (
		<Wrapper className="p2p-donation-frame" aria-busy={ ! isLoaded }>
			{ ! isLoaded && (
				<Spinner
					size="large"
					isCentered
					label={ __(
						'Loading the donation form…',
						'p2p-fundraising'
					) }
				/>
			) }
			<Frame
				ref={ frame }
				src={ src }
				title={ title }
				$isVisible={ isLoaded }
				style={ height ? { height: `${ height }px` } : undefined }
				onLoad={ () => setLoadCount( ( count ) => count + 1 ) }
			/>
		</Wrapper>
	);
}
