<?php
/**
 * GET /get-campaign-teams-search, /get-team, /get-team-stats, /get-team-fundraisers-all,
 * /get-team-top-donors.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Rest\Schemas;

final class TeamEndpointsTest extends PluginTestCase {

	private function search( array $params ): array {
		return $this->get( '/get-campaign-teams-search', $params + array( 'campaign_id' => $this->campaign_id() ) );
	}

	/** Approved teams of the demo campaign, counted in the seeded rows (private ones too, or not). */
	private function approved_teams( bool $with_private ): int {
		return $this->count_where( 'teams', "campaign_id = %d AND status = 'approved'" . ( $with_private ? '' : " AND access = 'public'" ), $this->campaign_id() );
	}

	public function test_search_lists_public_teams_by_amount_with_the_contract_shape(): void {
		$page = $this->assertOk( $this->search( array() ) );

		$this->assertGreaterThan( 9, $this->approved_teams( false ), 'the demo has more public teams than one page' );
		$this->assertSame( $this->approved_teams( false ), $page['total'], 'private teams are not listed' );
		$this->assertSame( 9, $page['count'], 'default per_page is 9' );
		$this->assertCount( 9, $page['data'] );
		foreach ( $page['data'] as $item ) {
			$this->assertFitsShape( Schemas::team_item(), $item );
			$this->assertSame( 'public', $item['access'] );
			$this->assertSame( home_url( '/campaigns/demo/team/' . $item['id'] . '/' ), $item['url'] );
		}
		$this->assertSame( $this->top_raiser( 'teams', $this->campaign_id(), "e.access = 'public'" ), $page['data'][0]['name'] );
		$amounts = array_column( $page['data'], 'amount' );
		$sorted  = $amounts;
		rsort( $sorted );
		$this->assertSame( $sorted, $amounts );
	}

	public function test_pages_continue_where_the_previous_ended(): void {
		$total = $this->approved_teams( false );
		$pages = (int) ceil( $total / 4 );
		$this->assertGreaterThan( 2, $pages );
		$ids = array();
		for ( $page = 1; $page <= $pages + 1; $page++ ) {
			$body = $this->assertOk( $this->search( array( 'per_page' => 4, 'page' => $page ) ) );
			$this->assertSame( $total, $body['total'] );
			$this->assertSame( max( 0, min( 4, $total - 4 * ( $page - 1 ) ) ), $body['count'], "page {$page}" );
			$ids = array_merge( $ids, array_column( $body['data'], 'id' ) );
		}
		$this->assertSame( array(), $body['data'], 'beyond the last page' );
		$this->assertSame( $ids, array_values( array_unique( $ids ) ) );
		$this->assertCount( $total, $ids );
	}

	public function test_equal_amounts_are_ordered_by_id(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'teams' ) . ' SET raised_amount = 100 WHERE campaign_id = %d', $this->campaign_id() ) );
		$ids    = array_column( $this->assertOk( $this->search( array( 'per_page' => 50 ) ) )['data'], 'id' );
		$sorted = $ids;
		sort( $sorted );
		$this->assertSame( $sorted, $ids );
	}

	public function test_show_closed_teams_adds_the_private_teams(): void {
		$all = $this->assertOk( $this->search( array( 'showClosedTeams' => 'true', 'per_page' => 50 ) ) );
		global $wpdb;
		$this->assertSame( $this->approved_teams( true ), $all['total'] );
		$private  = array_values( array_filter( $all['data'], static function ( $team ) { return 'private' === $team['access']; } ) );
		$expected = $wpdb->get_col( $wpdb->prepare( 'SELECT name FROM ' . Schema::table( 'teams' ) . " WHERE campaign_id = %d AND status = 'approved' AND access = 'private'", $this->campaign_id() ) );
		$this->assertNotEmpty( $expected, 'the demo has private teams' );
		$this->assertEqualsCanonicalizing( $expected, array_column( $private, 'name' ) );

		$this->assertSame( $this->approved_teams( false ), $this->assertOk( $this->search( array( 'showClosedTeams' => 'false' ) ) )['total'] );
		$this->assertError( 400, $this->search( array( 'showClosedTeams' => 'maybe' ) ), 'rest_invalid_param' );
	}

	public function test_search_matches_a_case_insensitive_part_of_the_name(): void {
		$page = $this->assertOk( $this->search( array( 'search' => 'WAVE' ) ) );
		$this->assertSame( 1, $page['total'] );
		$this->assertSame( 'Blue Wave Runners', $page['data'][0]['name'] );

		$this->assertSame( 0, $this->assertOk( $this->search( array( 'search' => 'Splash' ) ) )['total'], 'private teams stay hidden' );
		$this->assertSame( 1, $this->assertOk( $this->search( array( 'search' => 'Splash', 'showClosedTeams' => true ) ) )['total'] );
	}

	/**
	 * @dataProvider hostile_searches
	 * @param string $term A search that must be taken literally.
	 */
	public function test_hostile_searches_are_harmless( string $term ): void {
		$page = $this->assertOk( $this->search( array( 'search' => $term ) ) );
		$this->assertSame( 0, $page['total'] );
		$this->assertSame( array(), $page['data'] );
	}

	/** @return array<string, array{0: string}> */
	public function hostile_searches(): array {
		return array(
			'quotes'      => array( 'O\'Brien "the" `best`' ),
			'sql'         => array( "' OR 1=1 -- " ),
			'wildcard'    => array( '%' ),
			'underscore'  => array( '_' ),
			'backslash'   => array( '\\' ),
		);
	}

	public function test_html_in_a_search_is_stripped_not_executed(): void {
		$page = $this->assertOk( $this->search( array( 'search' => '<b>Blue</b>' ) ) );
		$this->assertSame( array( 'Blue Wave Runners' ), array_column( $page['data'], 'name' ) );

		// A script element is dropped whole: nothing is left to search for, so all teams match.
		list( $status, $body ) = $this->search( array( 'search' => '<script>alert(1)</script>' ) );
		$this->assertSame( 200, $status );
		$this->assertSame( 10, $body['total'] );
		$this->assertStringNotContainsString( 'alert', (string) wp_json_encode( $body ) );
	}

	public function test_a_search_longer_than_100_characters_is_400(): void {
		$this->assertError( 400, $this->search( array( 'search' => str_repeat( 'a', 200 ) ) ), 'rest_invalid_param' );
		$this->assertOk( $this->search( array( 'search' => str_repeat( 'a', 100 ) ) ) );
	}

	/**
	 * @dataProvider bad_paging
	 * @param array<string, mixed> $params Paging that is out of range.
	 */
	public function test_bad_paging_is_400( array $params ): void {
		$result = $this->search( $params );
		$this->assertError( 400, $result, 'rest_invalid_param' );
		$this->assertStringContainsString( (string) array_key_first( $params ), $result[1]['message'] );
	}

	/** @return array<string, array{0: array<string, mixed>}> */
	public function bad_paging(): array {
		return array(
			'per_page 0'   => array( array( 'per_page' => 0 ) ),
			'per_page 51'  => array( array( 'per_page' => 51 ) ),
			'per_page 500' => array( array( 'per_page' => 500 ) ),
			'per_page x'   => array( array( 'per_page' => 'x' ) ),
			'page 0'       => array( array( 'page' => 0 ) ),
			'page -1'      => array( array( 'page' => -1 ) ),
			'page x'       => array( array( 'page' => 'x' ) ),
		);
	}

	public function test_search_of_a_hidden_or_unknown_campaign_is_404(): void {
		$this->assertError( 404, $this->get( '/get-campaign-teams-search', array( 'campaign_id' => $this->campaign_id( DemoData::DRAFT_SLUG ) ) ), 'p2p_campaign_not_found' );
		$this->assertError( 404, $this->get( '/get-campaign-teams-search', array( 'campaign_id' => 999999 ) ), 'p2p_campaign_not_found' );
	}

	public function test_get_team_returns_the_contract_shape(): void {
		$id      = $this->team_id( 'Blue Wave Runners' );
		$captain = get_user_by( 'login', 'captain' );
		$team    = $this->assertOk( $this->get( '/get-team', array( 'team_id' => $id ) ) )['data'];

		$this->assertFitsShape( Schemas::team(), $team );
		$this->assertSame( $id, $team['id'] );
		$this->assertSame( 'Blue Wave Runners', $team['name'] );
		$this->assertSame( 'public', $team['access'] );
		$this->assertSame( $captain->ID, $team['captain_user_id'] );
		$this->assertSame( $captain->ID, $team['owner_id'] );
		$members = $this->count_where( 'fundraisers', "team_id = %d AND status = 'approved'", $id );
		$this->assertSame( $captain->display_name, $team['captain'] );
		$this->assertGreaterThan( 1, $members );
		$this->assertSame( $members, $team['members'] );
		$this->assertSame( $members, $team['fundraiser_count'] );
		$this->assertEquals( ( new \P2PFundraising\Database\TeamRepository() )->find( $id )['goal'], $team['goal'] );
		$this->assertEquals( $this->totals( 'teams', $id )[0], $team['amount'] );
		$this->assertSame( home_url( '/p2p-donate/' . $this->campaign_id() . '/?team_id=' . $id ), $team['iframe_url'] );
		$this->assertSame( home_url( '/campaigns/demo/team/' . $id . '/' ), $team['url'] );
		$this->assertStringContainsString( '<!--more-->', $team['story'] );
	}

	public function test_team_reads_of_unknown_ids_are_404_and_bad_ids_400(): void {
		foreach ( array( '/get-team', '/get-team-stats', '/get-team-fundraisers-all', '/get-team-top-donors' ) as $path ) {
			$this->assertError( 404, $this->get( $path, array( 'team_id' => 999999 ) ), 'p2p_team_not_found' );
			$this->assertError( 400, $this->get( $path, array( 'team_id' => 'abc' ) ), 'rest_invalid_param' );
			$this->assertError( 400, $this->get( $path, array( 'team_id' => 0 ) ), 'rest_invalid_param' );
			$this->assertError( 400, $this->get( $path ), 'rest_missing_callback_param' );
		}
	}

	public function test_a_team_of_a_campaign_that_is_not_active_is_404_except_for_administrators(): void {
		$id = $this->team_id( 'Early Birds' );
		foreach ( array( '/get-team', '/get-team-stats', '/get-team-fundraisers-all', '/get-team-top-donors' ) as $path ) {
			$this->assertError( 404, $this->get( $path, array( 'team_id' => $id ) ), 'p2p_team_not_found' );
		}
		$this->actingAs( 'admin' );
		$this->assertSame( 'Early Birds', $this->assertOk( $this->get( '/get-team', array( 'team_id' => $id ) ) )['data']['name'] );
	}

	public function test_a_team_that_is_not_approved_is_seen_only_by_its_captain_and_administrators(): void {
		global $wpdb;
		$id = $this->team_id( 'Blue Wave Runners' );
		$wpdb->update( Schema::table( 'teams' ), array( 'status' => 'pending' ), array( 'id' => $id ) );

		$this->assertError( 404, $this->get( '/get-team', array( 'team_id' => $id ) ), 'p2p_team_not_found' );
		$this->actingAs( 'fundraiser' );
		$this->assertError( 404, $this->get( '/get-team', array( 'team_id' => $id ) ), 'p2p_team_not_found' );
		$this->actingAs( 'captain' );
		$this->assertOk( $this->get( '/get-team', array( 'team_id' => $id ) ) );
		$this->actingAs( 'admin' );
		$this->assertOk( $this->get( '/get-team', array( 'team_id' => $id ) ) );

		$this->actingAs( 0 );
		$names = array_column( $this->assertOk( $this->search( array( 'per_page' => 50, 'showClosedTeams' => true ) ) )['data'], 'name' );
		$this->assertNotContains( 'Blue Wave Runners', $names, 'leaderboards list approved teams only' );
	}

	public function test_team_stats_come_from_the_stored_totals(): void {
		$id    = $this->team_id( 'Blue Wave Runners' );
		$stats = $this->assertOk( $this->get( '/get-team-stats', array( 'team_id' => $id ) ) )['data'];
		$this->assertFitsShape( Schemas::entity_stats(), $stats );
		$this->assertSame( 785, $stats['raisedAmount'] );
		$this->assertSame( 9, $stats['donationsCount'] );
		$this->assertSame( 7, $stats['donorsCount'] );
		$this->assertEquals( 31.4, $stats['raisedPercentage'] );
		$this->assertEquals( 87.22, $stats['averageAmount'] );
	}

	public function test_team_members_are_every_member_by_amount(): void {
		$members = $this->assertOk( $this->get( '/get-team-fundraisers-all', array( 'team_id' => $this->team_id( 'Blue Wave Runners' ) ) ) )['data'];
		$this->assertSame( array( 'Carla Mendes', 'Maya Patel', 'Liam Walsh' ), array_column( $members, 'name' ) );
		foreach ( $members as $member ) {
			$this->assertFitsShape( Schemas::fundraiser_item(), $member );
			$this->assertSame( home_url( '/campaigns/demo/fundraiser/' . $member['id'] . '/' ), $member['url'] );
		}
	}

	public function test_team_top_donors_include_the_members_donors(): void {
		$id     = $this->team_id( 'Blue Wave Runners' );
		$donors = $this->assertOk( $this->get( '/get-team-top-donors', array( 'team_id' => $id ) ) )['data'];
		$this->assertSame( array( 'name' => 'Priya Nair', 'amount' => 250 ), $donors[0] );
		$this->assertSame( array( 'name' => 'Helen Carter', 'amount' => 170 ), $donors[1], '50 + 20 to Carla, 100 to Maya' );
		$this->assertContains( 'Anonymous', array_column( $donors, 'name' ) );
		$this->assertCount( 7, $donors );
		$this->assertCount( 2, $this->assertOk( $this->get( '/get-team-top-donors', array( 'team_id' => $id, 'per_page' => 2 ) ) )['data'] );
		$this->assertError( 400, $this->get( '/get-team-top-donors', array( 'team_id' => $id, 'per_page' => 51 ) ), 'rest_invalid_param' );
	}
}
