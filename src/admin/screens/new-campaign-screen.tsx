/**
 * Creating a campaign: the campaign form, then its screen.
 */
import { __ } from '@wordpress/i18n';
import { useNavigate } from 'react-router-dom';
import { AllCampaignsLink } from '../components/all-campaigns-link';
import { CampaignForm } from '../features/campaigns/components/campaign-form';

export function NewCampaignScreen() {
	const navigate = useNavigate();
	return (
		<>
			<AllCampaignsLink />
			<h1>{ __( 'Add New Campaign', 'p2p-fundraising' ) }</h1>
			<CampaignForm
				onSaved={ ( campaign ) =>
					navigate( `/campaigns/${ campaign.campaign_id }/settings` )
				}
			/>
		</>
	);
}
