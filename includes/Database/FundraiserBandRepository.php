<?php
/**
 * Per-campaign counts of approved fundraisers by amount band, for the deep pages of the
 * fundraiser leaderboard.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * {prefix}p2p_fundraiser_bands (campaign_id, band, approved): how many approved fundraisers of a
 * campaign have raised an amount whose band is `band` (decision 0071). A band is the amount's whole
 * units cut to two significant digits (0–99 as they are, 100–109 → 100, 1,234.56 → 1,200,
 * 98,765 → 98,000): a band's rows are exactly those with band ≤ amount < the next band, and a
 * band is its own band, so "amount < B" for a band B leaves out exactly the bands ≥ B.
 *
 * The leaderboard's order is amount descending, so a deep page adds the bands up from the highest
 * to the one that holds its first row and asks only below the last band skipped (the way the
 * donation list seeks through its day counts, decision 0043). Every write that moves an approved
 * fundraiser's amount or status moves its count in the same transaction, under the campaign lock.
 */
final class FundraiserBandRepository {

	/** The SQL of a fundraiser amount's band (alias f), as band() computes it. */
	private const SQL_BAND = 'IF(FLOOR(GREATEST(f.raised_amount, 0)) < 100, FLOOR(GREATEST(f.raised_amount, 0)), FLOOR(f.raised_amount) - MOD(FLOOR(f.raised_amount), POW(10, CHAR_LENGTH(FLOOR(f.raised_amount)) - 2)))';

	/**
	 * The band of an amount.
	 *
	 * @param string|float|int $amount A raised amount.
	 */
	public static function band( $amount ): int {
		$units = max( 0, (int) floor( (float) $amount ) );
		if ( $units < 100 ) {
			return $units;
		}
		$step = 10 ** ( strlen( (string) $units ) - 2 );
		return $units - $units % $step;
	}

	/** Whether the counts are kept (Schema::writable_from()). */
	public static function writable(): bool {
		return Schema::writable_from( Schema::FUNDRAISER_BANDS, 'fundraiser_bands' );
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
		$table = Schema::table( 'fundraiser_bands' );
		Query::execute( $wpdb->prepare( "INSERT INTO {$table} (campaign_id, band, approved) VALUES (%d, %d, %d) ON DUPLICATE KEY UPDATE approved = approved + VALUES(approved)", $campaign_id, $band, $delta ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name.
	}

	/**
	 * Moves an approved fundraiser from its old amount's band to its new one's.
	 *
	 * @param int              $campaign_id Campaign id.
	 * @param string|float|int $before      Amount before.
	 * @param string|float|int $after       Amount after.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function move( int $campaign_id, $before, $after ): void {
		$from = self::band( $before );
		$to   = self::band( $after );
		if ( $from !== $to ) {
			$this->adjust( $campaign_id, $from, -1 );
			$this->adjust( $campaign_id, $to, 1 );
		}
	}

	/**
	 * After a fundraiser's stored amount changed by $delta (its row is locked by that UPDATE):
	 * moves its count if it is approved and the change crossed a band.
	 *
	 * @param int   $fundraiser_id Fundraiser id.
	 * @param float $delta         The amount added (negative: taken).
	 * @throws DatabaseError When the database refuses it.
	 */
	public function amount_changed( int $fundraiser_id, float $delta ): void {
		global $wpdb;
		if ( ! self::writable() ) {
			return;
		}
		$row = Query::row( $wpdb->prepare( 'SELECT campaign_id, status, raised_amount FROM %i WHERE id = %d', Schema::table( 'fundraisers' ), $fundraiser_id ) );
		if ( null === $row || FundraiserRepository::STATUS_APPROVED !== $row['status'] ) {
			return;
		}
		// In cents, so that the amount before is the stored decimal exactly.
		$after_cents  = (int) round( (float) $row['raised_amount'] * 100 );
		$before_cents = $after_cents - (int) round( $delta * 100 );
		$this->move( (int) $row['campaign_id'], $before_cents / 100, $after_cents / 100 );
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
		$table = Schema::table( 'fundraiser_bands' );
		$funds = Schema::table( 'fundraisers' );
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names and a constant expression.
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- SQL_BAND is a constant SQL expression (the band of f.raised_amount); the values are placeholders.
		$counts = Query::rows( $wpdb->prepare( 'SELECT ' . self::SQL_BAND . ' AS band, COUNT(*) AS approved FROM %i f WHERE f.campaign_id = %d AND f.status = %s GROUP BY band', $funds, $campaign_id, FundraiserRepository::STATUS_APPROVED ) );
		Query::execute( $wpdb->prepare( "DELETE FROM {$table} WHERE campaign_id = %d", $campaign_id ) );
		foreach ( array_chunk( $counts, 500 ) as $batch ) {
			$values = array();
			foreach ( $batch as $row ) {
				$values[] = $wpdb->prepare( '(%d, %d, %d)', $campaign_id, (int) $row['band'], (int) $row['approved'] );
			}
			Query::execute( "INSERT INTO {$table} (campaign_id, band, approved) VALUES " . implode( ',', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
		}
		// phpcs:enable
	}

	/**
	 * Every campaign's bands afresh, each campaign in its own short transaction under its lock
	 * (migration 1.9.4: a site taking donations meanwhile still ends exact).
	 *
	 * @throws \RuntimeException When the database refuses a statement.
	 */
	public function rebuild_all(): void {
		( new CampaignRepository() )->each_under_lock( array( $this, 'recount_campaign' ) );
	}

	/**
	 * Where a leaderboard page that starts at $offset begins: the rows to skip in the bands above
	 * it and the bound below which the page's rows lie, or null when the bands are not stored yet.
	 *
	 * @param int $campaign_id Campaign id.
	 * @param int $offset      Rows before the page.
	 * @return array{skipped: int, below: int|null}|null below null: the page starts in the highest band.
	 */
	public function seek( int $campaign_id, int $offset ): ?array {
		global $wpdb;
		if ( ! Schema::has( Schema::FUNDRAISER_BANDS ) ) {
			return null;
		}
		$rows    = Query::rows( $wpdb->prepare( 'SELECT band, approved FROM %i WHERE campaign_id = %d AND approved > 0 ORDER BY band DESC', Schema::table( 'fundraiser_bands' ), $campaign_id ) );
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
