<?php
/**
 * Runs a unit of work atomically.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * START TRANSACTION inside an open transaction would silently commit the outer one (MySQL has no
 * nested transactions). When one is already open (a test harness, another plugin) the work runs in a
 * SAVEPOINT instead, so the caller's transaction stays intact.
 */
final class Transaction {

	/** Savepoint depth, so nested run() calls get distinct savepoint names. */
	private static int $depth = 0;

	/**
	 * Runs $work; commits when it returns, rolls back when it throws (and rethrows).
	 *
	 * @param callable $work Receives nothing, returns anything.
	 * @return mixed What $work returned.
	 * @throws \Throwable Whatever $work threw, after the rollback.
	 */
	public static function run( callable $work ) {
		global $wpdb;

		$use_savepoint = self::$depth > 0 || self::outer_transaction_open();
		$savepoint     = 'p2p_fundraising_' . self::$depth;

		$wpdb->query( $use_savepoint ? "SAVEPOINT {$savepoint}" : 'START TRANSACTION' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- constant name.
		++self::$depth;
		try {
			$result = $work();
		} catch ( \Throwable $error ) {
			--self::$depth;
			$wpdb->query( $use_savepoint ? "ROLLBACK TO SAVEPOINT {$savepoint}" : 'ROLLBACK' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			throw $error;
		}
		--self::$depth;
		$wpdb->query( $use_savepoint ? "RELEASE SAVEPOINT {$savepoint}" : 'COMMIT' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		return $result;
	}

	/**
	 * Whether someone else manages the transaction: one is open (MySQL 5.7+ / MariaDB 10.3+ expose
	 * @@in_transaction), or autocommit is off, where the caller commits or rolls back itself.
	 */
	private static function outer_transaction_open(): bool {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		$state    = $wpdb->get_row( 'SELECT @@in_transaction AS open_trx, @@autocommit AS autocommit', ARRAY_A );
		$wpdb->suppress_errors( $suppress );
		if ( ! is_array( $state ) ) {
			return false;
		}
		return '1' === (string) $state['open_trx'] || '0' === (string) $state['autocommit'];
	}
}
