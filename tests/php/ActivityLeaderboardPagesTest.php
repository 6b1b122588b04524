<?php
/**
 * Decision 0112: the activity leaderboards take the number of the whole list from the campaign's
 * stored approved counts (no count of every fundraiser's index entry) and read a page's ids from the
 * ranking index before its rows — and every page still equals the plain query's.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\ActivityRepository;
use P2PFundraising\Database\Schema;

final class ActivityLeaderboardPagesTest extends PluginTestCase {

	/** Activity totals with ties (the id decides between equals) on every team and fundraiser. */
	private function set_activity_totals(): void {
		global $wpdb;
		foreach ( array( 'fundraisers', 'teams' ) as $table ) {
			$ids = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( $table ) . ' WHERE campaign_id = %d ORDER BY id', $this->campaign_id() ) );
			foreach ( $ids as $i => $id ) {
				$wpdb->update( Schema::table( $table ), array( 'activity_total' => array( 0, 1500, 1500, 42000, 7 )[ $i % 5 ] ), array( 'id' => $id ) );
			}
		}
	}

	/** The plain query's total and the ids of one page. */
	private function plain( string $table, string $where, int $page, int $per_page ): array {
		global $wpdb;
		$name = Schema::table( $table );
		return array(
			(int) $wpdb->get_var( "SELECT COUNT(*) FROM {$name} WHERE {$where}" ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- table name, prepared conditions.
			array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$name} WHERE {$where} ORDER BY activity_total DESC, id ASC LIMIT %d OFFSET %d", $per_page, ( $page - 1 ) * $per_page ) ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name, prepared conditions.
		);
	}

	public function test_every_page_of_both_activity_leaderboards_equals_the_plain_query(): void {
		global $wpdb;
		$this->set_activity_totals();
		$campaign   = $this->campaign_id();
		$repository = new ActivityRepository();
		$approved   = $wpdb->prepare( "campaign_id = %d AND status = 'approved'", $campaign );
		for ( $per_page = 1; $per_page <= 4; $per_page++ ) {
			$pages = 2 + (int) ceil( $this->plain( 'fundraisers', $approved, 1, 1 )[0] / $per_page );
			for ( $page = 1; $page <= $pages; $page++ ) {
				$found = $repository->fundraisers_page( $campaign, '', $page, $per_page );
				$this->assertSame( $this->plain( 'fundraisers', $approved, $page, $per_page ), array( $found['total'], array_column( $found['rows'], 'id' ) ), "fundraisers page {$page} of {$per_page}" );
			}
			foreach ( array( true, false ) as $private ) {
				$where = $approved . ( $private ? '' : " AND access = 'public'" );
				$pages = 2 + (int) ceil( $this->plain( 'teams', $where, 1, 1 )[0] / $per_page );
				for ( $page = 1; $page <= $pages; $page++ ) {
					$found = $repository->teams_page( $campaign, '', $private, $page, $per_page );
					$this->assertSame( $this->plain( 'teams', $where, $page, $per_page ), array( $found['total'], array_column( $found['rows'], 'id' ) ), "teams page {$page} of {$per_page}, private " . ( $private ? 'listed' : 'left out' ) );
				}
			}
		}
	}

	public function test_the_whole_lists_are_counted_by_the_stored_numbers_and_paged_by_the_index(): void {
		$this->set_activity_totals();
		$statements = array();
		$capture    = static function ( string $query ) use ( &$statements ): string {
			$statements[] = $query;
			return $query;
		};
		add_filter( 'query', $capture );
		$fundraisers = ( new ActivityRepository() )->fundraisers_page( $this->campaign_id(), '', 2, 3 );
		$teams       = ( new ActivityRepository() )->teams_page( $this->campaign_id(), '', true, 2, 3 );
		remove_filter( 'query', $capture );
		$this->assertGreaterThan( 3, $fundraisers['total'] );
		$this->assertGreaterThan( 3, $teams['total'] );
		$this->assertSame( array(), array_values( preg_grep( '/COUNT\(\*\)/i', $statements ) ), 'no list is counted row by row' );
		// A deep page skips index entries, not rows: the rows are read by id, never with an OFFSET.
		$this->assertSame( array(), array_values( preg_grep( '/SELECT \*.*OFFSET/is', $statements ) ) );
	}
}
