<?php
/**
 * A statement the database refused.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * $wpdb answers a refused statement with false or null and carries on; the plugin turns it into
 * this exception so that a transaction rolls back instead of committing half its work. It keeps
 * the server's error number: deadlocks and lock-wait timeouts are worth running again.
 */
final class DatabaseError extends \RuntimeException {

	/** ER_LOCK_DEADLOCK: InnoDB rolled the whole transaction back. */
	public const DEADLOCK = 1213;

	/** ER_LOCK_WAIT_TIMEOUT: a lock was not granted in innodb_lock_wait_timeout seconds. */
	public const LOCK_WAIT_TIMEOUT = 1205;

	/** @var int Server error number, 0 when unknown. */
	private $errno;

	/**
	 * @param string $message What failed and the server's message.
	 * @param int    $errno   Server error number, 0 when unknown.
	 */
	public function __construct( string $message, int $errno ) {
		parent::__construct( $message );
		$this->errno = $errno;
	}

	/** The server's error number (0 when unknown). */
	public function errno(): int {
		return $this->errno;
	}

	/** Whether running the whole transaction again can succeed: a deadlock or a lock-wait timeout. */
	public function is_transient(): bool {
		return in_array( $this->errno, array( self::DEADLOCK, self::LOCK_WAIT_TIMEOUT ), true );
	}

	/**
	 * The error $wpdb holds after its last statement.
	 *
	 * @param string $what What was attempted, for the log (never shown to visitors).
	 */
	public static function from_last_statement( string $what ): self {
		global $wpdb;
		$message = (string) $wpdb->last_error;
		return new self( $what . ': ' . $message, self::errno_of( $message ) );
	}

	/**
	 * The error number of the connection's last statement; wpdb keeps only the message, so the
	 * message's wording is the fallback when the connection is not a mysqli one.
	 *
	 * @param string $message The server's message.
	 */
	private static function errno_of( string $message ): int {
		global $wpdb;
		$link = $wpdb->dbh;
		if ( $link instanceof \mysqli && 0 !== $link->errno ) {
			return (int) $link->errno;
		}
		if ( false !== stripos( $message, 'Deadlock found' ) ) {
			return self::DEADLOCK;
		}
		if ( false !== stripos( $message, 'Lock wait timeout' ) ) {
			return self::LOCK_WAIT_TIMEOUT;
		}
		return 0;
	}
}
