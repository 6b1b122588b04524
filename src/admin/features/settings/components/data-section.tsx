/**
 * Settings section "Data": whether deleting the plugin also deletes what it stored
 * (Uninstaller.php). Off by default, so deleting the plugin by mistake loses nothing.
 */
import { __ } from '@wordpress/i18n';
import type { SettingsSectionProps } from './settings-section';
import { SwitchSection } from './switch-section';

export function DataSection( props: SettingsSectionProps ) {
	return (
		<SwitchSection
			{ ...props }
			setting="deleteDataOnUninstall"
			name="data"
			title={ __( 'Data', 'p2p-fundraising' ) }
			label={ __(
				'Delete all fundraising data when the plugin is deleted',
				'p2p-fundraising'
			) }
			description={ __(
				'Campaigns, teams, fundraisers, donations, sponsors and these settings are removed for good when an administrator deletes the plugin on the Plugins screen. Deactivating the plugin never deletes anything.',
				'p2p-fundraising'
			) }
		/>
	);
}
