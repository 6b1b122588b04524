/**
 * #/settings: the plugin's site-wide settings (registration, data on uninstall; payments later).
 */
import { __ } from '@wordpress/i18n';
import { AllCampaignsLink } from '../../../components/all-campaigns-link';
import { Spinner } from '../../../../shared/ui/spinner';
import { LoadError } from '../../../components/load-error';
import { useAdminSettings } from '../api/get-admin-settings';
import { SettingsForm } from './settings-form';

export function SettingsScreen() {
	const { data, error, isLoading } = useAdminSettings();
	return (
		<>
			<AllCampaignsLink />
			<h1>{ __( 'P2P Fundraising Settings', 'p2p-fundraising' ) }</h1>
			<LoadError error={ error } />
			{ isLoading && ! data ? (
				<Spinner
					size="medium"
					label={ __( 'Loading settings', 'p2p-fundraising' ) }
				/>
			) : null }
			{ data ? <SettingsForm settings={ data.data } /> : null }
		</>
	);
}
