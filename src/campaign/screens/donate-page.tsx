/**
 * A donate page (campaign, team or fundraiser): a way back, the heading, the donation form frame
 * and the sponsors when they are enabled (spec §2). Once the form reports the gift, the page is
 * its thank-you (decision 0057): a heading that thanks, the frame's receipt, and what to do next.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCampaign } from '../contract/initial-data-context';
import { useDocumentTitle } from '../navigation/use-document-title';
import { BackLink } from '../components/back-link';
import { PageSection } from '../components/page-section';
import { SponsorsSection } from '../features/sponsors/components/sponsors-section';
import { DonationFrame } from '../features/donation-form/components/donation-frame';
import { MatchBanner } from '../features/matching-gift/components/match-banner';
import { frameUrlAfterCheckout } from '../features/donation-form/checkout-return';
import { DonationNextSteps } from './donation-next-steps';

const Heading = styled.h1`
	font-size: ${ ( { theme } ) => theme.font.sizes.xl };
	overflow-wrap: anywhere;
`;

interface DonatePageProps {
	title: string;
	/** The document title's page part, when it differs from the heading. */
	documentTitle?: string;
	frameUrl: string;
	frameTitle: string;
	backTo: string;
	backLabel: string;
	/** The campaign, team or fundraiser given to, and its page (the thank-you shares it). */
	recipient: { name: string; url: string };
}

export function DonatePage( {
	title,
	documentTitle = title,
	frameUrl,
	frameTitle,
	backTo,
	backLabel,
	recipient,
}: DonatePageProps ) {
	const campaign = useCampaign();
	// Back from Stripe Checkout: the frame shows the thank-you view or the form as filled in.
	const { search } = useLocation();
	const [ hasGiven, setGiven ] = useState( false );
	useDocumentTitle(
		hasGiven ? __( 'Thank you!', 'p2p-fundraising' ) : documentTitle
	);
	return (
		<div className="p2p-donate-page">
			<BackLink to={ backTo } label={ backLabel } />
			<PageSection>
				<Heading>
					{ hasGiven
						? sprintf(
								/* translators: %s: campaign, team or fundraiser name. */
								__(
									'Thank you for supporting %s!',
									'p2p-fundraising'
								),
								recipient.name
							)
						: title }
				</Heading>
				{ ! hasGiven && <MatchBanner campaign={ campaign } /> }
				<DonationFrame
					src={ frameUrlAfterCheckout( frameUrl, search ) }
					title={ frameTitle }
					onDonation={ () => setGiven( true ) }
				/>
				{ hasGiven && <DonationNextSteps recipient={ recipient } /> }
			</PageSection>
			<SponsorsSection campaign={ campaign } />
		</div>
	);
}
