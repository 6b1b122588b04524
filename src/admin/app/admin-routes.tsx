/**
 * The admin screens. Addresses live in the hash of admin.php?page=p2p-fundraising (see
 * docs/decisions/0013-admin-navigation.md): #/ campaigns, #/campaigns/new,
 * #/campaigns/{id}/{dashboard|settings|teams|fundraisers|donations|updates|sponsors|export},
 * #/settings (the plugin's site-wide settings), #/payment-settings, #/emails (the automatic e-mails),
 * #/donors (every donor across campaigns), #/donors/{id} (a donor's page).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '../../shared/ui/spinner';
import { CampaignScreen } from '../screens/campaign-screen';
import { CampaignsScreen } from '../screens/campaigns-screen';
import { NewCampaignScreen } from '../screens/new-campaign-screen';
import { SettingsScreen } from '../features/settings/components/settings-screen';
import { EmailsScreen } from '../features/emails/components/emails-screen';
import { PaymentSettingsScreen } from '../features/payment-settings/components/payment-settings-screen';

// The donor records load as their own chunk: the admin entry stays within its size budget.
const DonorsScreen = lazy( () =>
	import(
		/* webpackChunkName: "admin-donors" */ '../features/donors/components/donors-screen'
	).then( ( module ) => ( { default: module.DonorsScreen } ) )
);
const DonorScreen = lazy( () =>
	import(
		/* webpackChunkName: "admin-donors" */ '../features/donors/components/donor-screen'
	).then( ( module ) => ( { default: module.DonorScreen } ) )
);

const loading = ( screen: ReactNode ) => (
	<Suspense fallback={ <Spinner size="large" isCentered /> }>
		{ screen }
	</Suspense>
);

export function AdminRoutes() {
	return (
		<Routes>
			<Route path="/" element={ <CampaignsScreen /> } />
			<Route path="/campaigns/new" element={ <NewCampaignScreen /> } />
			<Route path="/campaigns/:id" element={ <CampaignScreen /> } />
			<Route path="/campaigns/:id/:tab" element={ <CampaignScreen /> } />
			<Route path="/settings" element={ <SettingsScreen /> } />
			<Route path="/emails" element={ <EmailsScreen /> } />
			<Route path="/donors" element={ loading( <DonorsScreen /> ) } />
			<Route
				path="/donors/:donor"
				element={ loading( <DonorScreen /> ) }
			/>
			<Route
				path="/payment-settings"
				element={ <PaymentSettingsScreen /> }
			/>
			<Route path="*" element={ <Navigate to="/" replace /> } />
		</Routes>
	);
}
