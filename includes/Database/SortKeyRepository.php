<?php
/**
 * The stored sort keys of the admin lists that sort on a joined name.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Database;

defined( 'ABSPATH' ) || exit;

/**
 * The donations list sorts on its "target" (the credited fundraiser's name, else the team's, else
 * '') and the fundraisers list on its team's name. Sorting on the joined names sorted every row of
 * the campaign in memory (seconds, and a temporary file, at a million donations), so each row keeps
 * its sort key: donations.target_name and fundraisers.team_name, each under a
 * `(campaign_id, key)` index, so a page is a range read of the index (decision 0039).
 *
 * The key is always computed by the one SQL expression below from the rows it comes from, and
 * refreshed by every write that can change it: a donation stored or credited elsewhere, a
 * fundraiser or team renamed (erasure's placeholder too), a fundraiser moving team, a team or
 * fundraiser deleted. The names shown still come from the joins.
 */
final class SortKeyRepository {

	/** How many rows one statement of a rebuild updates. */
	private const BATCH = 20000;

	/**
	 * The donations' target expression over d (donations), t (teams) and f (fundraisers).
	 */
	private const TARGET = "COALESCE(NULLIF(f.name, ''), NULLIF(t.name, ''), '')";

	/**
	 * Recomputes donations.target_name of the donations matching a condition.
	 *
	 * @param string $where Condition over d (already prepared).
	 * @throws DatabaseError When the database refuses it.
	 */
	public function refresh_targets( string $where ): void {
		Query::execute( 'UPDATE ' . self::donations_with_targets() . ' SET d.target_name = ' . self::TARGET . " WHERE {$where}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- the joined tables are prepared with %i identifiers below, TARGET is a constant and $where is prepared by the caller.
	}

	/** Donations (d) with the team (t) and fundraiser (f) they credit: what TARGET reads (prepared). */
	private static function donations_with_targets(): string {
		global $wpdb;
		return $wpdb->prepare( '%i d LEFT JOIN %i t ON t.id = d.team_id LEFT JOIN %i f ON f.id = d.fundraiser_id', Schema::table( 'donations' ), Schema::table( 'teams' ), Schema::table( 'fundraisers' ) );
	}

	/**
	 * One donation's target (after it was stored or credited elsewhere).
	 *
	 * @param int $id Donation id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function donation( int $id ): void {
		global $wpdb;
		// A plain read, then a primary-key write: the donation's transaction takes no lock on the
		// team and fundraiser rows here (it locks them later, in its usual order, for the totals).
		$target = Query::value( $wpdb->prepare( 'SELECT ' . self::TARGET . ' FROM %i d LEFT JOIN %i t ON t.id = d.team_id LEFT JOIN %i f ON f.id = d.fundraiser_id WHERE d.id = %d', Schema::table( 'donations' ), Schema::table( 'teams' ), Schema::table( 'fundraisers' ), $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- TARGET is this class's constant SQL expression (no input); the tables are %i identifiers.
		Query::execute( $wpdb->prepare( 'UPDATE %i SET target_name = %s WHERE id = %d', Schema::table( 'donations' ), (string) $target, $id ) );
	}

	/**
	 * The targets of a fundraiser's donations (renamed, or moved team: its name may be '').
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function fundraiser_donations( int $fundraiser_id ): void {
		global $wpdb;
		$name = (string) Query::value( $wpdb->prepare( 'SELECT name FROM %i WHERE id = %d', Schema::table( 'fundraisers' ), $fundraiser_id ) );
		if ( '' !== $name ) {
			// A named fundraiser is the target of each of its donations: no join needed.
			Query::execute( $wpdb->prepare( 'UPDATE %i SET target_name = %s WHERE fundraiser_id = %d', Schema::table( 'donations' ), $name, $fundraiser_id ) );
			return;
		}
		$this->refresh_targets( $wpdb->prepare( 'd.fundraiser_id = %d', $fundraiser_id ) );
	}

	/**
	 * After a team was renamed: its members' team_name, and the target of its donations that no
	 * named fundraiser takes (the others keep the fundraiser's name).
	 *
	 * @param int $team_id Team id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function team_renamed( int $team_id ): void {
		global $wpdb;
		$name = (string) Query::value( $wpdb->prepare( 'SELECT name FROM %i WHERE id = %d', Schema::table( 'teams' ), $team_id ) );
		Query::execute( $wpdb->prepare( 'UPDATE %i SET team_name = %s WHERE team_id = %d', Schema::table( 'fundraisers' ), $name, $team_id ) );
		$this->refresh_targets( $wpdb->prepare( "d.team_id = %d AND (f.id IS NULL OR f.name = '')", $team_id ) );
	}

	/**
	 * One fundraiser's team_name (it was created in, or moved to, a team). A plain read of the
	 * team's name, then a primary-key write: no lock on the team row, which joining members and
	 * donations lock for their counts.
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @throws DatabaseError When the database refuses it.
	 */
	public function fundraiser_team( int $fundraiser_id ): void {
		global $wpdb;
		$name = Query::value( $wpdb->prepare( "SELECT COALESCE(t.name, '') FROM %i f LEFT JOIN %i t ON t.id = f.team_id WHERE f.id = %d", Schema::table( 'fundraisers' ), Schema::table( 'teams' ), $fundraiser_id ) );
		Query::execute( $wpdb->prepare( 'UPDATE %i SET team_name = %s WHERE id = %d', Schema::table( 'fundraisers' ), (string) $name, $fundraiser_id ) );
	}

	/**
	 * Recomputes fundraisers.team_name of the fundraisers matching a condition.
	 *
	 * @param string $where Condition over f (already prepared).
	 * @throws DatabaseError When the database refuses it.
	 */
	public function refresh_team_names( string $where ): void {
		global $wpdb;
		$tables = $wpdb->prepare( '%i f LEFT JOIN %i t ON t.id = f.team_id', Schema::table( 'fundraisers' ), Schema::table( 'teams' ) );
		Query::execute( "UPDATE {$tables} SET f.team_name = COALESCE(t.name, '') WHERE {$where}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $tables is prepared just above, $where by the caller.
	}

	/**
	 * Every sort key of every campaign, in id batches (migration 1.7.0, the bench seed, repairs).
	 *
	 * @throws DatabaseError When the database refuses it.
	 */
	public function rebuild_all(): void {
		global $wpdb;
		foreach ( array( 'fundraisers' => 'f', 'donations' => 'd' ) as $table => $alias ) {
			$max = (int) Query::value( $wpdb->prepare( 'SELECT COALESCE(MAX(id), 0) FROM %i', Schema::table( $table ) ) );
			for ( $from = 0; $from < $max; $from += self::BATCH ) {
				$where = $wpdb->prepare( '%i.id > %d AND %i.id <= %d', $alias, $from, $alias, $from + self::BATCH );
				if ( 'f' === $alias ) {
					$this->refresh_team_names( $where );
				} else {
					$this->refresh_targets( $where );
				}
			}
		}
	}
}
