<?php
/**
 * GET /get-campaign, /get-campaign-stats, /get-campaign-top-donors, /get-sponsors.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Rest\Schemas;

final class CampaignEndpointsTest extends PluginTestCase {

	public function test_get_campaign_returns_the_contract_shape(): void {
		$id   = $this->campaign_id();
		$body = $this->assertOk( $this->get( '/get-campaign', array( 'campaign_id' => $id ) ) );

		$campaign = $body['data'];
		$this->assertFitsShape( Schemas::campaign(), $campaign );
		$this->assertSame( $id, $campaign['campaign_id'] );
		$this->assertSame( ( new \P2PFundraising\Database\CampaignRepository() )->find( $id )['title'], $campaign['campaign_title'] );
		$this->assertSame( home_url( '/campaigns/demo/' ), $campaign['campaign_url'] );
		$this->assertSame( '/campaigns/demo', $campaign['base_url'] );
		$this->assertSame( home_url( '/p2p-donate/' . $id . '/' ), $campaign['iframe_url'] );
		$row = ( new \P2PFundraising\Database\CampaignRepository() )->find( $id );
		$this->assertGreaterThan( 0, $row['goal'] );
		$this->assertEquals( $row['goal'], $campaign['campaign_goal'] );
		$this->assertEquals( $row['fundraiser_goal'], $campaign['fundraiser_goal'] );
		$this->assertEquals( $row['team_goal'], $campaign['team_goal'] );
		$this->assertTrue( $campaign['is_active'] );
		$this->assertSame( 'active', $campaign['status'] );
		$this->assertSame( 'enabled', $campaign['sponsors_enabled'] );
		$this->assertMatchesRegularExpression( '/^#[0-9A-Fa-f]{6}$/', $campaign['primary_color'] );
		$this->assertStringContainsString( '<!--more-->', $campaign['long_desc'] );
		$this->assertStringStartsWith( 'http', $campaign['campaign_image'] );
	}

	public function test_unknown_campaign_is_404(): void {
		$this->assertError( 404, $this->get( '/get-campaign', array( 'campaign_id' => 999999 ) ), 'p2p_campaign_not_found' );
		$this->assertError( 404, $this->get( '/get-campaign-stats', array( 'campaign_id' => 999999 ) ), 'p2p_campaign_not_found' );
		$this->assertError( 404, $this->get( '/get-campaign-top-donors', array( 'campaign_id' => 999999 ) ), 'p2p_campaign_not_found' );
		$this->assertError( 404, $this->get( '/get-sponsors', array( 'campaign_id' => 999999 ) ), 'p2p_campaign_not_found' );
	}

	/**
	 * @dataProvider bad_campaign_ids
	 * @param mixed $value A campaign_id that is not a positive integer.
	 */
	public function test_a_bad_campaign_id_is_400_with_a_reason( $value ): void {
		foreach ( array( '/get-campaign', '/get-campaign-stats', '/get-campaign-top-donors', '/get-sponsors' ) as $path ) {
			$result = $this->get( $path, array( 'campaign_id' => $value ) );
			$this->assertError( 400, $result, 'rest_invalid_param' );
			$this->assertStringContainsString( 'campaign_id', $result[1]['message'] );
		}
	}

	/** @return array<string, array{0: mixed}> */
	public function bad_campaign_ids(): array {
		return array(
			'text'     => array( 'abc' ),
			'zero'     => array( 0 ),
			'negative' => array( -3 ),
			'decimal'  => array( '1.5' ),
			'sql'      => array( '1 OR 1=1' ),
			'list'     => array( array( 1, 2 ) ),
		);
	}

	public function test_a_missing_campaign_id_is_400(): void {
		$this->assertError( 400, $this->get( '/get-campaign' ), 'rest_missing_callback_param' );
	}

	public function test_a_campaign_that_is_not_active_is_404_for_visitors_and_users(): void {
		$draft = $this->campaign_id( DemoData::DRAFT_SLUG );
		foreach ( array( 0, 'user@example.com', 'captain' ) as $who ) {
			$this->actingAs( $who );
			foreach ( array( '/get-campaign', '/get-campaign-stats', '/get-campaign-top-donors', '/get-sponsors' ) as $path ) {
				$this->assertError( 404, $this->get( $path, array( 'campaign_id' => $draft ) ), 'p2p_campaign_not_found' );
			}
		}
	}

	public function test_a_campaign_that_is_not_active_is_visible_to_administrators(): void {
		$this->actingAs( 'admin' );
		$draft = $this->campaign_id( DemoData::DRAFT_SLUG );
		$body  = $this->assertOk( $this->get( '/get-campaign', array( 'campaign_id' => $draft ) ) );
		$this->assertFalse( $body['data']['is_active'] );
		$this->assertSame( 'draft', $body['data']['status'] );
		$this->assertOk( $this->get( '/get-campaign-stats', array( 'campaign_id' => $draft ) ) );
	}

	public function test_stats_come_from_the_stored_totals(): void {
		$id    = $this->campaign_id();
		$stats = $this->assertOk( $this->get( '/get-campaign-stats', array( 'campaign_id' => $id ) ) )['data'];

		$this->assertFitsShape( Schemas::campaign_stats(), $stats );
		list( $raised, $donations, $donors ) = $this->totals( 'campaigns', $id );
		$this->assertEquals( $raised, $stats['raisedAmount'] );
		$this->assertSame( $donations, $stats['donationsCount'] );
		$this->assertSame( $donors, $stats['donorsCount'] );
		$this->assertEquals( round( $raised / ( new \P2PFundraising\Database\CampaignRepository() )->find( $id )['goal'] * 100, 1 ), $stats['raisedPercentage'] );
		$this->assertEquals( round( $raised / $donations, 2 ), $stats['averageAmount'] );
		// Counted from the rows themselves, not the stored totals: the seeded data is the oracle.
		$this->assertSame( $this->count_where( 'teams', "campaign_id = %d AND status = 'approved'", $id ), $stats['teamsCount'] );
		$this->assertSame( $this->count_where( 'fundraisers', "campaign_id = %d AND status = 'approved'", $id ), $stats['fundraisersCount'] );
		$this->assertSame( $this->completed_donations_count( $id ), $stats['donationsCount'] );
		$this->assertSame( (int) $GLOBALS['wpdb']->get_var( $GLOBALS['wpdb']->prepare( "SELECT COUNT(DISTINCT CASE WHEN donor_email = '' THEN CONCAT('#', id) ELSE donor_email END) FROM " . \P2PFundraising\Database\Schema::table( 'donations' ) . " WHERE campaign_id = %d AND status = 'completed'", $id ) ), $stats['donorsCount'] );
	}

	public function test_stats_of_a_campaign_without_donations_or_goal_are_zero_not_errors(): void {
		global $wpdb;
		$this->actingAs( 'admin' );
		$draft = $this->campaign_id( DemoData::DRAFT_SLUG );
		$wpdb->update( Schema::table( 'campaigns' ), array( 'goal' => 0, 'raised_amount' => 0, 'donations_count' => 0, 'donors_count' => 0 ), array( 'id' => $draft ) );

		$stats = $this->assertOk( $this->get( '/get-campaign-stats', array( 'campaign_id' => $draft ) ) )['data'];
		$this->assertSame( 0, $stats['raisedAmount'] );
		$this->assertSame( 0, $stats['raisedPercentage'] );
		$this->assertSame( 0, $stats['averageAmount'] );
	}

	public function test_top_donors_sum_each_donor_and_keep_anonymous_gifts_apart(): void {
		global $wpdb;
		$id     = $this->campaign_id();
		$donors = $this->assertOk( $this->get( '/get-campaign-top-donors', array( 'campaign_id' => $id, 'per_page' => 50 ) ) )['data'];

		foreach ( $donors as $donor ) {
			$this->assertFitsShape( Schemas::top_donor(), $donor );
		}
		$amounts = array_column( $donors, 'amount' );
		$sorted  = $amounts;
		rsort( $sorted );
		$this->assertSame( $sorted, $amounts, 'largest first' );

		$names = array_column( $donors, 'name' );
		$named = array_values( array_filter( $names, static function ( $name ) { return 'Anonymous' !== $name; } ) );
		$this->assertSame( array_unique( $named ), $named, 'one entry per named donor' );
		$table     = Schema::table( 'donations' );
		$anonymous = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE campaign_id = %d AND status = 'completed' AND is_anonymous = 1", $id ) );
		$named_ids = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(DISTINCT donor_email) FROM {$table} WHERE campaign_id = %d AND status = 'completed' AND is_anonymous = 0 AND donor_email <> ''", $id ) );
		$this->assertGreaterThan( 1, $anonymous, 'the demo has several anonymous gifts' );
		$this->assertCount( $anonymous, array_keys( $names, 'Anonymous', true ), 'each anonymous gift stays on its own' );
		$this->assertCount( $named_ids + $anonymous, $donors, 'one entry per e-mail, plus one per anonymous gift' );

		$helen = $wpdb->get_var( $wpdb->prepare( 'SELECT SUM(amount) FROM ' . Schema::table( 'donations' ) . " WHERE campaign_id = %d AND donor_email = 'helen.carter@example.org' AND status = 'completed'", $id ) );
		$this->assertEquals( (float) $helen, $donors[ array_search( 'Helen Carter', $names, true ) ]['amount'] );
	}

	public function test_top_donors_default_to_ten_and_obey_per_page(): void {
		$id = $this->campaign_id();
		$this->assertCount( 10, $this->assertOk( $this->get( '/get-campaign-top-donors', array( 'campaign_id' => $id ) ) )['data'] );
		$this->assertCount( 3, $this->assertOk( $this->get( '/get-campaign-top-donors', array( 'campaign_id' => $id, 'per_page' => 3 ) ) )['data'] );
		$this->assertError( 400, $this->get( '/get-campaign-top-donors', array( 'campaign_id' => $id, 'per_page' => 51 ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->get( '/get-campaign-top-donors', array( 'campaign_id' => $id, 'per_page' => 0 ) ), 'rest_invalid_param' );
	}

	public function test_sponsors_come_in_their_order(): void {
		$sponsors = $this->assertOk( $this->get( '/get-sponsors', array( 'campaign_id' => $this->campaign_id() ) ) )['data'];
		$this->assertCount( $this->count_where( 'sponsors', 'campaign_id = %d', $this->campaign_id() ), $sponsors );
		$this->assertNotEmpty( $sponsors );
		foreach ( $sponsors as $sponsor ) {
			$this->assertFitsShape( Schemas::sponsor(), $sponsor );
			$this->assertIsInt( $sponsor['id'] );
		}
		$this->assertSame(
			array( 'Bluebrook Springs', 'Greenfield Outdoor', 'Northwind Credit Union', 'Sunpath Solar Bakery' ),
			array_column( $sponsors, 'sponsor_name' )
		);
	}

	public function test_sponsors_are_empty_while_not_enabled(): void {
		global $wpdb;
		$id = $this->campaign_id();
		$wpdb->update( Schema::table( 'campaigns' ), array( 'sponsors_enabled' => 'disabled' ), array( 'id' => $id ) );
		$this->assertSame( array(), $this->assertOk( $this->get( '/get-sponsors', array( 'campaign_id' => $id ) ) )['data'] );
	}

	public function test_every_route_of_the_contract_is_registered_for_get_only(): void {
		$routes = rest_get_server()->get_routes( 'p2p-fundraising/v1' );
		$paths  = array(
			'get-campaign', 'get-campaign-stats', 'get-campaign-top-donors', 'get-donations', 'get-campaign-teams-search',
			'get-campaign-fundraisers-search', 'get-sponsors', 'get-team', 'get-team-stats', 'get-team-fundraisers-all',
			'get-team-top-donors', 'get-fundraiser', 'get-fundraiser-stats', 'get-fundraiser-top-donors', 'get-user-info',
			'get-fundraiser-info',
		);
		foreach ( $paths as $path ) {
			$route = '/p2p-fundraising/v1/' . $path;
			$this->assertArrayHasKey( $route, $routes, $path );
			foreach ( $routes[ $route ] as $handler ) {
				$this->assertSame( array( 'GET' => true ), $handler['methods'], $path );
				$this->assertNotEmpty( $handler['permission_callback'], $path );
				foreach ( $handler['args'] as $name => $arg ) {
					$this->assertArrayHasKey( 'type', $arg, "{$path} {$name}" );
					$this->assertArrayHasKey( 'validate_callback', $arg, "{$path} {$name}" );
					$this->assertArrayHasKey( 'sanitize_callback', $arg, "{$path} {$name}" );
				}
			}
		}
		$response = $this->request( 'POST', '/get-campaign', array( 'campaign_id' => $this->campaign_id() ) );
		$this->assertSame( 404, $response->get_status(), 'reads answer GET only' );
	}
}
