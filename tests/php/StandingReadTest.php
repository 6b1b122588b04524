<?php
/**
 * What the public reads show once a team or fundraiser is no longer approved: donation rows name
 * and link only approved ones, a member's own start page drops a suspended team, a pledge
 * completed after its team was suspended counts for the campaign only.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Settings;

final class StandingReadTest extends PluginTestCase {

	public function test_donation_rows_name_and_link_only_approved_fundraisers_and_teams(): void {
		$liam     = $this->fundraiser_id( 'liam' );
		$team     = $this->team_id( 'Blue Wave Runners' );
		$campaign = array(
			'campaign_id' => $this->campaign_id(),
			'per_page'    => 50,
		);
		$this->assertGreaterThan( 0, $this->count_where( 'donations', "fundraiser_id = %d AND status = 'completed'", $liam ), 'the demo data gives Liam donations' );
		( new FundraiserRepository() )->update( $liam, array( 'status' => 'suspended' ) );

		list( , $body ) = $this->get( '/get-donations', array( 'team_id' => $team ) + $campaign );
		$links          = array_column( $body['data'], 'sourceLink' );
		$this->assertSame( array(), preg_grep( '#/fundraiser/' . $liam . '/$#', $links ) );
		$this->assertNotSame( array(), preg_grep( '#/team/' . $team . '/$#', $links ), 'his gifts fall back to his team' );

		( new TeamRepository() )->update( $team, array( 'status' => 'suspended' ) );
		list( , $body ) = $this->get( '/get-donations', $campaign );
		$encoded        = (string) wp_json_encode( $body );
		$this->assertStringNotContainsString( '/team/' . $team . '/', $encoded );
		$this->assertStringNotContainsString( 'Blue Wave Runners', $encoded );
		$this->assertStringNotContainsString( '/fundraiser/' . $liam . '/', $encoded );
	}

	public function test_a_member_of_a_suspended_team_no_longer_sees_it_but_the_captain_does(): void {
		( new TeamRepository() )->update( $this->team_id( 'Blue Wave Runners' ), array( 'status' => 'suspended' ) );
		$this->actingAs( 'liam' );
		list( , $member ) = $this->get( '/get-fundraiser-info', array( 'campaignId' => $this->campaign_id() ) );
		$this->assertNull( $member['data']['team'] );
		$this->actingAs( 'captain' );
		list( , $captain ) = $this->get( '/get-fundraiser-info', array( 'campaignId' => $this->campaign_id() ) );
		$this->assertSame( 'Blue Wave Runners', $captain['data']['team']['name'] );
	}

	public function test_a_pledge_completed_after_its_team_was_suspended_counts_without_the_team(): void {
		$liam     = $this->fundraiser_id( 'liam' );
		$team     = $this->team_id( 'Blue Wave Runners' );
		$service  = new DonationService();
		$pledge   = $service->record(
			array(
				'campaign_id'   => $this->campaign_id(),
				'fundraiser_id' => $liam,
				'donor_name'    => 'Late Pledger',
				'donor_email'   => 'late@example.net',
				'amount'        => 40,
				'mode'          => Settings::PAYMENT_MODE_OFFLINE,
			)
		);
		$before = $this->totals( 'teams', $team );
		( new TeamRepository() )->update( $team, array( 'status' => 'suspended' ) );

		$this->assertTrue( $service->complete( $pledge ) );

		$this->assertSame( $before, $this->totals( 'teams', $team ) );
		$this->assertSame( 0, $this->count_where( 'donations', 'id = %d AND team_id <> 0', $pledge ) );
		$this->assertSame( 1, $this->count_where( 'donations', "id = %d AND status = 'completed' AND fundraiser_id = %d", $pledge, $liam ) );
		$this->assertTotalsMatchTheOracle( $this->campaign_id() );
	}
}
