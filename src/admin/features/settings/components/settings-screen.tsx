/**
 * #/settings: the plugin's site-wide settings (registration today; payments later).
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../../shared/ui/spinner';
import { LoadError } from '../../../components/load-error';
import { useAdminSettings } from '../api/get-admin-settings';
import { SettingsForm } from './settings-form';

export function SettingsScreen() {
	const { data, error, isLoading } = useAdminSettings();
	return (
		<>
			<p className="p2p-admin-breadcrumb">
				<Link to="/">
					{ __( '← All campaigns', 'p2p-fundraising' ) }
				</Link>
			</p>
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
