<?php
/**
 * Matching gifts: a sponsor's promise to match the gifts of a campaign.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes {prefix}p2p_matches. A campaign has at most one active match (a new one stops
 * the previous); `matched_amount` is written only under the campaign's row lock
 * (Donations\MatchingGifts), so the cap holds however many gifts complete at once.
 */
final class MatchRepository {

	public const STATUS_ACTIVE  = 'active';
	public const STATUS_STOPPED = 'stopped';

	/**
	 * The campaign's active match (whatever its window), or null.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array<string, mixed>|null
	 * @throws DatabaseError When the database refuses it.
	 */
	public function active_for( int $campaign_id ): ?array {
		return $this->read_active( $campaign_id, '' );
	}

	/**
	 * The campaign's active match read FOR UPDATE: the amount matched as last committed, never
	 * an older snapshot of the caller's transaction (issue 23: a plain read could repeat what the
	 * row was before the gifts queued ahead, so every gift saw the whole cap free). For the
	 * matching itself, which holds the campaign's lock.
	 *
	 * @param int $campaign_id Campaign id.
	 * @return array<string, mixed>|null
	 * @throws DatabaseError When the database refuses it.
	 */
	public function lock_active_for( int $campaign_id ): ?array {
		return $this->read_active( $campaign_id, ' FOR UPDATE' );
	}

	/**
	 * The newest active match of a campaign, read plainly or with a locking clause.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $locking     '' or ' FOR UPDATE'.
	 * @return array<string, mixed>|null
	 */
	private function read_active( int $campaign_id, string $locking ): ?array {
		global $wpdb;
		$table = Schema::table( 'matches' );
		$row   = Query::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE campaign_id = %d AND status = %s ORDER BY id DESC LIMIT 1{$locking}", $campaign_id, self::STATUS_ACTIVE ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name and a fixed clause.
		return null === $row ? null : self::hydrate( $row );
	}

	/**
	 * Match by id, or null.
	 *
	 * @param int $id Match id.
	 * @return array<string, mixed>|null
	 * @throws DatabaseError When the database refuses it.
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = Schema::table( 'matches' );
		$row   = Query::row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		return null === $row ? null : self::hydrate( $row );
	}

	/**
	 * Stores a new active match and stops the campaign's previous one.
	 *
	 * @param array<string, mixed> $fields campaign_id, sponsor_id, sponsor_name, ratio, cap, start_date, end_date.
	 * @return int The match id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function start( array $fields ): int {
		$this->stop_all( (int) $fields['campaign_id'] );
		$now = current_time( 'mysql', true );
		// The banner and the donation form show the running match (decision 0026).
		\P2PFundraising\ReadCache::campaign_changed( (int) $fields['campaign_id'] );
		return Query::insert(
			Schema::table( 'matches' ),
			array(
				'campaign_id'    => (int) $fields['campaign_id'],
				'sponsor_id'     => (int) $fields['sponsor_id'],
				'sponsor_name'   => (string) $fields['sponsor_name'],
				'ratio'          => round( (float) $fields['ratio'], 2 ),
				'cap'            => round( (float) $fields['cap'], 2 ),
				'matched_amount' => 0,
				'start_date'     => (string) $fields['start_date'],
				'end_date'       => (string) $fields['end_date'],
				'status'         => self::STATUS_ACTIVE,
				'created_at'     => $now,
				'updated_at'     => $now,
			)
		);
	}

	/**
	 * Stops every active match of a campaign (matches made so far stay).
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function stop_all( int $campaign_id ): int {
		global $wpdb;
		$table = Schema::table( 'matches' );
		$stopped = Query::execute( $wpdb->prepare( "UPDATE {$table} SET status = %s, updated_at = %s WHERE campaign_id = %d AND status = %s", self::STATUS_STOPPED, current_time( 'mysql', true ), $campaign_id, self::STATUS_ACTIVE ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		if ( $stopped > 0 ) {
			\P2PFundraising\ReadCache::campaign_changed( $campaign_id );
		}
		return $stopped;
	}

	/**
	 * Adds to (or takes from) the amount a match has given. Callers hold the campaign's lock.
	 *
	 * @param int   $id     Match id.
	 * @param float $amount Amount to add (negative to take back).
	 * @throws DatabaseError When the database refuses it.
	 */
	public function add_matched( int $id, float $amount ): void {
		global $wpdb;
		$table = Schema::table( 'matches' );
		Query::execute( $wpdb->prepare( "UPDATE {$table} SET matched_amount = GREATEST(0, matched_amount + %f) WHERE id = %d", $amount, $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.		// What is left of the cap shows in the banner (decision 0026).
		\P2PFundraising\ReadCache::campaign_changed( (int) ( $this->find( $id )['campaign_id'] ?? 0 ) );
	}

	/**
	 * Casts a database row to typed values.
	 *
	 * @param array<string, string|null> $row Raw row.
	 * @return array<string, mixed>
	 */
	public static function hydrate( array $row ): array {
		foreach ( array( 'id', 'campaign_id', 'sponsor_id' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		foreach ( array( 'ratio', 'cap', 'matched_amount' ) as $key ) {
			$row[ $key ] = (float) $row[ $key ];
		}
		return $row;
	}
}
