/**
 * /donate/ (spec §2): the campaign's donation form.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useCampaign } from '../contract/initial-data-context';
import { paths } from '../navigation/paths';
import { DonatePage } from './donate-page';

export function DonateScreen() {
	const campaign = useCampaign();
	return (
		<DonatePage
			title={ sprintf(
				/* translators: %s: campaign, team or fundraiser name. */
				__( 'Make a Donation to %s', 'p2p-fundraising' ),
				campaign.campaign_title
			) }
			documentTitle={ __( 'Make a Donation', 'p2p-fundraising' ) }
			frameUrl={ campaign.iframe_url }
			frameTitle={ __( 'Donation form', 'p2p-fundraising' ) }
			recipient={ {
				name: campaign.campaign_title,
				url: campaign.campaign_url,
			} }
			backTo={ paths.home }
			backLabel={ __( 'Back to the campaign', 'p2p-fundraising' ) }
		/>
	);
}
