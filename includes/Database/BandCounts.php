<?php
/**
 * Per-campaign counts of approved fundraisers by band of a stored figure, for the deep pages of a
 * leaderboard sorted on it.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * What the money bands (decision 0071) and the activity bands (decision 0115) share: a table
 * (campaign_id, band, approved) counting a campaign's approved fundraisers per band of a figure,
 * where a band is the figure's whole number cut to two significant digits (0–99 as they are, then
 * 100, 110, … 990, 1,000, 1,100, …). A band is its own band, so "figure < B" for a band B leaves out
 * exactly the bands from B upwards: a deep page adds the bands up from the highest and asks only
 * below the last one it skipped.
 *
 * A subclass names its table (TABLE), the fundraisers' column of the figure (COLUMN), the schema
 * version that created it (SINCE), the band of a figure (band(), by cut()) and the same in SQL over
 * the alias f (SQL_BAND).
 */
abstract class BandCounts {

	/** The table, without the prefix (Schema::table()). */
	protected const TABLE = '';

	/** The schema version from which the counts are kept (Schema::writable_from()). */
	protected const SINCE = '';

	/** The SQL of the band of fundraiser f, as cut() computes it. */
	protected const SQL_BAND = '';

	/** The fundraisers' column of the figure, which the leaderboard sorts on. */
	protected const COLUMN = '';

	/**
	 * The band of a stored figure.
	 *
	 * @param string|float|int $figure The figure as stored.
	 */
	abstract public static function band( $figure ): int;

	/**
	 * A whole number cut to two significant digits (negatives: 0).
	 *
	 * @param int $units The figure's whole number.
	 */
	protected static function cut( int $units ): int {
		$units = max( 0, $units );
		if ( $units < 100 ) {
			return $units;
		}
		$step = 10 ** ( strlen( (string) $units ) - 2 );
		return $units - $units % $step;
	}

	/** Whether the counts are kept (Schema::writable_from()). */
	public static function writable(): bool {
		return Schema::writable_from( static::SINCE, static::TABLE );
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
		if ( 0 === $delta || $campaign_id <= 0 || ! static::writable() ) {
			return;
		}
		Query::execute( $wpdb->prepare( 'INSERT INTO %i (campaign_id, band, approved) VALUES (%d, %d, %d) ON DUPLICATE KEY UPDATE approved = approved + VALUES(approved)', Schema::table( static::TABLE ), $campaign_id, $band, $delta ) );
	}

	/**
	 * Moves an approved fundraiser from its old figure's band to its new one's.
	 *
	 * @param int              $campaign_id Campaign id.
	 * @param string|float|int $before      The figure before.
	 * @param string|float|int $after       The figure after.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function move( int $campaign_id, $before, $after ): void {
		$from = static::band( $before );
		$to   = static::band( $after );
		if ( $from !== $to ) {
			$this->adjust( $campaign_id, $from, -1 );
			$this->adjust( $campaign_id, $to, 1 );
		}
	}

	/**
	 * After fundraisers changed status: +1 in its band for each that became approved, -1 for each
	 * that left approved.
	 *
	 * @param int                              $campaign_id Campaign id.
	 * @param array<int, array<string, mixed>> $moving      The rows that changed, as they were (status and COLUMN).
	 * @param string                           $status      Their new status.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function status_changed( int $campaign_id, array $moving, string $status ): void {
		$deltas = array();
		foreach ( $moving as $row ) {
			$delta = FundraiserRepository::STATUS_APPROVED === $status ? 1 : ( FundraiserRepository::STATUS_APPROVED === $row['status'] ? -1 : 0 );
			if ( 0 !== $delta ) {
				$band            = static::band( $row[ static::COLUMN ] ?? 0 );
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
	 * Recounts a campaign's bands from its approved fundraisers (repair, migration, tests' oracle).
	 * The caller holds the campaign's row lock.
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function recount_campaign( int $campaign_id ): void {
		global $wpdb;
		$table = Schema::table( static::TABLE );
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- SQL_BAND is a constant SQL expression over f; the values are placeholders.
		$counts = Query::rows( $wpdb->prepare( 'SELECT ' . static::SQL_BAND . ' AS band, COUNT(*) AS approved FROM %i f WHERE f.campaign_id = %d AND f.status = %s GROUP BY band', Schema::table( 'fundraisers' ), $campaign_id, FundraiserRepository::STATUS_APPROVED ) );
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
	 * Every campaign's bands afresh, each campaign in its own short transaction under its lock (the
	 * migration that creates the table: a site taking gifts or entries meanwhile still ends exact).
	 *
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function rebuild_all(): void {
		( new CampaignRepository() )->each_under_lock( array( $this, 'recount_campaign' ) );
	}

	/**
	 * The bounds of a deep leaderboard page (the list of a campaign's approved fundraisers by the
	 * figure, descending): a condition below the last band skipped and the LIMIT within what is
	 * left. Null for a page that is not deep (below $deep_offset the OFFSET costs no more) or while
	 * the counts are not stored; limit '' for a page past the end.
	 *
	 * @param int $campaign_id Campaign id.
	 * @param int $offset      Rows before the page.
	 * @param int $per_page    Page size.
	 * @param int $total       Approved fundraisers of the campaign.
	 * @param int $deep_offset The first offset that seeks.
	 * @return array{where: string, limit: string}|null
	 */
	public function page_bounds( int $campaign_id, int $offset, int $per_page, int $total, int $deep_offset ): ?array {
		global $wpdb;
		if ( $offset < $deep_offset ) {
			return null;
		}
		if ( $offset >= $total ) {
			return array(
				'where' => '',
				'limit' => '',
			);
		}
		$seek = $this->seek( $campaign_id, $offset );
		if ( null === $seek || null === $seek['below'] ) {
			return null;
		}
		return array(
			'where' => $wpdb->prepare( ' AND f.' . static::COLUMN . ' < %d', $seek['below'] ), // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- COLUMN is a constant column name.
			'limit' => $wpdb->prepare( 'LIMIT %d OFFSET %d', $per_page, $offset - $seek['skipped'] ),
		);
	}

	/**
	 * Where a leaderboard page that starts at $offset begins: the rows to skip in the bands above it
	 * and the bound below which the page's rows lie, or null while the bands are not stored yet.
	 *
	 * @param int $campaign_id Campaign id.
	 * @param int $offset      Rows before the page.
	 * @return array{skipped: int, below: int|null}|null below null: the page starts in the highest band.
	 */
	public function seek( int $campaign_id, int $offset ): ?array {
		global $wpdb;
		if ( ! Schema::has( static::SINCE ) ) {
			return null;
		}
		$rows    = Query::rows( $wpdb->prepare( 'SELECT band, approved FROM %i WHERE campaign_id = %d AND approved > 0 ORDER BY band DESC', Schema::table( static::TABLE ), $campaign_id ) );
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
