<?php
/**
 * Finding the seeded demo data by name, for every kind of test (in-process and over HTTP).
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Donations\DonationService;

trait DemoLookups {

	/** Id of a campaign by slug ('demo', 'draft-demo'). */
	protected function campaign_id( string $slug = DemoData::CAMPAIGN_SLUG ): int {
		return $this->id_where( 'campaigns', 'slug', $slug );
	}

	/** Id of a demo team by name. */
	protected function team_id( string $name ): int {
		return $this->id_where( 'teams', 'name', $name );
	}

	/** Id of the demo fundraiser of a user (by login) in a campaign. */
	protected function fundraiser_id( string $login, string $campaign_slug = DemoData::CAMPAIGN_SLUG ): int {
		global $wpdb;
		$user = get_user_by( 'login', $login );
		$this->assertNotFalse( $user, "no demo user {$login}" );
		$id = $wpdb->get_var(
			$wpdb->prepare(
				'SELECT id FROM ' . Schema::table( 'fundraisers' ) . ' WHERE user_id = %d AND campaign_id = %d',
				$user->ID,
				$this->campaign_id( $campaign_slug )
			)
		);
		$this->assertNotNull( $id, "no fundraiser for {$login}" );
		return (int) $id;
	}

	/** Stored totals of a row: [ raised, donations, donors ]. */
	protected function totals( string $table, int $id ): array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT raised_amount, donations_count, donors_count FROM ' . Schema::table( $table ) . ' WHERE id = %d', $id ), ARRAY_A );
		return array( (float) $row['raised_amount'], (int) $row['donations_count'], (int) $row['donors_count'] );
	}

	/**
	 * How many rows of a table match a condition, counted in the seeded data (so expectations
	 * follow the demo data instead of repeating its numbers).
	 *
	 * @param string $table Short table name.
	 * @param string $where Condition with placeholders.
	 * @param mixed  ...$args Placeholder values.
	 */
	protected function count_where( string $table, string $where, ...$args ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Schema::table( $table ) . " WHERE {$where}", ...$args ) );
	}

	/** Completed donations of a campaign (or of one of its teams / fundraisers: column => id). */
	protected function completed_donations_count( int $campaign, string $column = 'campaign_id', int $id = 0 ): int {
		return $this->count_where( 'donations', "campaign_id = %d AND {$column} = %d AND status = 'completed'", $campaign, 'campaign_id' === $column ? $campaign : $id );
	}

	/** Approved teams or fundraisers of a campaign ('teams' / 'fundraisers'), counted in the seeded rows. */
	protected function approved_count( string $table, int $campaign ): int {
		return $this->count_where( $table, "campaign_id = %d AND status = 'approved'", $campaign );
	}

	/**
	 * What the completed donations of an entity add up to, summed from the donations table (not
	 * the stored totals): [ raised, donations, donors ].
	 *
	 * @param string $column 'campaign_id', 'team_id' or 'fundraiser_id'.
	 * @param int    $id     The entity's id.
	 * @return array{0: float, 1: int, 2: int}
	 */
	protected function donation_sums( string $column, int $id ): array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT COALESCE(SUM(amount), 0) AS raised, COUNT(*) AS gifts, COUNT(DISTINCT CASE WHEN donor_email = '' THEN CONCAT('#', id) ELSE donor_email END) AS donors FROM " . Schema::table( 'donations' ) . " WHERE {$column} = %d AND status = 'completed'", $id ), ARRAY_A );
		return array( (float) $row['raised'], (int) $row['gifts'], (int) $row['donors'] );
	}

	/**
	 * Name of the approved team or fundraiser of a campaign that raised the most, by summing the
	 * donations (ties: the older one), as a leaderboard must rank it.
	 *
	 * @param string $table  'teams' or 'fundraisers'.
	 * @param string $filter Extra condition on the entity (alias e), e.g. "e.access = 'public'".
	 */
	protected function top_raiser( string $table, int $campaign, string $filter = '1=1' ): string {
		global $wpdb;
		$column = 'teams' === $table ? 'team_id' : 'fundraiser_id';
		return (string) $wpdb->get_var(
			$wpdb->prepare(
				'SELECT e.name FROM ' . Schema::table( $table ) . " e LEFT JOIN (SELECT {$column} AS entity_id, SUM(amount) AS raised FROM " . Schema::table( 'donations' ) . " WHERE status = 'completed' GROUP BY {$column}) d ON d.entity_id = e.id
				WHERE e.campaign_id = %d AND e.status = 'approved' AND {$filter} ORDER BY COALESCE(d.raised, 0) DESC, e.id ASC LIMIT 1",
				$campaign
			)
		);
	}

	/**
	 * Stored totals of a campaign and of all its teams and fundraisers, by table and id.
	 *
	 * @return array<string, array<int, array<string, string>>>
	 */
	protected function totals_snapshot( int $campaign ): array {
		global $wpdb;
		$rows = array();
		foreach ( array( 'campaigns' => 'id', 'teams' => 'campaign_id', 'fundraisers' => 'campaign_id' ) as $table => $column ) {
			$rows[ $table ] = $wpdb->get_results( $wpdb->prepare( 'SELECT id, raised_amount, donations_count, donors_count FROM ' . Schema::table( $table ) . " WHERE {$column} = %d ORDER BY id", $campaign ), ARRAY_A );
		}
		return $rows;
	}

	/** The per-donor totals behind the top-donor lists of a campaign (decision 0024), in key order. */
	protected function donor_totals_snapshot( int $campaign ): array {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( 'SELECT scope, entity_id, donor_key, donor_name, is_anonymous, amount, gifts, tie_order FROM ' . Schema::table( 'donor_totals' ) . ' WHERE campaign_id = %d ORDER BY scope, entity_id, donor_key', $campaign ), ARRAY_A );
	}

	/**
	 * The stored totals of a campaign, its teams and fundraisers, and its per-donor totals, equal
	 * a recount from the donations (the oracle).
	 */
	protected function assertTotalsMatchTheOracle( int $campaign ): void {
		$stored = array( $this->totals_snapshot( $campaign ), $this->donor_totals_snapshot( $campaign ), $this->day_counts_snapshot( $campaign ) );
		( new DonationService() )->rebuild_totals( $campaign );
		$this->assertSame( array( $this->totals_snapshot( $campaign ), $this->donor_totals_snapshot( $campaign ), $this->day_counts_snapshot( $campaign ) ), $stored );
		$this->assertSame( $this->day_counts_recount( $campaign ), $stored[2], 'the day counts equal a GROUP BY of the completed donations' );
	}

	/**
	 * The stored day counts of a campaign's donation list (decision 0043): day => listed, newest
	 * first, days whose count went back to 0 left out.
	 *
	 * @return array<string, int>
	 */
	protected function day_counts_snapshot( int $campaign ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT day, listed FROM ' . Schema::table( 'donation_days' ) . ' WHERE campaign_id = %d AND listed <> 0 ORDER BY day DESC', $campaign ), ARRAY_A );
		return array_map( 'intval', array_column( $rows, 'listed', 'day' ) );
	}

	/**
	 * What the day counts must be: the campaign's completed donations (every kind) grouped by the
	 * date of their stored created_at.
	 *
	 * @return array<string, int>
	 */
	protected function day_counts_recount( int $campaign ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT DATE(created_at) AS day, COUNT(*) AS listed FROM ' . Schema::table( 'donations' ) . " WHERE campaign_id = %d AND status = 'completed' GROUP BY DATE(created_at) ORDER BY day DESC", $campaign ), ARRAY_A );
		return array_map( 'intval', array_column( $rows, 'listed', 'day' ) );
	}

	/**
	 * Ids of the rows of $table matching $where whose name contains $term (the spec's rule, as a
	 * scan), in leaderboard order: what the search indexes must answer.
	 */
	protected function name_scan( string $table, string $where, string $term ): array {
		global $wpdb;
		return array_map(
			'intval',
			$wpdb->get_col(
				$wpdb->prepare(
					'SELECT id FROM ' . Schema::table( $table ) . " WHERE {$where} AND name LIKE %s ORDER BY raised_amount DESC, id ASC",
					'%' . $wpdb->esc_like( $term ) . '%'
				)
			)
		);
	}

	private function id_where( string $table, string $column, string $value ): int {
		global $wpdb;
		$id = $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( $table ) . " WHERE {$column} = %s ORDER BY id LIMIT 1", $value ) );
		$this->assertNotNull( $id, "no {$table} row with {$column} = {$value} (demo data seeded?)" );
		return (int) $id;
	}
}
