/**
 * /lost-password/sent (spec §2): tells the user to check their e-mail.
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import { paths } from '../navigation/paths';
import { FormLayout, Intro } from '../components/form-layout';

export function LostPasswordSentScreen() {
	return (
		<FormLayout
			title={ __( 'Check your e-mail', 'p2p-fundraising' ) }
			className="p2p-lost-password-sent-screen"
		>
			<Intro>
				{ __(
					'If an account matches what you entered, we have sent it a link to reset your password. Please check your e-mail.',
					'p2p-fundraising'
				) }
			</Intro>
			<Link to={ paths.login }>
				{ __( 'Back to sign in', 'p2p-fundraising' ) }
			</Link>
		</FormLayout>
	);
}
