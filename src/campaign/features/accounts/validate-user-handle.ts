/**
 * The rule of the `user_handle` field (e-mail or username) of the login and lost-password forms.
 */
import { __ } from '@wordpress/i18n';

export const validateUserHandle = ( value: string ) =>
	value.trim() !== '' ||
	__( 'Please enter your username or e-mail address.', 'p2p-fundraising' );
