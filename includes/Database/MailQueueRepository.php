<?php
/**
 * Rows of the e-mail queue.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_mail_queue: one row per e-mail to send. A request only inserts; the cron worker
 * claims rows one by one (a conditional UPDATE, so two workers never send the same row) and
 * marks them sent or failed. A row left in `sending` by a worker that died (killed, timed out)
 * goes back to the queue after a while, or to `failed` when its attempts are used up (0068).
 */
final class MailQueueRepository {

	public const STATUS_QUEUED  = 'queued';
	public const STATUS_SENDING = 'sending';
	public const STATUS_SENT    = 'sent';
	public const STATUS_FAILED  = 'failed';
	public const STATUS_SKIPPED = 'skipped';

	/**
	 * Adds an e-mail to the queue and returns its id.
	 *
	 * @param string               $kind          Template kind.
	 * @param int                  $user_id       Recipient account (0: the payload names the recipient).
	 * @param int                  $fundraiser_id Fundraiser it is about (0: none).
	 * @param array<string, mixed> $payload       What the template needs.
	 * @throws DatabaseError When the row cannot be written.
	 */
	public function insert( string $kind, int $user_id, int $fundraiser_id, array $payload ): int {
		return Query::insert(
			Schema::table( 'mail_queue' ),
			array(
				'kind'          => $kind,
				'user_id'       => $user_id,
				'fundraiser_id' => $fundraiser_id,
				'payload'       => (string) wp_json_encode( $payload ),
				'status'        => self::STATUS_QUEUED,
				'attempts'      => 0,
				'created_at'    => current_time( 'mysql', true ),
			),
			array( '%s', '%d', '%d', '%s', '%s', '%d', '%s' )
		);
	}

