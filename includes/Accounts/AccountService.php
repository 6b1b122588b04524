<?php
/**
 * WordPress accounts of fundraisers: creation, sessions, password resets.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Accounts;

use P2PFundraising\Admin\Capability;
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

	/** After core's handlers (20, 30) and most plugins' (two-factor, lockouts). */
	private const MANAGER_CHECK_PRIORITY = 1000;

	/**
	 * Why a new password is refused (spec §5 plus issue 8), or null. The same rules and messages
	 * as the registration forms (src/campaign/features/registration).
	 *
	 * @param string $password Password as typed.
	 * @param string $email    The account's e-mail address (its local part becomes the login).
	 */
	public static function password_problem( string $password, string $email ): ?string {
		if ( '' === $password ) {
			return __( 'Please enter a password.', 'p2p-fundraising' );
		}
		if ( '' === trim( $password ) ) {
			return __( 'Your password cannot be only spaces.', 'p2p-fundraising' );
		}
		if ( mb_strlen( $password ) < self::MIN_PASSWORD_LENGTH ) {
			return __( 'Password must have at least 6 characters', 'p2p-fundraising' );
		}
		$email    = strtolower( trim( $email ) );
		$login    = (string) strstr( $email, '@', true );
		$lowered  = strtolower( $password );
		if ( '' !== $email && ( $lowered === $email || $lowered === $login ) ) {
			return __( 'Your password cannot be your e-mail address or user name.', 'p2p-fundraising' );
		}
		return null;
	}

	/**
	 * Creates a subscriber. The login is made from the e-mail's local part, made unique; the
	 * nicename (the public part of the author URL, `/?author=ID` redirects and prints it, and
	 * themes put it in the body class) is made from the names instead, so a visitor counting user
	 * ids cannot collect the fundraisers' e-mail addresses.
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
				'user_login'    => $login,
				'user_email'    => $email,
				'user_pass'     => $password,
				'first_name'    => $first_name,
				'last_name'     => $last_name,
				'display_name'  => trim( $first_name . ' ' . $last_name ),
				'user_nicename' => self::nicename( $first_name . ' ' . $last_name ),
				'role'          => 'subscriber',
			)
		);
		if ( is_int( $user_id ) ) {
			MailboxProof::mark_unproven( $user_id );
		}
		return $user_id;
	}

	/**
	 * A nicename from the names: ASCII letters, digits and hyphens, at most 40 characters
	 * ("fundraiser" when nothing is left), then a random suffix of five. Without it, every name
	 * already taken (and every name in another script, all "fundraiser") would make
	 * wp_insert_user() try "-2", "-3"… one query each, inside the registration's lock.
	 *
	 * @param string $name First and last name.
	 */
	public static function nicename( string $name ): string {
		$slug = sanitize_title( remove_accents( $name ) );
		$slug = (string) preg_replace( '/%[0-9a-f]{2}/i', '', $slug );
		$slug = (string) preg_replace( '/[^a-z0-9-]+/', '', $slug );
		$slug = trim( (string) preg_replace( '/-+/', '-', substr( $slug, 0, 40 ) ), '-' );
		return ( '' === $slug ? 'fundraiser' : $slug ) . '-' . strtolower( wp_generate_password( 5, false ) );
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
	 * Signs in through WordPress's own wp_signon(), so `authenticate`, `wp_login_failed` and
	 * `wp_login` run as on wp-login.php (two-factor, lockout and audit plugins see the attempt).
	 * Accounts that manage the site are refused once their password checks out: they sign in on
	 * wp-login.php, where the site's own protections for administrators apply.
	 *
	 * @param string $user_handle Login or e-mail.
	 * @param string $password    Password.
	 * @return WP_User|WP_Error
	 */
	public function sign_on( string $user_handle, string $password ) {
		add_filter( 'authenticate', array( self::class, 'refuse_site_managers' ), self::MANAGER_CHECK_PRIORITY );
		try {
			$user = wp_signon(
				array(
					'user_login'    => $user_handle,
					'user_password' => $password,
					'remember'      => false,
				),
				is_ssl()
			);
		} finally {
			remove_filter( 'authenticate', array( self::class, 'refuse_site_managers' ), self::MANAGER_CHECK_PRIORITY );
		}
		if ( is_wp_error( $user ) ) {
			return $user;
		}
		wp_set_current_user( (int) $user->ID );
		return $user;
	}

	/**
	 * `authenticate` filter while the campaign form signs in: a user who can manage the site or
	 * the plugin gets p2p_use_wp_login instead of a session.
	 *
	 * @internal
	 * @param WP_User|WP_Error|null $user Result of the earlier authenticate handlers.
	 * @return WP_User|WP_Error|null
	 */
	public static function refuse_site_managers( $user ) {
		if ( $user instanceof WP_User && ( user_can( $user, 'manage_options' ) || user_can( $user, Capability::NAME ) ) ) {
			return new WP_Error( 'p2p_use_wp_login', self::use_wp_login_message() );
		}
		return $user;
	}

	/** What an administrator reads on the campaign login form. */
	public static function use_wp_login_message(): string {
		return __( 'Site administrators sign in on the WordPress login page.', 'p2p-fundraising' );
	}

	/**
	 * The key rate limits count an account's attempts under: the user id when the handle names an
	 * account (its login and e-mail share one count), else the handle itself (so an unknown
	 * handle is throttled the same way and the answer does not tell whether it exists).
	 *
	 * @param string $user_handle Login or e-mail.
	 */
	public function account_key( string $user_handle ): string {
		$user = $this->find_by_handle( $user_handle );
		return $user ? 'user:' . $user->ID : 'handle:' . strtolower( $user_handle );
	}

	/**
	 * The user with that e-mail address or login, or null.
	 *
	 * @param string $user_handle Login or e-mail.
	 */
	private function find_by_handle( string $user_handle ): ?WP_User {
		$user = is_email( $user_handle ) ? get_user_by( 'email', $user_handle ) : get_user_by( 'login', $user_handle );
		return $user instanceof WP_User ? $user : null;
	}

	/**
	 * Sends WordPress's own password-reset e-mail to the user with that login or e-mail.
	 * Unknown users get nothing, and the caller does not learn whether the account exists.
	 *
	 * @param string $user_handle Login or e-mail.
	 * @return bool Whether a message was sent.
	 */
	public function send_password_reset( string $user_handle ): bool {
		$user = $this->find_by_handle( $user_handle );
		if ( null === $user ) {
			return false;
		}
		return true === retrieve_password( $user->user_login );
	}
}
