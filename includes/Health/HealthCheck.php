<?php
/**
 * The plugin's health, measured cheaply.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Health;

use P2PFundraising\Database\MailQueueRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\ReadCache;

defined( 'ABSPATH' ) || exit;

/**
 * What Site Health and the load balancers' endpoint both ask (decision 0069): can the database
 * answer, does the object cache return what it was given, is the schema upgraded, how old is the
 * e-mail queue and when did its worker last run. Each is one or two indexed reads or one cache
 * round trip; nothing here scans a table.
 */
final class HealthCheck {

	/** Seconds after which a queued e-mail means the worker does not keep up (or does not run). */
	public const QUEUE_LATE = HOUR_IN_SECONDS;

	/** Seconds without a drain after which cron is taken for stopped (three 5-minute runs). */
	public const CRON_LATE = 15 * MINUTE_IN_SECONDS;

	/** Whether the database answers. */
	public function database(): bool {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		$answer   = $wpdb->get_var( 'SELECT 1' );
		$wpdb->suppress_errors( $suppress );
		return '1' === (string) $answer;
	}

	/**
	 * Whether a persistent object cache is in use, and whether it gives back what it was given
	 * (read past the request's own copy, as a Redis drop-in does with $force).
	 *
	 * @return array{persistent: bool, consistent: bool}
	 */
	public function object_cache(): array {
		if ( ! wp_using_ext_object_cache() ) {
			return array(
				'persistent' => false,
				'consistent' => true,
			);
		}
		$probe = wp_generate_password( 16, false );
		wp_cache_set( 'health:probe', $probe, ReadCache::GROUP, MINUTE_IN_SECONDS );
		$found = false;
		$back  = wp_cache_get( 'health:probe', ReadCache::GROUP, true, $found );
		return array(
			'persistent' => true,
			'consistent' => $found && $back === $probe,
		);
	}

	/**
	 * The code's schema version, the stored one, and whether an upgrade is pending.
	 *
	 * @return array{code: string, stored: string, pending: bool}
	 */
	public function schema(): array {
		$stored = (string) get_option( Schema::OPTION, '' );
		return array(
			'code'    => Schema::VERSION,
			'stored'  => $stored,
			'pending' => ! Schema::has( Schema::VERSION ),
		);
	}

	/**
	 * The e-mail queue: rows waiting, the age of the oldest (seconds), and seconds since the last drain.
	 *
	 * @return array{queued: int, oldest_queued_age: int|null, last_drain_age: int|null}
	 */
	public function queue(): array {
		$queue      = new MailQueueRepository();
		$last_drain = (int) get_option( MailQueue::LAST_DRAIN_OPTION, 0 );
		return array(
			'queued'            => $queue->queued_count(),
			'oldest_queued_age' => self::age( $queue->oldest_queued() ),
			'last_drain_age'    => $last_drain > 0 ? max( 0, time() - $last_drain ) : null,
		);
	}

	/**
	 * Seconds since a UTC time in MySQL format, or null for none.
	 *
	 * @param string|null $utc E.g. '2026-11-26 10:00:00'.
	 */
	public static function age( ?string $utc ): ?int {
		if ( null === $utc || '' === $utc ) {
			return null;
		}
		$time = strtotime( $utc . ' UTC' );
		return false === $time ? null : max( 0, time() - $time );
	}
}
