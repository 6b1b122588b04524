<?php
/**
 * Whether an account has shown that it reads the mailbox of its e-mail address.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Accounts;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The plugin's registration sets the password in the form and sends nothing to the address, so an
 * account it made proves nothing about owning that address: anyone can register
 * "victim@example.net" first and wait for a captain to invite it. Such accounts carry a user meta
 * until they use a password-reset link, which only the mailbox receives. Accounts made elsewhere
 * (wp-admin, wp-login.php, whose password link goes to the mailbox) carry none.
 */
final class MailboxProof {

	/** User meta of an account whose address is not proven. */
	public const META = 'p2p_fundraising_email_unproven';

	/** Hooks the proof: a completed password reset. */
	public static function register(): void {
		add_action( 'after_password_reset', array( self::class, 'proven_by_reset' ) );
	}

	/**
	 * Marks a new account registered through the plugin.
	 *
	 * @param int $user_id User id.
	 */
	public static function mark_unproven( int $user_id ): void {
		update_user_meta( $user_id, self::META, 1 );
	}

	/**
	 * The reset link reached the mailbox: the address is the account holder's.
	 *
	 * @param WP_User $user The account.
	 */
	public static function proven_by_reset( $user ): void {
		if ( $user instanceof WP_User ) {
			delete_user_meta( $user->ID, self::META );
		}
	}

	/**
	 * Whether the account's address may be trusted as its holder's.
	 *
	 * @param WP_User $user The account.
	 */
	public static function is_proven( WP_User $user ): bool {
		return '' === (string) get_user_meta( $user->ID, self::META, true );
	}
}
