<?php
/**
 * Cached public reads.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * The hot public reads (leaderboards, top donors, recent donations, stats, members, sponsors)
 * through WordPress's object cache (decision 0026): with a persistent drop-in (Redis, Memcached…)
 * they are shared by every PHP worker and server; without one they live for the request.
 *
 * Each entry's key holds two stamps of its campaign (decision 0067):
 * - the database stamp, campaigns.change_stamp, a random number set in the same transaction as
 *   every write that changes what the campaign shows and read with the campaign row the read
 *   already has. The cache cannot be older than the database: a Redis that restarts with its
 *   saved data, is restored from a snapshot, fails over or missed writes while a node was cut
 *   off still holds only entries under stamps the database no longer has.
 * - the cache stamp, like core's wp_cache_get_last_changed() per group, set at once and again
 *   after the commit; it drops this request's entries at once and keeps nodes that still run an
 *   older plugin version (a rolling deploy) exact.
 * Entries under old stamps are never read again and expire.
 */
final class ReadCache {

	public const GROUP = 'p2p_fundraising';

	/** Lifetime of an entry in seconds (entries of old stamps age out). */
	private const EXPIRE = DAY_IN_SECONDS;

	/**
	 * The cached value of $key for a campaign, computed and stored when missing.
	 *
	 * @param int|array<string, mixed> $campaign Campaign row (its change_stamp is used), or its id
	 *                                           (the stamp is then read from the database).
	 * @param string                   $key      What is read and its arguments, e.g. 'teams:river:1:9'.
	 * @param callable                 $compute  Computes the value (never false).
	 * @return mixed
	 */
	public static function remember( $campaign, string $key, callable $compute ) {
		$campaign_id = is_array( $campaign ) ? (int) $campaign['id'] : (int) $campaign;
		$db_stamp    = is_array( $campaign ) && isset( $campaign['change_stamp'] ) ? (string) $campaign['change_stamp'] : self::stored_stamp( $campaign_id );
		$cache_key   = 'read:' . $campaign_id . ':' . md5( $key ) . ':' . $db_stamp . ':' . self::last_changed( $campaign_id );
		$found       = false;
		$value       = wp_cache_get( $cache_key, self::GROUP, false, $found );
		if ( $found ) {
			return $value;
		}
		$value = $compute();
		wp_cache_set( $cache_key, $value, self::GROUP, self::EXPIRE );
		return $value;
	}

	/**
	 * The campaign's current cache stamp (set when missing).
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
	 * The campaign's database stamp as stored now ('0' before the 1.9.1 upgrade or for no campaign).
	 *
	 * @param int $campaign_id Campaign id.
	 */
	public static function stored_stamp( int $campaign_id ): string {
		if ( $campaign_id <= 0 || ! Schema::has( Schema::CHANGE_STAMPS ) ) {
			return '0';
		}
		return (string) ( ( new CampaignRepository() )->change_stamp( $campaign_id ) ?? '0' );
	}

	/**
	 * Something a campaign shows changed: a new database stamp in the caller's transaction (the
	 * change and its stamp commit together), and a new cache stamp now and after the commit.
	 *
	 * @param int $campaign_id Campaign id.
	 */
	public static function campaign_changed( int $campaign_id ): void {
		if ( $campaign_id <= 0 ) {
			return;
		}
		if ( Schema::has( Schema::CHANGE_STAMPS ) ) {
			( new CampaignRepository() )->set_change_stamp( $campaign_id, random_int( 1, PHP_INT_MAX ) );
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
	 * Empties a campaign's cached reads (`wp p2p cache flush`): both stamps change.
	 *
	 * @param int $campaign_id Campaign id.
	 */
	public static function flush_campaign( int $campaign_id ): void {
		self::campaign_changed( $campaign_id );
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
