<?php
/**
 * Cached public reads.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising;

use P2PFundraising\Database\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * The hot public reads (leaderboards, top donors, recent donations, stats, members, sponsors)
 * through WordPress's object cache (decision 0026): with a persistent drop-in (Redis, Memcached…)
 * they are shared by every PHP worker and server; without one they live for the request.
 *
 * Each campaign has a "last changed" stamp, like core's wp_cache_get_last_changed() per group:
 * every cached read of a campaign is stored under a key that includes the stamp, and every write
 * that changes what a campaign shows calls campaign_changed(), which sets a new stamp (at once and
 * again after the commit, so a reader that fetched the old rows meanwhile cannot keep them).
 * Entries under old stamps are never read again and expire.
 */
final class ReadCache {

	public const GROUP = 'p2p_fundraising';

	/** Lifetime of an entry in seconds (entries of old stamps age out). */
	private const EXPIRE = DAY_IN_SECONDS;

	/**
	 * The cached value of $key for a campaign, computed and stored when missing.
	 *
	 * @param int      $campaign_id Campaign id.
	 * @param string   $key         What is read and its arguments, e.g. 'teams:river:1:9'.
	 * @param callable $compute     Computes the value (never false).
	 * @return mixed
	 */
	public static function remember( int $campaign_id, string $key, callable $compute ) {
		$cache_key = 'read:' . $campaign_id . ':' . md5( $key ) . ':' . self::last_changed( $campaign_id );
		$found     = false;
		$value     = wp_cache_get( $cache_key, self::GROUP, false, $found );
		if ( $found ) {
			return $value;
		}
		$value = $compute();
		wp_cache_set( $cache_key, $value, self::GROUP, self::EXPIRE );
		return $value;
	}

	/**
	 * The campaign's current stamp (set when missing).
	 *
	 * @param int $campaign_id Campaign id.
	 */
	public static function last_changed( int $campaign_id ): string {
		$stamp = wp_cache_get( self::stamp_key( $campaign_id ), self::GROUP );
		if ( ! is_string( $stamp ) || '' === $stamp ) {
			$stamp = self::new_stamp( $campaign_id );
		}
		return $stamp;
	}

	/**
	 * Something a campaign shows changed: its cached reads are dropped now and after the commit.
	 *
	 * @param int $campaign_id Campaign id.
	 */
	public static function campaign_changed( int $campaign_id ): void {
		if ( $campaign_id <= 0 ) {
			return;
		}
		self::new_stamp( $campaign_id );
		// One fresh stamp after the commit covers every change of this unit to the campaign.
		Transaction::after_commit(
			static function () use ( $campaign_id ): void {
				self::new_stamp( $campaign_id );
			},
			'read_cache:' . $campaign_id
		);
	}

	/**
	 * Stores a fresh stamp.
	 *
	 * @param int $campaign_id Campaign id.
	 */
	private static function new_stamp( int $campaign_id ): string {
		$stamp = str_replace( '.', '', uniqid( '', true ) );
		wp_cache_set( self::stamp_key( $campaign_id ), $stamp, self::GROUP );
		return $stamp;
	}

	/**
	 * Key of a campaign's stamp.
	 *
	 * @param int $campaign_id Campaign id.
	 */
	private static function stamp_key( int $campaign_id ): string {
		return 'last_changed:' . $campaign_id;
	}
}
