<?php
/**
 * GET /get-campaign-fundraisers-search, /get-fundraiser, /get-fundraiser-stats,
 * /get-fundraiser-top-donors.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Rest\Schemas;

final class FundraiserEndpointsTest extends PluginTestCase {

	private function search( array $params ): array {
		return $this->get( '/get-campaign-fundraisers-search', $params + array( 'campaign_id' => $this->campaign_id() ) );
	}

	public function test_search_lists_fundraisers_by_amount_with_the_contract_shape(): void {
		$page = $this->assertOk( $this->search( array() ) );
		$total = $this->approved_count( 'fundraisers', $this->campaign_id() );
		$this->assertGreaterThan( 9, $total, 'the demo has more fundraisers than one page' );
		$this->assertSame( $total, $page['total'] );
		$this->assertSame( 9, $page['count'] );
		foreach ( $page['data'] as $item ) {
			$this->assertFitsShape( Schemas::fundraiser_item(), $item );
			$this->assertIsInt( $item['id'] );
		}
		$this->assertSame( $this->top_raiser( 'fundraisers', $this->campaign_id() ), $page['data'][0]['name'] );
		$amounts = array_column( $page['data'], 'amount' );
		$sorted  = $amounts;
		rsort( $sorted );
		$this->assertSame( $sorted, $amounts );
	}

	public function test_fundraisers_page_through_every_fundraiser_once(): void {
		$total = $this->approved_count( 'fundraisers', $this->campaign_id() );
		$pages = (int) ceil( $total / 9 );
		$this->assertGreaterThan( 1, $pages );
		$seen = array();
		for ( $page = 1; $page <= $pages; $page++ ) {
			$body = $this->assertOk( $this->search( array( 'page' => $page ) ) );
			$this->assertSame( $total, $body['total'] );
			$this->assertSame( $page === $pages ? $total - 9 * ( $pages - 1 ) : 9, $body['count'] );
			$seen = array_merge( $seen, array_column( $body['data'], 'id' ) );
		}
		$this->assertCount( $total, array_unique( $seen ) );
		$this->assertSame( 0, $this->assertOk( $this->search( array( 'page' => $pages + 1 ) ) )['count'] );
	}

	public function test_search_finds_by_part_of_the_name_and_takes_input_literally(): void {
		$matching = $GLOBALS['wpdb']->get_col( $GLOBALS['wpdb']->prepare( 'SELECT name FROM ' . Schema::table( 'fundraisers' ) . " WHERE campaign_id = %d AND status = 'approved' AND LOWER(name) LIKE %s", $this->campaign_id(), '%brandt%' ) );
		$this->assertCount( 1, $matching, 'one demo fundraiser is a Brandt' );
		$this->assertSame( $matching, array_column( $this->assertOk( $this->search( array( 'search' => 'BRANDT' ) ) )['data'], 'name' ) );
		$this->assertSame( 0, $this->assertOk( $this->search( array( 'search' => '%' ) ) )['total'] );
		$this->assertSame( 0, $this->assertOk( $this->search( array( 'search' => '" OR ""="' ) ) )['total'] );
		$this->assertError( 400, $this->search( array( 'search' => str_repeat( 'x', 101 ) ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->search( array( 'per_page' => 51 ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->search( array( 'page' => 0 ) ), 'rest_invalid_param' );
	}

	public function test_get_fundraiser_returns_the_contract_shape(): void {
		$id         = $this->fundraiser_id( 'captain' );
		$fundraiser = $this->assertOk( $this->get( '/get-fundraiser', array( 'fundraiser_id' => $id ) ) )['data'];

		$this->assertFitsShape( Schemas::fundraiser(), $fundraiser );
		$this->assertSame( $id, $fundraiser['id'] );
		$this->assertSame( get_user_by( 'login', 'captain' )->ID, $fundraiser['user_id'] );
		$this->assertSame( $this->team_id( 'Blue Wave Runners' ), $fundraiser['team_id'] );
		$row = ( new \P2PFundraising\Database\FundraiserRepository() )->find( $id );
		$this->assertSame( 'Blue Wave Runners', $fundraiser['team'] );
		$this->assertSame( get_user_by( 'login', 'captain' )->display_name, $fundraiser['fundraiser_name'] );
		$this->assertEquals( $row['goal'], $fundraiser['fundraiser_goal'] );
		$this->assertEquals( $this->donation_sums( 'fundraiser_id', $id )[0], $fundraiser['amount_raised'] );
		$this->assertGreaterThan( 0, $fundraiser['amount_raised'] );
		$this->assertSame( home_url( '/p2p-donate/' . $this->campaign_id() . '/?fundraiser_id=' . $id ), $fundraiser['iframe_url'] );
		$this->assertSame( home_url( '/campaigns/demo/fundraiser/' . $id . '/' ), $fundraiser['url'] );
	}

	public function test_a_fundraiser_without_team_has_team_id_0_and_an_empty_team(): void {
		$fundraiser = $this->assertOk( $this->get( '/get-fundraiser', array( 'fundraiser_id' => $this->fundraiser_id( 'fundraiser' ) ) ) )['data'];
		$this->assertSame( 0, $fundraiser['team_id'] );
		$this->assertSame( '', $fundraiser['team'] );
	}

	public function test_fundraiser_reads_of_unknown_ids_are_404_and_bad_ids_400(): void {
		foreach ( array( '/get-fundraiser', '/get-fundraiser-stats', '/get-fundraiser-top-donors' ) as $path ) {
			$this->assertError( 404, $this->get( $path, array( 'fundraiser_id' => 999999 ) ), 'p2p_fundraiser_not_found' );
			$this->assertError( 400, $this->get( $path, array( 'fundraiser_id' => 'abc' ) ), 'rest_invalid_param' );
			$this->assertError( 400, $this->get( $path, array( 'fundraiser_id' => -1 ) ), 'rest_invalid_param' );
			$this->assertError( 400, $this->get( $path ), 'rest_missing_callback_param' );
		}
	}

	public function test_a_fundraiser_of_a_campaign_that_is_not_active_is_404_except_for_administrators(): void {
		$id = $this->fundraiser_id( 'ana', DemoData::DRAFT_SLUG );
		foreach ( array( '/get-fundraiser', '/get-fundraiser-stats', '/get-fundraiser-top-donors' ) as $path ) {
			$this->assertError( 404, $this->get( $path, array( 'fundraiser_id' => $id ) ), 'p2p_fundraiser_not_found' );
		}
		$this->actingAs( 'ana' );
		$this->assertError( 404, $this->get( '/get-fundraiser', array( 'fundraiser_id' => $id ) ), 'p2p_fundraiser_not_found' );
		$this->actingAs( 'admin' );
		$this->assertOk( $this->get( '/get-fundraiser', array( 'fundraiser_id' => $id ) ) );
	}

	public function test_a_suspended_fundraiser_is_seen_only_by_its_owner_and_administrators(): void {
		$id = $this->fundraiser_id( 'fundraiser' );
		// Through the repository, as every status change (it keeps the stored approved count).
		( new \P2PFundraising\Database\FundraiserRepository() )->update( $id, array( 'status' => 'suspended' ) );

		$this->assertError( 404, $this->get( '/get-fundraiser', array( 'fundraiser_id' => $id ) ), 'p2p_fundraiser_not_found' );
		$this->actingAs( 'fundraiser' );
		$this->assertOk( $this->get( '/get-fundraiser', array( 'fundraiser_id' => $id ) ) );
		$this->actingAs( 0 );
		$this->assertSame( $this->approved_count( 'fundraisers', $this->campaign_id() ), $this->assertOk( $this->search( array() ) )['total'], 'the suspended one is not counted' );
	}

	public function test_a_warm_stats_read_asks_the_database_for_no_change_stamp_of_its_own(): void {
		$id = $this->fundraiser_id( 'fundraiser' );
		$this->assertOk( $this->get( '/get-fundraiser-stats', array( 'fundraiser_id' => $id ) ) );
		$seen    = array();
		$collect = static function ( string $sql ) use ( &$seen ): string {
			$seen[] = $sql;
			return $sql;
		};
		add_filter( 'query', $collect );
		try {
			$this->assertOk( $this->get( '/get-fundraiser-stats', array( 'fundraiser_id' => $id ) ) );
		} finally {
			remove_filter( 'query', $collect );
		}
		$this->assertNotEmpty( $seen );
		$this->assertSame( array(), preg_grep( '/SELECT\s+change_stamp/i', $seen ), 'the campaign row already read carries the stamp' );
	}

	public function test_fundraiser_stats_come_from_the_stored_totals(): void {
		$id    = $this->fundraiser_id( 'fundraiser' );
		$stats = $this->assertOk( $this->get( '/get-fundraiser-stats', array( 'fundraiser_id' => $id ) ) )['data'];
		$this->assertFitsShape( Schemas::entity_stats(), $stats );
		list( $raised, $donations, $donors ) = $this->donation_sums( 'fundraiser_id', $id );
		$goal                                = ( new \P2PFundraising\Database\FundraiserRepository() )->find( $id )['goal'];
		$this->assertGreaterThan( 1, $donations, 'the demo fundraiser has several gifts' );
		$this->assertEquals( $raised, $stats['raisedAmount'] );
		$this->assertSame( $donations, $stats['donationsCount'] );
		$this->assertSame( $donors, $stats['donorsCount'] );
		$this->assertEquals( round( $raised / $goal * 100, 1 ), $stats['raisedPercentage'] );
		$this->assertEquals( round( $raised / $donations, 2 ), $stats['averageAmount'] );
	}

	public function test_fundraiser_top_donors(): void {
		$donors = $this->assertOk( $this->get( '/get-fundraiser-top-donors', array( 'fundraiser_id' => $this->fundraiser_id( 'fundraiser' ) ) ) )['data'];
		$this->assertSame(
			array(
				array( 'name' => 'Amara Obi', 'amount' => 200 ),
				array( 'name' => 'Anonymous', 'amount' => 80 ),
				array( 'name' => 'Lucia Romero', 'amount' => 75 ),
			),
			$donors
		);
	}
}
