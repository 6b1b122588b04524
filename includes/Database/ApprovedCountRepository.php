<?php
/**
 * The stored numbers of approved teams and fundraisers of each campaign.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * The campaign stats and the unfiltered leaderboards show how many teams and fundraisers are
 * approved. Counting them read every index entry of the campaign on each request (16 ms at
 * 100,000 fundraisers), so the campaign row keeps both numbers (campaigns.approved_teams,
 * campaigns.approved_fundraisers) and the stats are one row read (decision 0039).
 *
 * Every status change goes through here as single UPDATE statements whose affected-row count says
 * exactly how many rows entered or left "approved", and the campaign's number moves by that much:
 * exact under concurrent writers without a locking recount (which would wait on, and deadlock
 * with, donations updating the same rows). Fundraisers' changes first lock and read the ids that
 * will move, so that their short-term search rows (decision 0042) are rewritten after the UPDATEs. Inserts and deletes
 * of approved rows add and take one. `recount()` is the repair tool (migration 1.7.0, rebuilds).
 */
final class ApprovedCountRepository {

	public const STATUS_APPROVED = 'approved';

	/** Table => campaigns column. */
	private const COLUMNS = array(
		'teams'       => 'approved_teams',
		'fundraisers' => 'approved_fundraisers',
	);

