/**
 * The admin screens. Addresses live in the hash of admin.php?page=p2p-fundraising (see
 * docs/decisions/0013-admin-navigation.md): #/ campaigns, #/campaigns/new,
 * #/campaigns/{id}/{settings|teams|fundraisers|donations|sponsors|export}, #/payment-settings.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { CampaignScreen } from '../features/campaigns/components/campaign-screen';
import { CampaignsScreen } from '../features/campaigns/components/campaigns-screen';
import { NewCampaignScreen } from '../features/campaigns/components/new-campaign-screen';
import { PaymentSettingsScreen } from '../features/payment-settings/components/payment-settings-screen';

export function AdminRoutes() {
	return (
		<Routes>
			<Route path="/" element={ <CampaignsScreen /> } />
			<Route path="/campaigns/new" element={ <NewCampaignScreen /> } />
			<Route path="/campaigns/:id" element={ <CampaignScreen /> } />
			<Route path="/campaigns/:id/:tab" element={ <CampaignScreen /> } />
			<Route
				path="/payment-settings"
				element={ <PaymentSettingsScreen /> }
			/>
			<Route path="*" element={ <Navigate to="/" replace /> } />
		</Routes>
	);
}
