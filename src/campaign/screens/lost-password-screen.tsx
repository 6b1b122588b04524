/**
 * /lost-password/ (spec §2).
 */
import { __ } from '@wordpress/i18n';
import { FormLayout, Intro } from '../components/form-layout';
import { LostPasswordForm } from '../features/accounts/components/lost-password-form';

export function LostPasswordScreen() {
	return (
		<FormLayout
			title={ __( 'Lost your password?', 'p2p-fundraising' ) }
			className="p2p-lost-password-screen"
		>
			<Intro>
				{ __(
					'Enter your username or e-mail address. You will receive a link to create a new password by e-mail.',
					'p2p-fundraising'
				) }
			</Intro>
			<LostPasswordForm />
		</FormLayout>
	);
}
