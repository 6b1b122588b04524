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

		// The account must be older than the invitation to the second; the demo data may have been
		// made in this very second (a run of this class alone), so it is made a day older.
		global $wpdb;
		$user = get_user_by( 'email', 'fundraiser@example.com' );
		$wpdb->update( $wpdb->users, array( 'user_registered' => gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS ) ), array( 'ID' => $user->ID ) );
		clean_user_cache( $user->ID );
		$this->actingAs( 0 );
		$this->actingAs( 'fundraiser' );
		( new InvitationRepository() )->add( $this->team_id( 'The Splash Squad' ), array( 'fundraiser@example.com' ) );
		$this->assertOk( $this->post( '/fundraiser-join-team', $this->args( 'The Splash Squad' ) ) );
	}

	public function test_an_account_registered_with_an_address_before_it_was_invited_must_prove_the_mailbox(): void {
		global $wpdb;
		// Mallory registers the address of someone a captain is likely to invite, and waits.
		$this->assertOk(
			$this->post(
				'/register-fundraiser',
				array(
					'firstName'   => 'Mallory',
					'lastName'    => 'Mask',
					'email'       => 'victim@example.net',
					'password'    => 'a long passphrase',
					'password2'   => 'a long passphrase',
					'campaign_id' => $this->campaign_id(),
				)
			)
		);
		$user = get_user_by( 'email', 'victim@example.net' );
		$wpdb->update( $wpdb->users, array( 'user_registered' => gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS ) ), array( 'ID' => $user->ID ) );
		clean_user_cache( $user->ID );
		( new InvitationRepository() )->add( $this->team_id( 'The Splash Squad' ), array( 'victim@example.net' ) );

		$this->actingAs( 0 ); // The registration signed Mallory in: read the account again, a day older.
		$this->actingAs( $user->ID );
		$this->assertError( 403, $this->post( '/fundraiser-join-team', $this->args( 'The Splash Squad' ) ), 'p2p_team_private' );

		// A password reset goes through the mailbox: from then on the account is the address's holder.
		do_action( 'after_password_reset', get_user_by( 'id', $user->ID ), 'another passphrase' );
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
