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
 *
 * Nothing fails silently here: a statement that fails during the work throws (Query), and one that
 * the work ran through $wpdb directly and ignored is caught before COMMIT. A deadlock or a
 * lock-wait timeout in the outermost transaction runs the whole work again, a few times, after a
 * short random pause; inside a savepoint it propagates (InnoDB may already have rolled back the
 * outer transaction, which only its owner can start again). The work must therefore be pure
 * database work: no e-mails, no HTTP calls, no other side effects that a retry would repeat.
 */
final class Transaction {

	/** How many times the outermost work runs at most. */
	public const MAX_ATTEMPTS = 3;

	/** Upper bound of the random pause before a retry, in microseconds, doubled per attempt. */
	private const BACKOFF_MICROSECONDS = 50000;

	/** Savepoint depth, so nested run() calls get distinct savepoint names. */
	private static int $depth = 0;

	/**
	 * Work to run once the outermost unit of work is stored (see after_commit()).
	 *
	 * @var callable[]
	 */
	private static array $after_commit = array();

	/**
	 * Runs $callback once the current unit of work is stored, or at once outside of one. A unit
	 * that rolls back (or is retried) drops its callbacks, so they run once per stored change.
	 * Used to drop cached reads after the commit, when concurrent readers can see the change.
	 * Work given a $key runs once per unit however often it is asked for (the first one stays).
	 *
	 * @param callable $callback What to run.
	 * @param string   $key      Names work that need not run twice, e.g. one campaign's cache drop.
	 */
	public static function after_commit( callable $callback, string $key = '' ): void {
		if ( 0 === self::$depth ) {
			$callback();
			return;
		}
		if ( '' === $key ) {
			self::$after_commit[] = $callback;
		} elseif ( ! isset( self::$after_commit[ $key ] ) ) {
			self::$after_commit[ $key ] = $callback;
		}
	}

	/**
	 * Runs $work; commits when it returns, rolls back when it throws (and rethrows). The outermost
	 * transaction is run again on a deadlock or a lock-wait timeout, up to MAX_ATTEMPTS times.
	 *
	 * @param callable $work Receives nothing, returns anything.
	 * @return mixed What $work returned.
	 * @throws \Throwable Whatever $work threw, after the rollback (DatabaseError for a refused
	 *                    statement, also when the retries are used up).
	 */
	public static function run( callable $work ) {
		if ( self::$depth > 0 || self::outer_transaction_open() ) {
			return self::in_savepoint( $work );
		}
		for ( $attempt = 1; ; ++$attempt ) {
			try {
				return self::once( $work );
			} catch ( DatabaseError $error ) {
				if ( ! $error->is_transient() || $attempt >= self::MAX_ATTEMPTS ) {
					throw $error;
				}
				/**
				 * Fires before a transaction that hit a deadlock or a lock-wait timeout runs again.
				 *
				 * @param int           $attempt The attempt that failed (1-based).
				 * @param DatabaseError $error   Why it failed.
				 */
				do_action( 'p2p_fundraising_transaction_retry', $attempt, $error );
				usleep( wp_rand( 0, self::BACKOFF_MICROSECONDS * ( 2 ** ( $attempt - 1 ) ) ) );
			}
		}
	}

	/**
	 * One attempt of the outermost transaction.
	 *
	 * @param callable $work Work.
	 * @return mixed What $work returned.
	 * @throws \Throwable Whatever $work threw, after the rollback.
	 */
	private static function once( callable $work ) {
		return self::bracket( $work, 'START TRANSACTION', 'COMMIT', 'ROLLBACK' );
	}

	/**
	 * Runs $work in a savepoint of the caller's transaction.
	 *
	 * @param callable $work Work.
	 * @return mixed What $work returned.
	 * @throws \Throwable Whatever $work threw, after rolling back to the savepoint.
	 */
	private static function in_savepoint( callable $work ) {
		$savepoint = 'p2p_fundraising_' . self::$depth;
		return self::bracket( $work, "SAVEPOINT {$savepoint}", "RELEASE SAVEPOINT {$savepoint}", "ROLLBACK TO SAVEPOINT {$savepoint}" );
	}

	/**
	 * Opens, runs, and closes one level: $commit when the work returned without a failed
	 * statement, $rollback (whose own failure is ignored: after a deadlock the savepoint is gone
	 * with the whole transaction, and the error that matters is the one rethrown) otherwise.
	 *
	 * @param callable $work     Work.
	 * @param string   $begin    START TRANSACTION or SAVEPOINT.
	 * @param string   $commit   COMMIT or RELEASE SAVEPOINT.
	 * @param string   $rollback ROLLBACK or ROLLBACK TO SAVEPOINT.
	 * @return mixed What $work returned.
	 * @throws \Throwable Whatever $work (or $commit) threw, after the rollback.
	 */
	private static function bracket( callable $work, string $begin, string $commit, string $rollback ) {
		Query::execute( $begin );
		++self::$depth;
		$inside = true;
		try {
			$errors = self::error_count();
			$result = $work();
			self::assert_no_new_error( $errors );
			--self::$depth;
			$inside = false;
			Query::execute( $commit );
		} catch ( \Throwable $error ) {
			if ( $inside ) {
				--self::$depth;
			}
			self::quietly( $rollback );
			if ( 0 === self::$depth ) {
				self::$after_commit = array();
			}
			throw $error;
		}
		if ( 0 === self::$depth ) {
			$callbacks          = self::$after_commit;
			self::$after_commit = array();
			foreach ( $callbacks as $callback ) {
				$callback();
			}
		}
		return $result;
	}

	/**
	 * How many statements have failed on this connection so far (wpdb logs each in $EZSQL_ERROR).
	 */
	private static function error_count(): int {
		global $EZSQL_ERROR;
		return is_array( $EZSQL_ERROR ) ? count( $EZSQL_ERROR ) : 0;
	}

	/**
	 * Throws when a statement failed during the work although the work carried on.
	 *
	 * @param int $before error_count() when the work started.
	 * @throws DatabaseError When one did.
	 */
	private static function assert_no_new_error( int $before ): void {
		global $EZSQL_ERROR;
		if ( self::error_count() <= $before ) {
			return;
		}
		$last    = end( $EZSQL_ERROR );
		$message = is_array( $last ) ? (string) ( $last['error_str'] ?? '' ) : '';
		$errno   = 0;
		if ( false !== stripos( $message, 'Deadlock found' ) ) {
			$errno = DatabaseError::DEADLOCK;
		} elseif ( false !== stripos( $message, 'Lock wait timeout' ) ) {
			$errno = DatabaseError::LOCK_WAIT_TIMEOUT;
		}
		throw new DatabaseError( 'A statement failed inside a transaction: ' . $message, $errno ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- a server-side error for logs and retries, never printed: callers turn it into a fixed, translated REST error.
	}

	/**
	 * Runs a rollback statement whose own failure must not hide the error being rethrown.
	 *
	 * @param string $sql ROLLBACK or ROLLBACK TO SAVEPOINT.
	 */
	private static function quietly( string $sql ): void {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		$wpdb->query( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- constant statement.
		$wpdb->suppress_errors( $suppress );
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