	/**
	 * Ids of queued rows, oldest first.
	 *
	 * @param int $limit At most this many.
	 * @return int[]
	 */
	public function queued_ids( int $limit ): array {
		global $wpdb;
		$table = Schema::table( 'mail_queue' );
		return array_map( 'intval', Query::column( $wpdb->prepare( "SELECT id FROM {$table} WHERE status = %s ORDER BY id LIMIT %d", self::STATUS_QUEUED, $limit ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Claims a queued row for sending: the row, or null when another worker was first.
	 *
	 * @param int $id Row id.
	 * @return array<string, mixed>|null
	 */
	public function claim( int $id ): ?array {
		global $wpdb;
		$table = Schema::table( 'mail_queue' );
		$sql   = $wpdb->prepare( "UPDATE {$table} SET status = %s, attempts = attempts + 1, claimed_at = %s WHERE id = %d AND status = %s", self::STATUS_SENDING, current_time( 'mysql', true ), $id, self::STATUS_QUEUED ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$rows  = self::execute_again_if_refused( $sql );
		if ( 1 !== $rows ) {
			return null;
		}
		$row = Query::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( null === $row ) {
			return null;
		}
		$payload = json_decode( (string) $row['payload'], true );
		return array(
			'id'            => (int) $row['id'],
			'kind'          => (string) $row['kind'],
			'user_id'       => (int) $row['user_id'],
			'fundraiser_id' => (int) $row['fundraiser_id'],
			'payload'       => is_array( $payload ) ? $payload : array(),
			'attempts'      => (int) $row['attempts'],
		);
	}

	/**
	 * Sets the outcome of a claimed row.
	 *
	 * @param int    $id     Row id.
	 * @param string $status sent, failed, skipped, or queued (to try again).
	 */
	public function finish( int $id, string $status ): void {
		global $wpdb;
		$table   = Schema::table( 'mail_queue' );
		$sent_at = self::STATUS_SENT === $status ? current_time( 'mysql', true ) : null;
		self::execute_again_if_refused( $wpdb->prepare( "UPDATE {$table} SET status = %s, sent_at = %s WHERE id = %d", $status, $sent_at, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Runs one status update, again when the database refused it for a deadlock or a lock-wait
	 * timeout. Two drains at once (cron on two nodes) can deadlock on the status index although each
	 * statement updates one row by its id; a drain that died there after sending left the row
	 * `sending`, to be sent a second time once stuck. Both updates can run again safely: a refused
	 * statement changed nothing, and the claim's own condition keeps a second worker out.
	 *
	 * @param string $sql A prepared UPDATE.
	 * @return int Rows changed.
	 * @throws DatabaseError When the database still refuses it.
	 */
	private static function execute_again_if_refused( string $sql ): int {
		return (int) Transaction::run(
			static function () use ( $sql ): int {
				return Query::execute( $sql );
			}
		);
	}

	/**
	 * Rows claimed more than $seconds ago and still `sending` (their worker died): back to the
	 * queue, or `failed` when they have had $max_attempts. A row claimed before 1.9.0 has no claim
	 * time and counts from its creation.
	 *
	 * @param int $seconds      How long a send may take at most.
	 * @param int $max_attempts Attempts after which a row fails for good.
	 * @return array{requeued: int, failed: int}
	 */
	public function release_stuck( int $seconds, int $max_attempts ): array {
		global $wpdb;
		$table  = Schema::table( 'mail_queue' );
		$cutoff = gmdate( 'Y-m-d H:i:s', time() - $seconds );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$failed   = Query::execute( $wpdb->prepare( "UPDATE {$table} SET status = %s WHERE status = %s AND COALESCE(claimed_at, created_at) < %s AND attempts >= %d", self::STATUS_FAILED, self::STATUS_SENDING, $cutoff, $max_attempts ) );
		$requeued = Query::execute( $wpdb->prepare( "UPDATE {$table} SET status = %s WHERE status = %s AND COALESCE(claimed_at, created_at) < %s", self::STATUS_QUEUED, self::STATUS_SENDING, $cutoff ) );
		// phpcs:enable
		return array(
			'requeued' => $requeued,
			'failed'   => $failed,
		);
	}

	/**
	 * Rows per status, and the creation time (UTC) of the oldest queued row.
	 *
	 * @return array{counts: array<string, int>, oldest_queued: string|null, oldest_sending: string|null}
	 */
	public function status(): array {
		global $wpdb;
		$table  = Schema::table( 'mail_queue' );
		$counts = array_fill_keys( array( self::STATUS_QUEUED, self::STATUS_SENDING, self::STATUS_SENT, self::STATUS_FAILED, self::STATUS_SKIPPED ), 0 );
		foreach ( Query::rows( "SELECT status, COUNT(*) AS how_many FROM {$table} GROUP BY status" ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
			$counts[ (string) $row['status'] ] = (int) $row['how_many'];
		}
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		$oldest_queued  = Query::value( $wpdb->prepare( "SELECT created_at FROM {$table} WHERE status = %s ORDER BY id LIMIT 1", self::STATUS_QUEUED ) );
		$oldest_sending = Query::value( $wpdb->prepare( "SELECT MIN(COALESCE(claimed_at, created_at)) FROM {$table} WHERE status = %s", self::STATUS_SENDING ) );
		// phpcs:enable
		return array(
			'counts'         => $counts,
			'oldest_queued'  => $oldest_queued,
			'oldest_sending' => $oldest_sending,
		);
	}

	/**
	 * How many rows failed for good among those created in the last $seconds.
	 *
	 * @param int $seconds How far back.
	 */
	public function failed_since( int $seconds ): int {
		global $wpdb;
		$table = Schema::table( 'mail_queue' );
		return (int) Query::value( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE status = %s AND created_at >= %s", self::STATUS_FAILED, gmdate( 'Y-m-d H:i:s', time() - $seconds ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/** Creation time (UTC) of the oldest queued row, or null when none waits (the status_id index). */
	public function oldest_queued(): ?string {
		global $wpdb;
		$table = Schema::table( 'mail_queue' );
		return Query::value( $wpdb->prepare( "SELECT created_at FROM {$table} WHERE status = %s ORDER BY id LIMIT 1", self::STATUS_QUEUED ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * How many rows wait to be sent.
	 */
	public function queued_count(): int {
		global $wpdb;
		$table = Schema::table( 'mail_queue' );
		return (int) Query::value( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE status = %s", self::STATUS_QUEUED ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/** Empties the queue (demo data reset). */
	public function clear(): void {
		$table = Schema::table( 'mail_queue' );
		Query::execute( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}
}
