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
final class FundraiserBandRepository extends BandCounts {

	/** The table (BandCounts). */
	protected const TABLE = 'fundraiser_bands';

	/** The figure the leaderboard sorts on (BandCounts). */
	protected const COLUMN = 'raised_amount';

	/** Kept from this schema version on (BandCounts). */
	protected const SINCE = Schema::FUNDRAISER_BANDS;

	/** The SQL of a fundraiser amount's band (alias f), as band() computes it. */
	protected const SQL_BAND = 'IF(FLOOR(GREATEST(f.raised_amount, 0)) < 100, FLOOR(GREATEST(f.raised_amount, 0)), FLOOR(f.raised_amount) - MOD(FLOOR(f.raised_amount), POW(10, CHAR_LENGTH(FLOOR(f.raised_amount)) - 2)))';

	/**
	 * The band of an amount.
	 *
	 * @param string|float|int $amount A raised amount.
	 */
	public static function band( $amount ): int {
		return self::cut( (int) floor( (float) $amount ) );
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
}
