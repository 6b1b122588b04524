<?php
/**
 * POST /fundraiser-can-join-team, /fundraiser-join-team.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\InvitationRepository;

final class JoinTeamEndpointsTest extends WriteTestCase {

	private function args( string $team ): array {
		return array(
			'teamId'     => $this->team_id( $team ),
			'campaignId' => $this->campaign_id(),
		);
	}

	public function test_a_fundraiser_without_team_joins_a_public_team(): void {
		$this->actingAs( 'fundraiser' );
		$members = $this->count_where( 'fundraisers', "team_id = %d AND status = 'approved'", $this->team_id( 'River Keepers' ) );
		$body    = $this->assertOk( $this->post( '/fundraiser-can-join-team', $this->args( 'River Keepers' ) ) );
		$this->assertSame( array( 'canJoin' => true ), $body['data'] );
		$body = $this->assertOk( $this->post( '/fundraiser-join-team', $this->args( 'River Keepers' ) ) );
		$team = $this->team_id( 'River Keepers' );
		$this->assertSame( '/team/' . $team . '/', $body['redirect'] );
		$this->assertSame( $team, ( new FundraiserRepository() )->find( $this->fundraiser_id( 'fundraiser' ) )['team_id'] );
		list( , $read ) = $this->get( '/get-team', array( 'team_id' => $team ) );
		$this->assertSame( $members + 1, $read['data']['members'] );
	}

	public function test_a_private_team_refuses_uninvited_fundraisers(): void {
		$this->actingAs( 'fundraiser' );
		list( $status, $body ) = $this->post( '/fundraiser-join-team', $this->args( 'The Splash Squad' ) );
		$this->assertSame( 403, $status );
		$this->assertSame( 'p2p_team_private', $body['code'] );
		$this->assertSame( 'This team is invite only: please use the link in the invitation e-mail from the team captain to join.', $body['message'] );
		$this->assertError( 403, $this->post( '/fundraiser-can-join-team', $this->args( 'The Splash Squad' ) ), 'p2p_team_private' );
		$this->assertSame( 0, ( new FundraiserRepository() )->find( $this->fundraiser_id( 'fundraiser' ) )['team_id'] );

		( new InvitationRepository() )->add( $this->team_id( 'The Splash Squad' ), array( 'fundraiser@example.com' ) );
		$this->assertOk( $this->post( '/fundraiser-join-team', $this->args( 'The Splash Squad' ) ) );
	}

	public function test_a_member_of_a_team_cannot_join_another(): void {
		$this->actingAs( 'captain' );
		$this->assertError( 409, $this->post( '/fundraiser-join-team', $this->args( 'River Keepers' ) ), 'p2p_already_in_team' );
		list( , $body ) = $this->post( '/fundraiser-can-join-team', $this->args( 'Blue Wave Runners' ) );
		$this->assertSame( 'You are already a member of this team.', $body['message'] );
	}

	public function test_logged_out_no_fundraiser_bad_nonce_unknown_team(): void {
		$this->assertError( 401, $this->post( '/fundraiser-join-team', $this->args( 'River Keepers' ) ), 'p2p_not_logged_in' );
		$this->actingAs( 'user' );
		$this->assertError( 403, $this->post( '/fundraiser-can-join-team', $this->args( 'River Keepers' ) ), 'p2p_fundraiser_not_found' );
		$this->actingAs( 'fundraiser' );
		$this->assertError( 403, $this->post( '/fundraiser-join-team', $this->args( 'River Keepers' ), array(), 'bad' ), 'p2p_invalid_nonce' );
		$this->assertError( 404, $this->post( '/fundraiser-join-team', array( 'teamId' => 999999, 'campaignId' => $this->campaign_id() ) ), 'p2p_team_not_found' );
		$this->assertError( 400, $this->post( '/fundraiser-join-team', array( 'campaignId' => $this->campaign_id() ) ), 'rest_missing_callback_param' );
	}
}
