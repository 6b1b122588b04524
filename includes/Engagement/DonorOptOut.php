<?php
/**
 * Donor addresses that asked for no more e-mails written by fundraisers.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Engagement;

defined( 'ABSPATH' ) || exit;

/**
 * Donors have no account, so the choice made through the unsubscribe link of a thank-you is kept
 * per address: a keyed hash of it (never the address itself) in one option. It stops every mail a
 * fundraiser writes to that address (thank-yous and updates), on every page of the site; receipts
 * and other mails about the donor's own payment are not fundraiser-written and still go.
 */
final class DonorOptOut {

	/** Option holding hash => time of the choice (not autoloaded). */
	public const OPTION = 'p2p_fundraising_donor_optouts';

	/**
	 * Whether the address asked for no fundraiser-written e-mail.
	 *
	 * @param string $email Donor address.
	 */
	public static function has( string $email ): bool {
		$stored = get_option( self::OPTION, array() );
		return is_array( $stored ) && isset( $stored[ self::hash( $email ) ] );
	}

	/**
	 * Records the choice of an address.
	 *
	 * @param string $email Donor address.
	 */
	public static function add( string $email ): void {
		if ( '' === trim( $email ) || self::has( $email ) ) {
			return;
		}
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();

		$stored[ self::hash( $email ) ] = time();
		update_option( self::OPTION, $stored, false );
	}

	/**
	 * Keyed hash of an address, lower case: the list never shows whom it holds.
	 *
	 * @param string $email Address.
	 */
	private static function hash( string $email ): string {
		return substr( hash_hmac( 'sha256', strtolower( trim( $email ) ), wp_salt( 'auth' ) . 'p2p-donor-optout' ), 0, 32 );
	}
}
