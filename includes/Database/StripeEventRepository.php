<?php
/**
 * Stripe webhook events already processed.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_stripe_events: one row per event id (unique key), written in the same transaction
 * as the event's effect, so an event counts exactly once even when Stripe delivers it again.
 */
final class StripeEventRepository {

	/**
	 * Claims an event: true when it was new (the row is now stored), false when it was seen before.
	 *
	 * @param string $event_id Stripe event id (evt_…).
	 * @param string $type     Event type.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function claim( string $event_id, string $type ): bool {
		global $wpdb;
		$table = Schema::table( 'stripe_events' );
		$rows  = Query::execute(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$table} (event_id, type, received_at) VALUES (%s, %s, %s)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$event_id,
				substr( $type, 0, 100 ),
				current_time( 'mysql', true )
			)
		);
		return 1 === $rows;
	}

	/**
	 * Forgets a claimed event whose effect could not be stored, so Stripe's next delivery applies it.
	 *
	 * @param string $event_id Stripe event id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function release( string $event_id ): void {
		global $wpdb;
		$table = Schema::table( 'stripe_events' );
		Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE event_id = %s", $event_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * How many times an event id is stored (0 or 1: for tests and the admin's diagnostics).
	 *
	 * @param string $event_id Stripe event id.
	 */
	public function count( string $event_id ): int {
		global $wpdb;
		$table = Schema::table( 'stripe_events' );
		return (int) Query::value( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE event_id = %s", $event_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * When the last Stripe event arrived (UTC, MySQL format), or null when none ever did.
	 */
	public function last_received(): ?string {
		$table = Schema::table( 'stripe_events' );
		return Query::value( "SELECT MAX(received_at) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}
}
