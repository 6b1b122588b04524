<?php
/**
 * Short-lived values in the database: rate-limit counts and the donation form's memory.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_expiring_values: one row per name (an md5, the primary key) with a JSON value and
 * the time it expires. What a transient did, but always in the database (decision 0066): with a
 * persistent object cache a transient lives only in Redis, so throttling and the double-submit
 * memory disappeared with it. A write is one INSERT … ON DUPLICATE KEY UPDATE on the primary key;
 * an expired row reads as missing, and the daily clean-up deletes it.
 *
 * Before the 1.9.1 upgrade is stored (the table may not exist yet) the values fall back to
 * transients, as before.
 */
final class ExpiringValues {

	/** Rows the daily clean-up deletes per statement. */
	private const PRUNE_BATCH = 1000;

	/**
	 * The value stored under $name, or null when there is none or it expired.
	 *
	 * @param string $name Any string (hashed).
	 * @return mixed|null
	 */
	public function get( string $name ) {
		if ( ! self::ready() ) {
			$value = get_transient( $name );
			return false === $value ? null : $value;
		}
		global $wpdb;
		$table = Schema::table( 'expiring_values' );
		$json  = Query::value( $wpdb->prepare( "SELECT value FROM {$table} WHERE name = %s AND expires_at > %d", md5( $name ), time() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return null === $json ? null : json_decode( $json, true );
	}

	/**
	 * Stores $value under $name for $seconds (replacing what was there).
	 *
	 * @param string $name    Any string (hashed).
	 * @param mixed  $value   Anything JSON can hold.
	 * @param int    $seconds Lifetime.
	 * @throws DatabaseError When the row cannot be written.
	 */
	public function set( string $name, $value, int $seconds ): void {
		if ( ! self::ready() ) {
			set_transient( $name, $value, $seconds );
			return;
		}
		global $wpdb;
		$table = Schema::table( 'expiring_values' );
		Query::execute(
			$wpdb->prepare(
				"INSERT INTO {$table} (name, value, expires_at) VALUES (%s, %s, %d) ON DUPLICATE KEY UPDATE value = VALUES(value), expires_at = VALUES(expires_at)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				md5( $name ),
				(string) wp_json_encode( $value ),
				time() + max( 1, $seconds )
			)
		);
	}

	/**
	 * Forgets $name.
	 *
	 * @param string $name Any string (hashed).
	 */
	public function delete( string $name ): void {
		if ( ! self::ready() ) {
			delete_transient( $name );
			return;
		}
		global $wpdb;
		$table = Schema::table( 'expiring_values' );
		Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE name = %s", md5( $name ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/** Deletes expired rows (daily), a batch at a time so no statement locks for long. */
	public function prune(): int {
		if ( ! self::ready() ) {
			return 0;
		}
		global $wpdb;
		$table   = Schema::table( 'expiring_values' );
		$deleted = 0;
		do {
			$rows     = Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE expires_at <= %d LIMIT %d", time(), self::PRUNE_BATCH ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
			$deleted += $rows;
		} while ( self::PRUNE_BATCH === $rows );
		return $deleted;
	}

	/** Whether the table is there (the 1.9.1 upgrade is stored). */
	private static function ready(): bool {
		return Schema::has( Schema::EXPIRING_VALUES );
	}
}
