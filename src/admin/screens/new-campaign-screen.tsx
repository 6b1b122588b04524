/**
 * Creating a campaign: the campaign form, then its screen.
 */
import { __ } from '@wordpress/i18n';
import { Link, useNavigate } from 'react-router-dom';
import { CampaignForm } from '../features/campaigns/components/campaign-form';

export function NewCampaignScreen() {
	const navigate = useNavigate();
	return (
		<>
			<p className="p2p-admin-breadcrumb">
				<Link to="/">
					{ __( '← All campaigns', 'p2p-fundraising' ) }
				</Link>
			</p>
			<h1>{ __( 'Add New Campaign', 'p2p-fundraising' ) }</h1>
			<CampaignForm
				onSaved={ ( campaign ) =>
					navigate( `/campaigns/${ campaign.campaign_id }/settings` )
				}
			/>
		</>
	);
}
