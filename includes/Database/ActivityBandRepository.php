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
final class ActivityBandRepository extends BandCounts {

	/** The table (BandCounts). */
	protected const TABLE = 'activity_bands';

	/** The figure the leaderboard sorts on (BandCounts). */
	protected const COLUMN = 'activity_total';

	/** Kept from this schema version on (BandCounts). */
	protected const SINCE = Schema::ACTIVITY_BANDS;

	/** The SQL of a fundraiser's activity band (alias f), as band() computes it, in integers. */
	protected const SQL_BAND = 'IF(f.activity_total < 100, f.activity_total, f.activity_total - MOD(f.activity_total, CAST(POW(10, CHAR_LENGTH(f.activity_total) - 2) AS UNSIGNED)))';

	/**
	 * The band of an activity total.
	 *
	 * @param string|int $total A stored activity total (thousandths).
	 */
	public static function band( $total ): int {
		return self::cut( (int) $total );
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
		$this->move( (int) $row['campaign_id'], $after - $delta, $after );
	}
}
