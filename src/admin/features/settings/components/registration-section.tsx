/**
 * Settings section "Registration": whether visitors may register as fundraisers.
 */
import { __ } from '@wordpress/i18n';
import type { SettingsSectionProps } from './settings-section';
import { SwitchSection } from './switch-section';

export function RegistrationSection( props: SettingsSectionProps ) {
	return (
		<SwitchSection
			{ ...props }
			setting="registrationOpen"
			name="registration"
			title={ __( 'Registration', 'p2p-fundraising' ) }
			label={ __(
				'Visitors may register as fundraisers',
				'p2p-fundraising'
			) }
			description={ __(
				'When this is off, the campaign pages explain that registration is closed and the server refuses new fundraisers. People who already fundraise keep signing in. This is independent of WordPress’s “Anyone can register” setting.',
				'p2p-fundraising'
			) }
		/>
	);
}
