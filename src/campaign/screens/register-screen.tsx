/**
 * /register/ (spec §2): the registration chooser.
 */
import { __ } from '@wordpress/i18n';
import { FormLayout, Intro } from '../components/form-layout';
import { RegisterChooser } from '../features/registration/components/register-chooser';

export function RegisterScreen() {
	return (
		<FormLayout
			title={ __( 'Start Fundraising', 'p2p-fundraising' ) }
			className="p2p-register-screen"
		>
			<Intro>
				{ __( 'How would you like to take part?', 'p2p-fundraising' ) }
			</Intro>
			<RegisterChooser />
		</FormLayout>
	);
}
