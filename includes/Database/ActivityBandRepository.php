<?php
/**
 * Per-campaign counts of approved fundraisers by activity band, for the deep pages of the
 * activity leaderboard.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_activity_bands (campaign_id, band, approved): how many approved fundraisers of a
 * campaign have a stored activity total whose band is `band` (decision 0115). The total is an
 * integer in thousandths of the campaign's unit (decision 0093); its band is that integer cut to
 * two significant digits, the money bands' rule (decision 0071): 0–99 as they are, 100–109 → 100,
 * 42,195 (42.195 km) → 42,000. A band is its own band, so "activity_total < B" for a band B leaves
 * out exactly the bands ≥ B, and a band holds at most a tenth of its power of ten.
 *
 * A deep page of the activity leaderboard adds the bands up from the highest to the one that holds
 * its first row and asks only below the last band skipped. Every write that moves an approved
 * fundraiser's activity total or its status moves its count in the same transaction, under the
 * campaign lock.
 */
final class ActivityBandRepository {

	/** The SQL of a fundraiser's activity band (alias f), as band() computes it, in integers. */
	private const SQL_BAND = 'IF(f.activity_total < 100, f.activity_total, f.activity_total - MOD(f.activity_total, CAST(POW(10, CHAR_LENGTH(f.activity_total) - 2) AS UNSIGNED)))';

	/**
	 * The band of an activity total.
	 *
	 * @param string|int $total A stored activity total (thousandths).
	 */
	public static function band( $total ): int {
		$units = max( 0, (int) $total );
		if ( $units < 100 ) {
			return $units;
		}
		$step = 10 ** ( strlen( (string) $units ) - 2 );
		return $units - $units % $step;
	}

	/** Whether the counts are kept (Schema::writable_from()). */
	public static function writable(): bool {
		return Schema::writable_from( Schema::ACTIVITY_BANDS, 'activity_bands' );
	}

	/**
	 * Adds to (or takes from) one band's count.
	 *
	 * @param int $campaign_id Campaign id.
	 * @param int $band        Band.
	 * @param int $delta       Fundraisers to add (negative: to take away).
	 * @throws DatabaseError When the database refuses it.
	 */
	public function adjust( int $campaign_id, int $band, int $delta ): void {
		global $wpdb;
		if ( 0 === $delta || $campaign_id <= 0 || ! self::writable() ) {
			return;
		}
		Query::execute( $wpdb->prepare( 'INSERT INTO %i (campaign_id, band, approved) VALUES (%d, %d, %d) ON DUPLICATE KEY UPDATE approved = approved + VALUES(approved)', Schema::table( 'activity_bands' ), $campaign_id, $band, $delta ) );
	}

	/**
	 * After a fundraiser's stored activity total changed by $delta (its row is locked by that
	 * UPDATE): moves its count if it is approved and the change crossed a band.
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @param int $delta         Thousandths added (negative: taken).
	 * @throws DatabaseError When the database refuses it.
	 */
	public function total_changed( int $fundraiser_id, int $delta ): void {
		global $wpdb;
		if ( 0 === $delta || ! self::writable() ) {
			return;
		}
		$row = Query::row( $wpdb->prepare( 'SELECT campaign_id, status, activity_total FROM %i WHERE id = %d', Schema::table( 'fundraisers' ), $fundraiser_id ) );
		if ( null === $row || FundraiserRepository::STATUS_APPROVED !== $row['status'] ) {
			return;
		}
		$after = (int) $row['activity_total'];
		$from  = self::band( $after - $delta );
		$to    = self::band( $after );
		if ( $from !== $to ) {
			$this->adjust( (int) $row['campaign_id'], $from, -1 );
			$this->adjust( (int) $row['campaign_id'], $to, 1 );
		}
	}

	/**
	 * After fundraisers changed status: +1 in its band for each that became approved, -1 for each
	 * that left approved.
	 *
	 * @param int                              $campaign_id Campaign id.
	 * @param array<int, array<string, mixed>> $moving      The rows that changed, as they were (status, activity_total).
	 * @param string                           $status      Their new status.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function status_changed( int $campaign_id, array $moving, string $status ): void {
		$deltas = array();
		foreach ( $moving as $row ) {
			$delta = FundraiserRepository::STATUS_APPROVED === $status ? 1 : ( FundraiserRepository::STATUS_APPROVED === $row['status'] ? -1 : 0 );
			if ( 0 !== $delta ) {
				$band            = self::band( $row['activity_total'] ?? 0 );
				$deltas[ $band ] = ( $deltas[ $band ] ?? 0 ) + $delta;
			}
		}
		// In band order, so that two bulk changes at once lock the band rows in the same order.
		ksort( $deltas );
		foreach ( $deltas as $band => $delta ) {
			$this->adjust( $campaign_id, (int) $band, $delta );
		}
	}

	/**
	 * Recounts a campaign's bands from its approved fundraisers' stored activity totals (repair,
	 * migration, tests' oracle). The caller holds the campaign's row lock.
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function recount_campaign( int $campaign_id ): void {
		global $wpdb;
		$table = Schema::table( 'activity_bands' );
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- SQL_BAND is a constant SQL expression (the band of f.activity_total); the values are placeholders.
		$counts = Query::rows( $wpdb->prepare( 'SELECT ' . self::SQL_BAND . ' AS band, COUNT(*) AS approved FROM %i f WHERE f.campaign_id = %d AND f.status = %s GROUP BY band', Schema::table( 'fundraisers' ), $campaign_id, FundraiserRepository::STATUS_APPROVED ) );
		Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE campaign_id = %d', $table, $campaign_id ) );
		foreach ( array_chunk( $counts, 500 ) as $batch ) {
			$values = array();
			foreach ( $batch as $row ) {
				$values[] = $wpdb->prepare( '(%d, %d, %d)', $campaign_id, (int) $row['band'], (int) $row['approved'] );
			}
			Query::execute( $wpdb->prepare( 'INSERT INTO %i (campaign_id, band, approved) VALUES ', $table ) . implode( ',', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
		}
	}

	/**
	 * Every campaign's bands afresh, each campaign in its own short transaction under its lock
	 * (migration 1.10.5: a site taking activity entries meanwhile still ends exact).
	 *
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function rebuild_all(): void {
		( new CampaignRepository() )->each_under_lock( array( $this, 'recount_campaign' ) );
	}

	/**
	 * Where an activity leaderboard page that starts at $offset begins: the rows to skip in the
	 * bands above it and the bound below which the page's rows lie, or null while the bands are not
	 * stored yet.
	 *
	 * @param int $campaign_id Campaign id.
	 * @param int $offset      Rows before the page.
	 * @return array{skipped: int, below: int|null}|null below null: the page starts in the highest band.
	 */
	public function seek( int $campaign_id, int $offset ): ?array {
		global $wpdb;
		if ( ! Schema::has( Schema::ACTIVITY_BANDS ) ) {
			return null;
		}
		$rows    = Query::rows( $wpdb->prepare( 'SELECT band, approved FROM %i WHERE campaign_id = %d AND approved > 0 ORDER BY band DESC', Schema::table( 'activity_bands' ), $campaign_id ) );
		$skipped = 0;
		$below   = null;
		foreach ( $rows as $row ) {
			$count = (int) $row['approved'];
			if ( $skipped + $count > $offset ) {
				break;
			}
			$skipped += $count;
			$below    = (int) $row['band'];
		}
		return array(
			'skipped' => $skipped,
			'below'   => $below,
		);
	}
}
