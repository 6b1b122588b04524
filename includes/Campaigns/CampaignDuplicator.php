<?php
/**
 * Next year's edition of a campaign: its set-up copied, its people and money left behind.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Campaigns;

use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Database\Query;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\Transaction;

defined( 'ABSPATH' ) || exit;

/**
 * Copies the campaign row GENERICALLY: every column except the ones named in LEFT_BEHIND, so a
 * column another feature adds later (an activity unit, a registration setting) comes along
 * without a change here (decision 0102). Then its sponsors and their matches' settings (never
 * the amounts matched). Teams, fundraisers, donations, updates, totals and counts stay with the
 * old edition. The e-mail templates are the site's, not a campaign's: the new one uses them as is.
 */
final class CampaignDuplicator {

	/** Fired inside the copy's transaction with ( $new_id, $source_id ): other features copy their own rows. */
	public const ACTION = 'p2p_campaign_duplicated';

	/** Filters the list of copied columns: ( string[] $columns, array $source ). */
	public const COLUMNS_FILTER = 'p2p_duplicate_campaign_columns';

	/**
	 * Columns never copied: identity, the new edition's own name, address, dates and status, the
	 * stored money and people figures, and the bookkeeping stamps.
	 */
	public const LEFT_BEHIND = array(
		'id',
		'slug',
		'title',
		'status',
		'start_date',
		'end_date',
		'raised_amount',
		'donations_count',
		'donors_count',
		'approved_teams',
		'approved_fundraisers',
		'activity_total',
		'change_stamp',
		'created_at',
		'updated_at',
		'previous_campaign_id',
	);

	/**
	 * The columns copied from $source: every column of the row but LEFT_BEHIND, then the filter.
	 *
	 * @param array<string, mixed> $source Raw campaign row.
	 * @return string[]
	 */
	public static function copied_columns( array $source ): array {
		$columns  = array_values( array_diff( array_keys( $source ), self::LEFT_BEHIND ) );
		$filtered = apply_filters( self::COLUMNS_FILTER, $columns, $source );
		// A filter may drop columns or name others the row has; never the ones left behind.
		$filtered = is_array( $filtered ) ? array_map( 'strval', $filtered ) : $columns;
		return array_values( array_diff( array_intersect( $filtered, array_keys( $source ) ), self::LEFT_BEHIND ) );
	}

	/**
	 * Creates the draft copy and returns its id. Runs in one transaction: the row, its sponsors,
	 * their matches and whatever the action's listeners copy are stored together or not at all.
	 *
	 * @param int         $source_id Campaign to copy.
	 * @param string      $title     The new edition's title.
	 * @param string      $slug      A free slug.
	 * @param string|null $start     First day (Y-m-d) or null.
	 * @param string|null $end       Last day (Y-m-d) or null.
	 * @throws \P2PFundraising\Database\DatabaseError When the database refuses a statement.
	 * @throws \InvalidArgumentException When the source campaign does not exist.
	 */
	public function duplicate( int $source_id, string $title, string $slug, ?string $start, ?string $end ): int {
		return (int) Transaction::run(
			function () use ( $source_id, $title, $slug, $start, $end ): int {
				global $wpdb;
				$source = Query::row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', Schema::table( 'campaigns' ), $source_id ) );
				if ( null === $source ) {
					throw new \InvalidArgumentException( esc_html__( 'The campaign to copy does not exist.', 'p2p-fundraising' ) );
				}
				$row = array_intersect_key( $source, array_flip( self::copied_columns( $source ) ) );
				$now = current_time( 'mysql', true );
				// A draft until the organiser opens it: no one signs up to a campaign still being set up.
				$row = array_merge(
					$row,
					array(
						'slug'                 => $slug,
						'title'                => $title,
						'status'               => 'draft',
						'start_date'           => $start,
						'end_date'             => $end,
						'previous_campaign_id' => $source_id,
						'created_at'           => $now,
						'updated_at'           => $now,
					)
				);
				$new_id = Query::insert( Schema::table( 'campaigns' ), $row );
				$this->copy_sponsors_and_matches( $source_id, $new_id, self::day_shift( $source['start_date'] ?? null, $start ) );
				do_action( self::ACTION, $new_id, $source_id );
				\P2PFundraising\ReadCache::campaign_changed( $new_id );
				return $new_id;
			}
		);
	}

	/**
	 * Copies the sponsors in their order, and each match with its sponsor, ratio, cap and status,
	 * its dates moved by the days the campaign moved, and nothing matched yet.
	 *
	 * @param int $source_id Old campaign.
	 * @param int $new_id    New campaign.
	 * @param int $shift     Days to move the match dates by.
	 */
	private function copy_sponsors_and_matches( int $source_id, int $new_id, int $shift ): void {
		global $wpdb;
		$sponsor_ids = array();
		foreach ( Query::rows( $wpdb->prepare( 'SELECT * FROM %i WHERE campaign_id = %d ORDER BY sort_order, id', Schema::table( 'sponsors' ), $source_id ) ) as $sponsor ) {
			$old_id                 = (int) $sponsor['id'];
			$copy                   = array_diff_key( $sponsor, array( 'id' => true ) );
			$copy['campaign_id']    = $new_id;
			$sponsor_ids[ $old_id ] = Query::insert( Schema::table( 'sponsors' ), $copy );
		}
		$now = current_time( 'mysql', true );
		foreach ( Query::rows( $wpdb->prepare( 'SELECT * FROM %i WHERE campaign_id = %d ORDER BY id', Schema::table( 'matches' ), $source_id ) ) as $match ) {
			$copy                   = array_diff_key( $match, array( 'id' => true ) );
			$copy['campaign_id']    = $new_id;
			$copy['sponsor_id']     = $sponsor_ids[ (int) $match['sponsor_id'] ] ?? 0;
			$copy['matched_amount'] = 0;
			$copy['start_date']     = self::shifted( (string) $match['start_date'], $shift );
			$copy['end_date']       = self::shifted( (string) $match['end_date'], $shift );
			$copy['created_at']     = $now;
			$copy['updated_at']     = $now;
			Query::insert( Schema::table( 'matches' ), $copy );
		}
	}

	/**
	 * Days between the old and the new first day (0 when either is unknown).
	 *
	 * @param mixed       $old_start Old first day.
	 * @param string|null $new_start New first day.
	 */
	public static function day_shift( $old_start, ?string $new_start ): int {
		if ( ! is_string( $old_start ) || '' === $old_start || null === $new_start ) {
			return 0;
		}
		$old = date_create_immutable( $old_start, new \DateTimeZone( 'UTC' ) );
		$new = date_create_immutable( $new_start, new \DateTimeZone( 'UTC' ) );
		return ( false === $old || false === $new ) ? 0 : (int) round( ( $new->getTimestamp() - $old->getTimestamp() ) / DAY_IN_SECONDS );
	}

	/**
	 * A Y-m-d date moved by $days.
	 *
	 * @param string $date Y-m-d.
	 * @param int    $days Days (may be negative).
	 */
	private static function shifted( string $date, int $days ): string {
		$day = date_create_immutable( $date, new \DateTimeZone( 'UTC' ) );
		return ( false === $day || 0 === $days ) ? $date : $day->modify( sprintf( '%+d days', $days ) )->format( 'Y-m-d' );
	}
}
