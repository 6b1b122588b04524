<?php
/**
 * Attack 3: suspended or pending people keep publishing. Every write route checks the standing of
 * the acting fundraiser and of the team; a suspended team vanishes from its members' pages and is
 * never credited.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Frontend\Urls;

final class StandingTest extends HttpTestCase {

	use WritesAs;
	use DonatesThroughForm;

	public function test_a_suspended_fundraiser_cannot_create_a_team_and_nothing_is_stored(): void {
		$this->set_fundraiser_status( 'fundraiser', 'suspended' );
		$teams   = $this->count_where( 'teams', 'campaign_id = %d', $this->campaign_id() );
		$session = $this->sign_in( 'fundraiser@example.com' );

		$response = $this->write( $session, '/create-team', $this->team_form( 'Suspended Sprinters' ) );

		$this->assertSame( 403, $response->status, $response->body );
		$this->assertSame( 'p2p_fundraiser_suspended', $response->code() );
		$this->assertStringContainsString( 'suspended', $response->message() );
		$this->assertSame( $teams, $this->count_where( 'teams', 'campaign_id = %d', $this->campaign_id() ) );
		$this->assertSame( 0, $this->count_where( 'teams', 'name = %s', 'Suspended Sprinters' ) );
		$leaderboard = $this->http( 'GET', $this->rest( '/get-campaign-teams-search' ), array( 'query' => array( 'campaign_id' => $this->campaign_id(), 'search' => 'Suspended' ) ) );
		$this->assertSame( 0, $leaderboard->json()['total'] );
	}

	public function test_a_pending_fundraiser_cannot_create_join_or_update(): void {
		$this->set_fundraiser_status( 'tariq', 'pending' );
		$session = $this->sign_in( 'tariq@example.com' );
		$public  = $this->team_id( 'River Keepers' );

		$created = $this->write( $session, '/create-team', $this->team_form( 'Pending Pacers' ) );
		$joined  = $this->write( $session, '/fundraiser-join-team', array( 'teamId' => $public, 'campaignId' => $this->campaign_id() ) );
		$updated = $this->write( $session, '/update-fundraiser-profile', array( 'campaignId' => $this->campaign_id(), 'story' => 'Changed while pending', 'goal' => 100 ) );

		foreach ( array( $created, $joined, $updated ) as $response ) {
			$this->assertSame( 403, $response->status, $response->body );
			$this->assertSame( 'p2p_fundraiser_pending', $response->code() );
		}
		$this->fresh();
		$tariq = ( new FundraiserRepository() )->find( $this->fundraiser_id( 'tariq' ) );
		$this->assertSame( 0, $tariq['team_id'] );
		$this->assertNotSame( 'Changed while pending', $tariq['story'] );
	}

	public function test_a_suspended_team_cannot_be_joined_invite_or_be_updated(): void {
		$team = $this->team_id( 'Drop by Drop' );
		$this->set_team_status( $team, 'suspended' );
		$captain = $this->sign_in( 'ben@example.com' );
		$name    = $this->team_name( $team );

		$updated = $this->write( $captain, '/update-team', $this->team_form( 'Renamed While Suspended', array( 'team_id' => $team ) ) );
		$offset  = $this->mail_offset();
		$invited = $this->write( $captain, '/send-team-invitation-emails', array( 'team_id' => $team ) );
		foreach ( array( $updated, $invited ) as $response ) {
			$this->assertSame( 403, $response->status, $response->body );
			$this->assertSame( 'p2p_team_suspended', $response->code() );
		}
		$this->assertSame( array(), $this->mails_since( $offset ) );
		$this->assertSame( $name, $this->team_name( $team ) );

		// A fundraiser without a team cannot join it (it is invisible: 404, like an unknown team).
		$joined = $this->write( $this->sign_in( 'vera@example.com' ), '/fundraiser-join-team', array( 'teamId' => $team, 'campaignId' => $this->campaign_id() ) );
		$this->assertContains( $joined->status, array( 403, 404 ), $joined->body );
		$this->fresh();
		$this->assertSame( 0, ( new FundraiserRepository() )->find( $this->fundraiser_id( 'vera' ) )['team_id'] );
	}

	public function test_a_suspended_team_is_hidden_from_its_members_pages_and_never_credited(): void {
		$team = $this->team_id( 'Blue Wave Runners' );
		$name = $this->team_name( $team );
		$this->set_team_status( $team, 'suspended' );
		$member   = $this->fundraiser_id( 'liam' );
		$campaign = $this->campaign_id();

		$page = $this->http( 'GET', $this->campaign_path( 'fundraiser/' . $member . '/' ) );
		$this->assertSame( 200, $page->status );
		$this->assertStringNotContainsString( $name, $page->body );
		$boot = $this->boot( $page );
		$this->assertSame( '', $boot['data']['fundraiser']['team'] );
		$this->assertSame( 0, $boot['data']['fundraiser']['team_id'] );
		$rest = $this->http( 'GET', $this->rest( '/get-fundraiser' ), array( 'query' => array( 'fundraiser_id' => $member ) ) );
		$this->assertStringNotContainsString( $name, $rest->body );

		$team_before       = $this->totals( 'teams', $team );
		$fundraiser_before = $this->totals( 'fundraisers', $member );
		$campaign_before   = $this->totals( 'campaigns', $campaign );
		$done = $this->donate_custom( $this->path_of( Urls::donation_form( $campaign, 0, $member ) ), '37', 'standing@example.net' );
		$this->assertSame( 303, $done->status, $done->body );

		$this->fresh();
		$this->assertSame( $team_before, $this->totals( 'teams', $team ), 'the suspended team is not credited' );
		$this->assertEqualsWithDelta( $fundraiser_before[0] + 37, $this->totals( 'fundraisers', $member )[0], 0.001 );
		$this->assertEqualsWithDelta( $campaign_before[0] + 37, $this->totals( 'campaigns', $campaign )[0], 0.001 );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( 'SELECT team_id FROM ' . Schema::table( 'donations' ) . ' WHERE fundraiser_id = %d ORDER BY id DESC LIMIT 1', $member ) ) );
		$this->assertTotalsMatchTheOracle( $campaign );

		// Recent donations and leaderboards never link or name it.
		$recent = $this->http( 'GET', $this->rest( '/get-donations' ), array( 'query' => array( 'campaign_id' => $campaign, 'per_page' => 50 ) ) );
		$this->assertSame( 200, $recent->status, $recent->body );
		$this->assertStringNotContainsString( '/team/' . $team . '/', (string) wp_json_encode( $recent->json() ) );
		$this->assertStringNotContainsString( $name, $recent->body );
		$teams = $this->http( 'GET', $this->rest( '/get-campaign-teams-search' ), array( 'query' => array( 'campaign_id' => $campaign, 'per_page' => 50 ) ) );
		$this->assertStringNotContainsString( $name, $teams->body );
	}

	/** @return array<string, mixed> */
	private function team_form( string $name, array $extra = array() ): array {
		return $extra + array(
			'campaign_id' => $this->campaign_id(),
			'name'        => $name,
			'goal'        => 500,
			'story'       => 'We run for clean water.',
			'access'      => 'public',
		);
	}

	private function set_fundraiser_status( string $login, string $status ): void {
		( new FundraiserRepository() )->update( $this->fundraiser_id( $login ), array( 'status' => $status ) );
	}

	private function set_team_status( int $team, string $status ): void {
		( new TeamRepository() )->update( $team, array( 'status' => $status ) );
	}

	private function team_name( int $team ): string {
		$this->fresh();
		return (string) ( new TeamRepository() )->find( $team )['name'];
	}
}
