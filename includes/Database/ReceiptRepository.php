<?php
/**
 * Donor receipts' numbers.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_receipts: one row per receipt issued. Its AUTO_INCREMENT id is the receipt's
 * sequence number, so two donations completed at the same moment on two servers get two numbers
 * and a number is never given twice (InnoDB keeps the counter across restarts; rows are never
 * deleted, not even with their donation). The unique key on donation_id makes issuing idempotent:
 * a retried webhook or a second listener gets the number the first one got (decision 0060).
 */
final class ReceiptRepository {

	/**
	 * The receipt of a donation, issuing it when it has none yet.
	 *
	 * @param int    $donation_id Donation id.
	 * @param bool   $is_test     Whether no money moved (test mode).
	 * @param string $issued_at   GMT datetime.
	 * @return array{id: int, donation_id: int, is_test: bool, issued_at: string, resent_at: string, resent_count: int}
	 * @throws DatabaseError When the database refuses it.
	 */
	public function issue( int $donation_id, bool $is_test, string $issued_at ): array {
		global $wpdb;
		$table = Schema::table( 'receipts' );
		Query::execute(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$table} (donation_id, is_test, issued_at) VALUES (%d, %d, %s)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$donation_id,
				$is_test ? 1 : 0,
				$issued_at
			)
		);
		$receipt = $this->find_by_donation( $donation_id );
		if ( null === $receipt ) {
			throw new DatabaseError( 'The receipt could not be issued.' );
		}
		return $receipt;
	}

	/**
	 * Records that an administrator sends the receipt again, unless it was sent again after $since
	 * (the throttle, decision 0082): one statement, so two clicks at once send it once. True when
	 * it was recorded (the caller then queues the e-mail).
	 *
	 * @param int    $donation_id Donation id.
	 * @param string $now         GMT datetime.
	 * @param string $since       GMT datetime: no second re-send after it.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function mark_resent( int $donation_id, string $now, string $since ): bool {
		global $wpdb;
		return 1 === Query::execute( $wpdb->prepare( 'UPDATE %i SET resent_at = %s, resent_count = resent_count + 1 WHERE donation_id = %d AND (resent_at IS NULL OR resent_at <= %s)', Schema::table( 'receipts' ), $now, $donation_id, $since ) );
	}

	/**
	 * The receipt of a donation, or null when none was issued.
	 *
	 * @param int $donation_id Donation id.
	 * @return array{id: int, donation_id: int, is_test: bool, issued_at: string, resent_at: string, resent_count: int}|null
	 */
	public function find_by_donation( int $donation_id ): ?array {
		global $wpdb;
		$table = Schema::table( 'receipts' );
		$row   = Query::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE donation_id = %d", $donation_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return null === $row ? null : array(
			'id'           => (int) $row['id'],
			'donation_id'  => (int) $row['donation_id'],
			'is_test'      => 1 === (int) $row['is_test'],
			'issued_at'    => (string) $row['issued_at'],
			// Before the 1.9.7 upgrade the columns are not there yet.
			'resent_at'    => (string) ( $row['resent_at'] ?? '' ),
			'resent_count' => (int) ( $row['resent_count'] ?? 0 ),
		);
	}

	/**
	 * Upgrade to 1.9.0: Stripe receipts sent before were numbered by their donation id. They keep
	 * those numbers, and the counter starts above every donation id ever given (also of donations
	 * deleted since), so no number that went out is given again.
	 */
	public function keep_issued_stripe_numbers(): void {
		global $wpdb;
		$receipts  = Schema::table( 'receipts' );
		$donations = Schema::table( 'donations' );
		Query::execute(
			$wpdb->prepare(
				'INSERT IGNORE INTO %i (id, donation_id, is_test, issued_at)
				SELECT id, id, 0, COALESCE(completed_at, created_at) FROM %i
				WHERE mode = %s AND kind = %s AND status IN (%s, %s)',
				$receipts,
				$donations,
				'stripe',
				'gift',
				'completed',
				'refunded'
			)
		);
		$highest = max(
			(int) Query::value( "SELECT COALESCE(MAX(id), 0) FROM {$donations}" ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
			(int) Query::value( $wpdb->prepare( 'SELECT AUTO_INCREMENT FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $donations ) ) - 1
		);
		// One row (donation 0, never a real one) holds the highest number given before: the
		// counter continues above it. A data statement, so an upgrade runs no DDL for it.
		if ( $highest > (int) Query::value( "SELECT COALESCE(MAX(id), 0) FROM {$receipts}" ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
			Query::execute( $wpdb->prepare( "INSERT IGNORE INTO {$receipts} (id, donation_id, is_test, issued_at) VALUES (%d, 0, 0, %s)", $highest, current_time( 'mysql', true ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		}
	}
}
