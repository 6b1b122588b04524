<?php
/**
 * WordPress accounts of fundraisers: creation, sessions, password resets.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Accounts;

use WP_Error;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Real WordPress users and sessions: a registered fundraiser is a subscriber, logged in with the
 * core auth cookie; resets go through retrieve_password() and wp_mail().
 */
final class AccountService {

	/** Minimum password length (spec §9). */
	public const MIN_PASSWORD_LENGTH = 6;

	/**
	 * Creates a subscriber. The login is made from the e-mail's local part, made unique.
	 *
	 * @param string $first_name First name.
	 * @param string $last_name  Last name.
	 * @param string $email      Valid, unused e-mail address.
	 * @param string $password   Password.
	 * @return int|WP_Error New user id.
	 */
	public function create_user( string $first_name, string $last_name, string $email, string $password ) {
		$base  = sanitize_user( (string) strstr( $email, '@', true ), true );
		$base  = '' === $base ? 'fundraiser' : $base;
		$login = $base;
		for ( $suffix = 2; username_exists( $login ); ++$suffix ) {
			$login = $base . $suffix;
		}
		$user_id = wp_insert_user(
			array(
				'user_login'   => $login,
				'user_email'   => $email,
				'user_pass'    => $password,
				'first_name'   => $first_name,
				'last_name'    => $last_name,
				'display_name' => trim( $first_name . ' ' . $last_name ),
				'role'         => 'subscriber',
			)
		);
		return $user_id;
	}

	/**
	 * Starts a session for the user: the auth cookie for the next page load, the current user for
	 * the rest of this request.
	 *
	 * @param int $user_id User id.
	 */
	public function log_in( int $user_id ): void {
		wp_set_current_user( $user_id );
		wp_set_auth_cookie( $user_id, false, is_ssl() );
	}

	/**
	 * Checks a login (user name or e-mail) and its password and starts a session.
	 *
	 * @param string $user_handle Login or e-mail.
	 * @param string $password    Password.
	 * @return WP_User|WP_Error
	 */
	public function sign_on( string $user_handle, string $password ) {
		$user = wp_authenticate( $user_handle, $password );
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		$this->log_in( (int) $user->ID );
		return $user;
	}

	/**
	 * Sends WordPress's own password-reset e-mail to the user with that login or e-mail.
	 * Unknown users get nothing, and the caller does not learn whether the account exists.
	 *
	 * @param string $user_handle Login or e-mail.
	 * @return bool Whether a message was sent.
	 */
	public function send_password_reset( string $user_handle ): bool {
		$user = is_email( $user_handle ) ? get_user_by( 'email', $user_handle ) : get_user_by( 'login', $user_handle );
		if ( ! $user ) {
			return false;
		}
		return true === retrieve_password( $user->user_login );
	}
}
