<?php
/**
 * The address rate limits count by.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Security;

defined( 'ABSPATH' ) || exit;

/**
 * REMOTE_ADDR only: X-Forwarded-For and friends are written by the client and would let an
 * attacker pick a fresh address per request. Behind a trusted proxy, the site tells us the real
 * address through the `p2p_fundraising_client_ip` filter.
 */
final class ClientIp {

	/** The client's address, or 'unknown' (e.g. WP-CLI). */
	public static function current(): string {
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['REMOTE_ADDR'] ) ) : '';
		/**
		 * Filters the client address used by the plugin's rate limits.
		 *
		 * @param string $remote REMOTE_ADDR as PHP received it.
		 */
		$ip = (string) apply_filters( 'p2p_fundraising_client_ip', $remote );
		return '' === $ip ? 'unknown' : $ip;
	}
}
