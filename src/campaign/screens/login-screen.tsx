/**
 * /login/ (spec §2).
 */
import { __ } from '@wordpress/i18n';
import { FormLayout } from '../components/form-layout';
import { LoginForm } from '../features/accounts/components/login-form';

export function LoginScreen() {
	return (
		<FormLayout
			title={ __( 'Sign in', 'p2p-fundraising' ) }
			className="p2p-login-screen"
		>
			<LoginForm />
		</FormLayout>
	);
}
