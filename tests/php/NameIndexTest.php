<?php
/**
 * Leaderboard searches through the suffix index find exactly what a substring scan finds.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\NameIndexRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Donations\DonationService;

final class NameIndexTest extends PluginTestCase {

	private function assertSearchesMatchTheScan( array $terms ): void {
		$campaign = $this->campaign_id();
		foreach ( $terms as $term ) {
			foreach ( array( true, false ) as $private ) {
				$found = ( new TeamRepository() )->search( $campaign, $term, $private, 1, 50 );
				$where = $GLOBALS['wpdb']->prepare( "campaign_id = %d AND status = 'approved'", $campaign ) . ( $private ? '' : " AND access = 'public'" );
				$this->assertSame( $this->name_scan( 'teams', $where, $term ), array_column( $found['rows'], 'id' ), "teams: {$term}" );
				$this->assertSame( count( $this->name_scan( 'teams', $where, $term ) ), $found['total'] );
			}
			$found = ( new FundraiserRepository() )->search( $campaign, $term, 1, 50 );
			$where = $GLOBALS['wpdb']->prepare( "campaign_id = %d AND status = 'approved'", $campaign );
			$this->assertSame( $this->name_scan( 'fundraisers', $where, $term ), array_column( $found['rows'], 'id' ), "fundraisers: {$term}" );
			$this->assertSame( count( $this->name_scan( 'fundraisers', $where, $term ) ), $found['total'] );
		}
	}

	public function test_every_substring_of_the_names_finds_what_a_scan_finds(): void {
		global $wpdb;
		$terms = array( 'wave', 'WAVE', 'ave r', 'ers', 'nothing-like-this', '100%', 'a_b', "o'b" );
		foreach ( array( 'teams', 'fundraisers' ) as $table ) {
			foreach ( $wpdb->get_col( $wpdb->prepare( 'SELECT name FROM ' . Schema::table( $table ) . ' WHERE campaign_id = %d', $this->campaign_id() ) ) as $name ) {
				$terms[] = mb_substr( $name, 1, 4 );
				$terms[] = mb_substr( $name, -3 );
			}
		}
		$this->assertSearchesMatchTheScan( array_unique( $terms ) );
	}

	/**
	 * A new team or fundraiser has no index rows: deleting them first would lock the index's gap
	 * where they go, and two registrations doing so at once deadlock on each other's inserts
	 * (seen with two sessions on MariaDB: ERROR 1213). So creating one only inserts.
	 */
	public function test_creating_a_team_or_fundraiser_only_adds_index_rows(): void {
		$statements = array();
		$capture    = static function ( string $query ) use ( &$statements ): string {
			$statements[] = $query;
			return $query;
		};
		add_filter( 'query', $capture );
		$team = ( new TeamRepository() )->insert(
			array(
				'campaign_id' => $this->campaign_id(),
				'name'        => 'Gapless Paddlers',
			)
		);
		$fundraiser = ( new FundraiserRepository() )->insert(
			array(
				'campaign_id' => $this->campaign_id(),
				'user_id'     => 900001, // A made-up user: the table keys on (campaign, user) only.
				'name'        => 'Gapless Runner',
			)
		);
		remove_filter( 'query', $capture );

		$deletes = preg_grep( '/^\s*DELETE\s+FROM\s+\S*p2p_name_(index|grams)\b/i', $statements );
		$this->assertSame( array(), array_values( $deletes ) );
		$this->assertContains( $team, array_column( ( new TeamRepository() )->search( $this->campaign_id(), 'gapless', true, 1, 50 )['rows'], 'id' ) );
		$this->assertContains( $fundraiser, array_column( ( new FundraiserRepository() )->search( $this->campaign_id(), 'gapless', 1, 50 )['rows'], 'id' ) );
	}

	public function test_the_index_follows_renames_new_names_and_deletions(): void {
		$campaign = $this->campaign_id();
		$teams    = new TeamRepository();
		$team     = $this->team_id( 'Tide Turners' );
		$teams->update( $team, array( 'name' => 'Zebra Crossing Club' ) );
		$new = $teams->insert(
			array(
				'campaign_id' => $campaign,
				'name'        => 'Crossbow Élan',
				'story'       => '',
			)
		);
		$this->assertSearchesMatchTheScan( array( 'cross', 'tide', 'turners', 'élan', 'zebra' ) );
		$this->assertSame( array( $new ), array_column( $teams->search( $campaign, 'bow é', true, 1, 9 )['rows'], 'id' ) );

		( new DonationService() )->delete_team( $new );
		$this->assertSame( 0, $teams->search( $campaign, 'crossbow', true, 1, 9 )['total'] );

		$fundraiser = $this->fundraiser_id( 'liam' );
		( new FundraiserRepository() )->update( $fundraiser, array( 'name' => 'Quentin Quasar' ) );
		$this->assertSearchesMatchTheScan( array( 'quasar', 'liam' ) );
	}

	public function test_rebuilding_the_index_gives_the_same_rows(): void {
		global $wpdb;
		$table  = Schema::table( 'name_index' );
		$before = $wpdb->get_results( "SELECT * FROM {$table} ORDER BY kind, campaign_id, suffix, entity_id", ARRAY_A );
		( new NameIndexRepository() )->rebuild_all();
		$this->assertSame( $before, $wpdb->get_results( "SELECT * FROM {$table} ORDER BY kind, campaign_id, suffix, entity_id", ARRAY_A ) );
	}
}
