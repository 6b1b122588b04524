<?php
/**
 * GET /get-donations.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\Schema;
use P2PFundraising\Demo\DemoData;
use P2PFundraising\Rest\Schemas;

final class DonationEndpointsTest extends PluginTestCase {

	public function test_campaign_donations_are_the_newest_ten_with_the_contract_shape(): void {
		global $wpdb;
		$id   = $this->campaign_id();
		$page = $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $id ) ) );

		$this->assertSame( $this->completed_donations_count( $id ), $page['total'] );
		$this->assertSame( min( 10, $page['total'] ), $page['count'] );
		foreach ( $page['data'] as $row ) {
			$this->assertFitsShape( Schemas::donation_row(), $row );
			$this->assertContains( $row['donationType'], array( 'campaign', 'team', 'fundraiser' ) );
			$this->assertMatchesRegularExpression( '/ ago$/', $row['relativeDateString'] );
		}
		$newest = $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM ' . Schema::table( 'donations' ) . " WHERE campaign_id = %d AND status = 'completed' ORDER BY created_at DESC, id DESC LIMIT 10", $id ) );
		$this->assertSame( array_map( 'intval', $newest ), array_column( $page['data'], 'id' ) );

		$first    = $page['data'][0];
		$expected = ( new \P2PFundraising\Database\DonationRepository() )->find( (int) $newest[0] );
		$this->assertGreaterThan( 0, $expected['fundraiser_id'], 'the newest demo gift went to a fundraiser' );
		$this->assertSame( 0, $expected['is_anonymous'] );
		$this->assertSame( $expected['donor_name'], $first['donorName'] );
		$this->assertSame( 'fundraiser', $first['donationType'] );
		$this->assertSame( ( new \P2PFundraising\Database\FundraiserRepository() )->find( $expected['fundraiser_id'] )['name'], $first['teamOrFundraiserName'] );
		$this->assertEquals( $expected['amount'], $first['amount'] );
		$this->assertSame( home_url( '/campaigns/demo/fundraiser/' . $expected['fundraiser_id'] . '/' ), $first['sourceLink'] );
		$this->assertMatchesRegularExpression( '/^3[5-9] minutes ago$/', $first['relativeDateString'], 'given 35 minutes before the seed' );
	}

	public function test_each_donation_type_names_and_links_what_it_credits(): void {
		$rows  = $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $this->campaign_id(), 'per_page' => 50 ) ) )['data'];
		$types = array();
		foreach ( $rows as $row ) {
			$types[ $row['donationType'] ] = $row;
		}
		$this->assertSame( '', $types['campaign']['teamOrFundraiserName'] );
		$this->assertSame( home_url( '/campaigns/demo/' ), $types['campaign']['sourceLink'] );
		$this->assertNotSame( '', $types['team']['teamOrFundraiserName'] );
		$this->assertStringContainsString( '/campaigns/demo/team/', $types['team']['sourceLink'] );
		$this->assertStringContainsString( '/campaigns/demo/fundraiser/', $types['fundraiser']['sourceLink'] );
	}

	public function test_donations_page(): void {
		$id     = $this->campaign_id();
		$first  = $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $id, 'per_page' => 20 ) ) );
		$second = $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $id, 'per_page' => 20, 'page' => 2 ) ) );
		$third  = $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $id, 'per_page' => 20, 'page' => 3 ) ) );
		$this->assertSame( array( 20, 20, 4 ), array( $first['count'], $second['count'], $third['count'] ) );
		$this->assertSame( array(), array_intersect( array_column( $first['data'], 'id' ), array_column( $second['data'], 'id' ) ) );
		$this->assertError( 400, $this->get( '/get-donations', array( 'campaign_id' => $id, 'per_page' => 0 ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->get( '/get-donations', array( 'campaign_id' => $id, 'per_page' => 51 ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->get( '/get-donations', array( 'campaign_id' => $id, 'page' => 0 ) ), 'rest_invalid_param' );
	}

	public function test_team_donations_include_those_to_its_members(): void {
		$team = $this->team_id( 'Blue Wave Runners' );
		$page = $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $this->campaign_id(), 'team_id' => $team ) ) );
		$this->assertSame( $this->completed_donations_count( $this->campaign_id(), 'team_id', $team ), $page['total'] );
		$this->assertEqualsCanonicalizing( array( 'fundraiser', 'team' ), array_values( array_unique( array_column( $page['data'], 'donationType' ) ) ) );
		$this->assertContains( 'Liam Walsh', array_column( $page['data'], 'teamOrFundraiserName' ) );
	}

	public function test_fundraiser_donations(): void {
		global $wpdb;
		$fundraiser = $this->fundraiser_id( 'fundraiser' );
		$page       = $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $this->campaign_id(), 'fundraiser_id' => $fundraiser ) ) );
		$donors     = $wpdb->get_col( $wpdb->prepare( "SELECT CASE WHEN is_anonymous = 1 THEN 'Anonymous' ELSE donor_name END FROM " . Schema::table( 'donations' ) . " WHERE fundraiser_id = %d AND status = 'completed' ORDER BY created_at DESC, id DESC", $fundraiser ) );
		$this->assertContains( 'Anonymous', $donors, 'the demo fundraiser has an anonymous gift' );
		$this->assertSame( count( $donors ), $page['total'] );
		$this->assertSame( array( ( new \P2PFundraising\Database\FundraiserRepository() )->find( $fundraiser )['name'] ), array_values( array_unique( array_column( $page['data'], 'teamOrFundraiserName' ) ) ) );
		$this->assertSame( $donors, array_column( $page['data'], 'donorName' ) );
	}

	public function test_a_team_or_fundraiser_of_another_campaign_is_404(): void {
		$campaign = $this->campaign_id();
		$this->assertError( 404, $this->get( '/get-donations', array( 'campaign_id' => $campaign, 'team_id' => $this->team_id( 'Early Birds' ) ) ), 'p2p_team_not_found' );
		$this->assertError( 404, $this->get( '/get-donations', array( 'campaign_id' => $campaign, 'fundraiser_id' => $this->fundraiser_id( 'ana', DemoData::DRAFT_SLUG ) ) ), 'p2p_fundraiser_not_found' );

		// Even for an administrator, who may see the other campaign: the pair does not match.
		$this->actingAs( 'admin' );
		$this->assertError( 404, $this->get( '/get-donations', array( 'campaign_id' => $campaign, 'team_id' => $this->team_id( 'Early Birds' ) ) ), 'p2p_team_not_found' );
		$this->assertError( 404, $this->get( '/get-donations', array( 'campaign_id' => $this->campaign_id( DemoData::DRAFT_SLUG ), 'team_id' => $this->team_id( 'Blue Wave Runners' ) ) ), 'p2p_team_not_found' );
	}

	public function test_unknown_and_bad_ids(): void {
		$this->assertError( 404, $this->get( '/get-donations', array( 'campaign_id' => 999999 ) ), 'p2p_campaign_not_found' );
		$this->assertError( 404, $this->get( '/get-donations', array( 'campaign_id' => $this->campaign_id(), 'team_id' => 999999 ) ), 'p2p_team_not_found' );
		$this->assertError( 404, $this->get( '/get-donations', array( 'campaign_id' => $this->campaign_id(), 'fundraiser_id' => 999999 ) ), 'p2p_fundraiser_not_found' );
		$this->assertError( 400, $this->get( '/get-donations', array( 'campaign_id' => 'x' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->get( '/get-donations', array( 'campaign_id' => $this->campaign_id(), 'team_id' => 'x' ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->get( '/get-donations', array( 'campaign_id' => $this->campaign_id(), 'fundraiser_id' => 0 ) ), 'rest_invalid_param' );
		$this->assertError( 400, $this->get( '/get-donations' ), 'rest_missing_callback_param' );
	}

	public function test_team_and_fundraiser_together_is_400(): void {
		$result = $this->get(
			'/get-donations',
			array(
				'campaign_id'   => $this->campaign_id(),
				'team_id'       => $this->team_id( 'Blue Wave Runners' ),
				'fundraiser_id' => $this->fundraiser_id( 'captain' ),
			)
		);
		$this->assertError( 400, $result, 'rest_invalid_param' );
		$this->assertSame( 'Pass either team_id or fundraiser_id, not both.', $result[1]['message'] );
	}

	public function test_pending_donations_are_not_listed(): void {
		global $wpdb;
		$id = $this->campaign_id();
		$wpdb->insert(
			Schema::table( 'donations' ),
			array(
				'campaign_id' => $id,
				'donor_name'  => 'Pending Person',
				'donor_email' => 'pending@example.org',
				'amount'      => 10,
				'status'      => 'pending',
				'mode'        => 'offline',
				'created_at'  => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$page = $this->assertOk( $this->get( '/get-donations', array( 'campaign_id' => $id ) ) );
		$this->assertSame( $this->completed_donations_count( $id ), $page['total'], 'the pending pledge is not listed' );
		$this->assertNotContains( 'Pending Person', array_column( $page['data'], 'donorName' ) );
	}
}
