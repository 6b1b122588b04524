<?php
/**
 * Stored per-day counts of a campaign's listed donations.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_donation_days holds, per campaign and UTC day of created_at, how many of its
 * donations are completed (every kind: a sponsor's matches too), i.e. exactly the rows that the
 * campaign's public donation list walks (decision 0043). A deep page of that list walks these
 * counts newest first to the day that holds the page's first row and skips only within that
 * day, instead of skipping every newer index entry.
 *
 * Kept exact in steps (adjust()) in the transaction of every change that moves a donation into or
 * out of the completed set, after the campaign's row lock (so one campaign's day rows are always
 * written in one order and 200 concurrent donations queue up instead of deadlocking); recounted
 * from the donations by the repair tool and the 1.8.1 migration (recount_campaign()).
 */
final class DonationDayRepository {

	/**
	 * Adds $delta listed donations (negative: takes them off) to the day of $created_at.
	 *
	 * @param int    $campaign_id Campaign id.
	 * @param string $created_at  The donation's stored created_at (UTC, 'Y-m-d H:i:s').
	 * @param int    $delta       +1 when it became completed, -1 when it stopped being.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function adjust( int $campaign_id, string $created_at, int $delta ): void {
		global $wpdb;
		if ( 0 === $delta || $campaign_id <= 0 ) {
			return;
		}
		$table = Schema::table( 'donation_days' );
		Query::execute(
			$wpdb->prepare(
				"INSERT INTO {$table} (campaign_id, day, listed) VALUES (%d, %s, %d) ON DUPLICATE KEY UPDATE listed = listed + VALUES(listed)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
				$campaign_id,
				self::day( $created_at ),
				$delta
			)
		);
	}

	/**
	 * Recounts a campaign's day rows from its completed donations (the repair tool, the tests'
	 * oracle, the migration). The caller holds the campaign's row lock, so no completion of this
	 * campaign runs in between; the donations are read with a plain (non-locking) read through
	 * the (campaign_id, status, created_at) index and written in batches.
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function recount_campaign( int $campaign_id ): void {
		global $wpdb;
		$table     = Schema::table( 'donation_days' );
		$donations = Schema::table( 'donations' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names only.
		$counts = Query::rows( $wpdb->prepare( "SELECT DATE(created_at) AS day, COUNT(*) AS listed FROM {$donations} WHERE campaign_id = %d AND status = %s GROUP BY DATE(created_at)", $campaign_id, DonationRepository::STATUS_COMPLETED ) );
		Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE campaign_id = %d", $campaign_id ) );
		foreach ( array_chunk( $counts, 500 ) as $batch ) {
			$values = array();
			foreach ( $batch as $row ) {
				$values[] = $wpdb->prepare( '(%d, %s, %d)', $campaign_id, (string) $row['day'], (int) $row['listed'] );
			}
			Query::execute( "INSERT INTO {$table} (campaign_id, day, listed) VALUES " . implode( ',', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
		}
		// phpcs:enable
	}

	/**
	 * Where the campaign's list at $offset starts, as a bound that the page query can seek to:
	 * the end of the day that holds the row at $offset (newest first), and how many rows of the
	 * list lie before $offset within that day and the days before it. Null when $offset is at or
	 * beyond the end of the list.
	 *
	 * @param int $campaign_id Campaign id.
	 * @param int $offset      0-based position in the list (newest first).
	 * @return array{before: string, offset: int}|null before: exclusive UTC bound of created_at.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function locate( int $campaign_id, int $offset ): ?array {
		global $wpdb;
		$table   = Schema::table( 'donation_days' );
		$skipped = 0;
		// Newest first, through the primary key (campaign_id, day); a few hundred rows per campaign.
		$days = Query::rows( $wpdb->prepare( "SELECT day, listed FROM {$table} WHERE campaign_id = %d AND listed > 0 ORDER BY day DESC", $campaign_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
		foreach ( $days as $row ) {
			$listed = (int) $row['listed'];
			if ( $skipped + $listed > $offset ) {
				return array(
					'before' => self::day_end( (string) $row['day'] ),
					'offset' => $offset - $skipped,
				);
			}
			$skipped += $listed;
		}
		return null;
	}

	/**
	 * The UTC day ('Y-m-d') of a stored created_at: its date part as stored, never the site's time zone.
	 *
	 * @param string $created_at 'Y-m-d H:i:s'.
	 */
	public static function day( string $created_at ): string {
		return substr( $created_at, 0, 10 );
	}

	/**
	 * The first instant after a day, as a created_at bound ('Y-m-d 00:00:00' of the next day).
	 *
	 * @param string $day 'Y-m-d'.
	 */
	private static function day_end( string $day ): string {
		return ( new \DateTimeImmutable( $day . ' 00:00:00', new \DateTimeZone( 'UTC' ) ) )->modify( '+1 day' )->format( 'Y-m-d H:i:s' );
	}
}
