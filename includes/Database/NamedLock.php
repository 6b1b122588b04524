<?php
/**
 * MariaDB/MySQL named locks (GET_LOCK): mutual exclusion between PHP processes for work that has
 * no row to lock yet, such as "no account with this e-mail exists, so create one".
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * A named lock is held by the database connection, not by a transaction: take it before the
 * transaction starts and release it after the commit, so the next holder sees the committed rows.
 */
final class NamedLock {

	/** Seconds to wait for a lock held by another request. */
	public const WAIT_SECONDS = 10;

	/**
	 * Runs $work while holding the lock $name (other requests asking for it wait).
	 *
	 * @param string   $name Lock name; hashed, so any string fits the 64-character limit.
	 * @param callable $work Work.
	 * @return mixed What $work returned.
	 * @throws DatabaseError When the lock is not granted in time.
	 */
	public static function hold( string $name, callable $work ) {
		$lock = self::lock_name( $name );
		if ( ! self::acquire( $lock, self::WAIT_SECONDS ) ) {
			throw new DatabaseError( 'Could not get the lock ' . $name, DatabaseError::LOCK_WAIT_TIMEOUT ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a server-side error for logs and retries, never printed: callers turn it into a fixed, translated REST error.
		}
		try {
			return $work();
		} finally {
			self::release( $lock );
		}
	}

	/**
	 * Runs $work only if the lock $name is free; if another request holds it, returns at once
	 * without running it. For work that one request does for all (a schema upgrade).
	 *
	 * @param string   $name Lock name.
	 * @param callable $work Work.
	 * @return bool Whether $work ran.
	 */
	public static function attempt( string $name, callable $work ): bool {
		$lock = self::lock_name( $name );
		if ( ! self::acquire( $lock, 0 ) ) {
			return false;
		}
		try {
			$work();
			return true;
		} finally {
			self::release( $lock );
		}
	}

	/**
	 * The database's name of the lock $name: unique to this site's tables and within MariaDB's
	 * 64 characters (public for tests that hold it from another connection).
	 *
	 * @param string $name Lock name.
	 */
	public static function lock_name( string $name ): string {
		global $wpdb;
		return 'p2p_' . md5( DB_NAME . '|' . $wpdb->prefix . '|' . $name );
	}

	private static function acquire( string $lock, int $wait ): bool {
		global $wpdb;
		return '1' === Query::value( $wpdb->prepare( 'SELECT GET_LOCK(%s, %d)', $lock, $wait ) );
	}

	private static function release( string $lock ): void {
		global $wpdb;
		Query::value( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
	}
}
