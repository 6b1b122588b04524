/**
 * The rules of a new password, with the server's messages (AccountService::password_problem):
 * required, not only spaces, at least 6 characters (spec §9), not the e-mail address nor its
 * part before the @ (the user name the server derives from it), ignoring case.
 */
import { __ } from '@wordpress/i18n';

export const MIN_PASSWORD_LENGTH = 6;

/** Why the password is refused, or null when it is acceptable. */
export function newPasswordProblem(
	password: string,
	email: string
): string | null {
	if ( password === '' ) {
		return __( 'Please enter a password.', 'p2p-fundraising' );
	}
	if ( password.trim() === '' ) {
		return __( 'Your password cannot be only spaces.', 'p2p-fundraising' );
	}
	// Characters, not UTF-16 units, like PHP's mb_strlen.
	if ( Array.from( password ).length < MIN_PASSWORD_LENGTH ) {
		return __(
			'Password must have at least 6 characters',
			'p2p-fundraising'
		);
	}
	const address = email.trim().toLowerCase();
	const userName = address.includes( '@' ) ? address.split( '@' )[ 0 ] : '';
	const lowered = password.toLowerCase();
	if ( address !== '' && ( lowered === address || lowered === userName ) ) {
		return __(
			'Your password cannot be your e-mail address or user name.',
			'p2p-fundraising'
		);
	}
	return null;
}
