/**
 * What the registration screens show while an administrator has closed fundraiser registration
 * (settings.registrationOpen): the reason, and the ways that still work.
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';
import { Notice } from '../../../../shared/ui/notice';
import { useAuth } from '../../../contract/initial-data-context';
import { paths } from '../../../navigation/paths';

export function RegistrationClosedNotice() {
	const { is_logged_in: isLoggedIn } = useAuth();
	return (
		<Notice type="info" className="p2p-registration-closed">
			<p>
				{ __(
					'Registration of new fundraisers is closed at the moment.',
					'p2p-fundraising'
				) }
			</p>
			<p>
				{ isLoggedIn ? null : (
					<>
						<Link to={ paths.login }>
							{ __(
								'Already registered? Sign in',
								'p2p-fundraising'
							) }
						</Link>{ ' ' }
						·{ ' ' }
					</>
				) }
				<Link to={ paths.donate }>
					{ __( 'Donate Now', 'p2p-fundraising' ) }
				</Link>
			</p>
		</Notice>
	);
}