	/**
	 * Moves a campaign's number by $delta (never below 0).
	 *
	 * @param string $kind        'teams' or 'fundraisers'.
	 * @param int    $campaign_id Campaign id.
	 * @param int    $delta       Rows that entered (+) or left (-) approved.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function add( string $kind, int $campaign_id, int $delta ): void {
		global $wpdb;
		if ( 0 === $delta || $campaign_id <= 0 ) {
			return;
		}
		$column = self::column( $kind );
		Query::execute( $wpdb->prepare( 'UPDATE %i SET %i = GREATEST(0, CAST(%i AS SIGNED) + %d) WHERE id = %d', Schema::table( 'campaigns' ), $column, $column, $delta, $campaign_id ) );
	}

	/**
	 * Sets $status on the rows of "$table_sql" matching $where that do not have it, and moves the
	 * campaign's number by the rows that entered or left approved.
	 *
	 * @param string $kind        'teams' or 'fundraisers'.
	 * @param int    $campaign_id The rows' campaign.
	 * @param string $table_sql   "{table} alias[ joins]" of the UPDATE.
	 * @param string $alias       The table's alias.
	 * @param string $where       Conditions (already prepared).
	 * @param string $status      The new status.
	 * @param string $updated_at  updated_at of the changed rows.
	 * @return int How many rows changed status.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function set_status( string $kind, int $campaign_id, string $table_sql, string $alias, string $where, string $status, string $updated_at ): int {
		global $wpdb;
		self::column( $kind );
		$set = $wpdb->prepare( "{$alias}.status = %s, {$alias}.updated_at = %s", $status, $updated_at ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- alias from the code.
		// One unit of work, the campaign's row locked first: the rows and the number change together,
		// and the locks are taken in the donations' order (campaign, then team and fundraiser rows).
		return (int) Transaction::run(
			function () use ( $wpdb, $kind, $campaign_id, $table_sql, $alias, $where, $status, $set ): int {
				( new CampaignRepository() )->lock( $campaign_id );
				// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- names from the code, conditions prepared by the caller.
				// The fundraisers' short-term search index holds the approved ones (decision 0042):
				// the rows about to change, locked and read as committed now, follow below.
				// The teams' too, once they are in it (decision 0122).
				$moving = 'fundraisers' === $kind || NameGramRepository::counted() ? Query::rows( $wpdb->prepare( "SELECT {$alias}.id, {$alias}.status, {$alias}.raised_amount, {$alias}.activity_total FROM {$table_sql} WHERE ({$where}) AND {$alias}.status <> %s FOR UPDATE", $status ) ) : array();
				$moved  = array_column( $moving, 'id' );
				if ( self::STATUS_APPROVED === $status ) {
					$changed = Query::execute( "UPDATE {$table_sql} SET {$set} WHERE ({$where}) AND {$alias}.status <> '" . self::STATUS_APPROVED . "'" );
					$this->add( $kind, $campaign_id, $changed );
				} else {
					// Leaving approved first (each statement's count is exact), then between the other statuses.
					$left = Query::execute( "UPDATE {$table_sql} SET {$set} WHERE ({$where}) AND {$alias}.status = '" . self::STATUS_APPROVED . "'" );
					$this->add( $kind, $campaign_id, -$left );
					$changed = $left + Query::execute( $wpdb->prepare( "UPDATE {$table_sql} SET {$set} WHERE ({$where}) AND {$alias}.status <> %s", $status ) );
				}
				// phpcs:enable
				// Rows entering approved have no grams yet: nothing to delete first (a DELETE of
				// absent rows locks the index gap, and two approvals at once would deadlock there).
				if ( 'teams' === $kind ) {
					( new NameGramRepository() )->sync_teams( array_map( 'intval', $moved ), self::STATUS_APPROVED !== $status );
					return $changed;
				}
				( new NameGramRepository() )->sync_many( array_map( 'intval', $moved ), self::STATUS_APPROVED !== $status );
				// Their suffix-index entries carry whether they are approved (decision 0111).
				( new NameIndexRepository() )->follow( array_map( 'intval', $moved ) );
				// And the leaderboards' band counts, by amount and by activity (decisions 0071, 0115).
				( new FundraiserBandRepository() )->status_changed( $campaign_id, $moving, $status );
				( new ActivityBandRepository() )->status_changed( $campaign_id, $moving, $status );
				return $changed;
			}
		);
	}

	/**
	 * Deletes one row, taking it off the number when it was approved.
	 *
	 * @param string $kind        'teams' or 'fundraisers'.
	 * @param int    $campaign_id Its campaign.
	 * @param int    $id          Row id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function delete( string $kind, int $campaign_id, int $id ): void {
		global $wpdb;
		$table = Schema::table( $kind );
		self::column( $kind );
		Transaction::run(
			function () use ( $wpdb, $kind, $campaign_id, $id, $table ): void {
				( new CampaignRepository() )->lock( $campaign_id );
				$before   = 'fundraisers' === $kind ? Query::row( $wpdb->prepare( 'SELECT raised_amount, activity_total FROM %i WHERE id = %d AND status = %s FOR UPDATE', $table, $id, self::STATUS_APPROVED ) ) : null;
				$approved = Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE id = %d AND status = %s', $table, $id, self::STATUS_APPROVED ) );
				$this->add( $kind, $campaign_id, -$approved );
				if ( null !== $before && $approved > 0 ) {
					( new FundraiserBandRepository() )->adjust( $campaign_id, FundraiserBandRepository::band( $before['raised_amount'] ), -1 );
					( new ActivityBandRepository() )->adjust( $campaign_id, ActivityBandRepository::band( $before['activity_total'] ), -1 );
				}
				Query::execute( $wpdb->prepare( 'DELETE FROM %i WHERE id = %d', $table, $id ) );
			}
		);
	}

	/**
	 * A campaign's stored number.
	 *
	 * @param string $kind        'teams' or 'fundraisers'.
	 * @param int    $campaign_id Campaign id.
	 */
	public function get( string $kind, int $campaign_id ): int {
		global $wpdb;
		$column = self::column( $kind );
		if ( ! Schema::has( Schema::APPROVED_COUNTS ) ) {
			// The upgrade that fills the stored numbers is still running (decision 0044): count.
			return (int) $wpdb->get_var( self::count_sql( $kind, $campaign_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- prepared in count_sql().
		}
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT %i FROM %i WHERE id = %d', $column, Schema::table( 'campaigns' ), $campaign_id ) );
	}

	/**
	 * Counts both numbers of a campaign afresh (repair tool, migration 1.7.0, the bench seed). Not
	 * for a request path: it reads every row of the campaign.
	 *
	 * @param int $campaign_id Campaign id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function recount( int $campaign_id ): void {
		global $wpdb;
		foreach ( self::COLUMNS as $kind => $column ) {
			$count = (int) Query::value( self::count_sql( $kind, $campaign_id ) );
			Query::execute( $wpdb->prepare( 'UPDATE %i SET %i = %d WHERE id = %d', Schema::table( 'campaigns' ), $column, $count, $campaign_id ) );
		}
		if ( FundraiserBandRepository::writable() ) {
			( new FundraiserBandRepository() )->recount_campaign( $campaign_id );
		}
		if ( ActivityBandRepository::writable() ) {
			( new ActivityBandRepository() )->recount_campaign( $campaign_id );
		}
		// The short searches' per-gram counts, from their rows (decision 0121).
		if ( NameGramRepository::counted() ) {
			( new NameGramRepository() )->recount_campaign( $campaign_id );
		}
	}

	/**
	 * The count of a campaign's approved teams or fundraisers, over their rows (prepared).
	 *
	 * @param string $kind        'teams' or 'fundraisers'.
	 * @param int    $campaign_id Campaign id.
	 */
	private static function count_sql( string $kind, int $campaign_id ): string {
		global $wpdb;
		return $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE campaign_id = %d AND status = %s', Schema::table( $kind ), $campaign_id, self::STATUS_APPROVED );
	}

	/**
	 * Every campaign's numbers afresh.
	 *
	 * @throws DatabaseError When the database refuses it.
	 */
	public function recount_all(): void {
		global $wpdb;
		foreach ( Query::column( $wpdb->prepare( 'SELECT id FROM %i ORDER BY id', Schema::table( 'campaigns' ) ) ) as $campaign_id ) {
			$this->recount( (int) $campaign_id );
		}
	}

	/**
	 * The campaigns column of a kind.
	 *
	 * @param string $kind 'teams' or 'fundraisers'.
	 * @throws \InvalidArgumentException For an unknown kind.
	 */
	private static function column( string $kind ): string {
		if ( ! isset( self::COLUMNS[ $kind ] ) ) {
			throw new \InvalidArgumentException( 'Unknown kind.' );
		}
		return self::COLUMNS[ $kind ];
	}
}
