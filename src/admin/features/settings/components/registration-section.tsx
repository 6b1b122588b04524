/**
 * Settings section "Registration": whether visitors may register as fundraisers.
 */
import { __ } from '@wordpress/i18n';
import { CheckboxField } from '../../../../shared/ui/form-field';
import type { SettingsSectionProps } from './settings-section';

export function RegistrationSection( {
	values,
	onChange,
}: SettingsSectionProps ) {
	return (
		<fieldset className="p2p-admin-card p2p-admin-settings-registration">
			<legend>{ __( 'Registration', 'p2p-fundraising' ) }</legend>
			<CheckboxField
				label={ __(
					'Visitors may register as fundraisers',
					'p2p-fundraising'
				) }
				checked={ values.registrationOpen }
				onChange={ ( event ) =>
					onChange( { registrationOpen: event.target.checked } )
				}
			/>
			<p className="description">
				{ __(
					'When this is off, the campaign pages explain that registration is closed and the server refuses new fundraisers. People who already fundraise keep signing in. This is independent of WordPress’s “Anyone can register” setting.',
					'p2p-fundraising'
				) }
			</p>
		</fieldset>
	);
}
