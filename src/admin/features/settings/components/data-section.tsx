/**
 * Settings section "Data": whether deleting the plugin also deletes what it stored
 * (Uninstaller.php). Off by default, so deleting the plugin by mistake loses nothing.
 */
import { __ } from '@wordpress/i18n';
import { CheckboxField } from '../../../../shared/ui/form-field';
import type { SettingsSectionProps } from './settings-section';

export function DataSection( { values, onChange }: SettingsSectionProps ) {
	return (
		<fieldset className="p2p-admin-card p2p-admin-settings-data">
			<legend>{ __( 'Data', 'p2p-fundraising' ) }</legend>
			<CheckboxField
				label={ __(
					'Delete all fundraising data when the plugin is deleted',
					'p2p-fundraising'
				) }
				checked={ values.deleteDataOnUninstall }
				onChange={ ( event ) =>
					onChange( { deleteDataOnUninstall: event.target.checked } )
				}
			/>
			<p className="description">
				{ __(
					'Campaigns, teams, fundraisers, donations, sponsors and these settings are removed for good when an administrator deletes the plugin on the Plugins screen. Deactivating the plugin never deletes anything.',
					'p2p-fundraising'
				) }
			</p>
		</fieldset>
	);
}
