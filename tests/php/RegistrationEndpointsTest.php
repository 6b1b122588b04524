<?php
/**
 * POST /register-fundraiser, /create-fundraiser-profile, /register-join-team,
 * /create-fundraiser-join-team.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\InvitationRepository;
use P2PFundraising\Demo\DemoData;

final class RegistrationEndpointsTest extends WriteTestCase {

	private function form( array $overrides = array() ): array {
		return array_merge(
			array(
				'firstName'   => 'Nora',
				'lastName'    => 'Quist',
				'email'       => 'nora@example.net',
				'password'    => 'secret1',
				'password2'   => 'secret1',
				'campaign_id' => $this->campaign_id(),
			),
			$overrides
		);
	}

	public function test_a_visitor_registers_gets_an_account_a_session_and_a_fundraiser(): void {
		$body = $this->assertOk( $this->post( '/register-fundraiser', $this->form() ) );
		$this->assertSame( '/register/create-profile/', $body['redirect'] );

		$user = get_user_by( 'email', 'nora@example.net' );
		$this->assertNotFalse( $user );
		$this->assertSame( array( 'subscriber' ), $user->roles );
		$this->assertSame( 'Nora', $user->first_name );
		$this->assertTrue( wp_check_password( 'secret1', $user->user_pass, $user->ID ) );
		$this->assertSame( $user->ID, get_current_user_id(), 'logged in afterwards' );

		$fundraiser = ( new FundraiserRepository() )->find_by_user( $this->campaign_id(), $user->ID );
		$this->assertSame( 'Nora Quist', $fundraiser['name'] );
		$this->assertSame( 0, $fundraiser['team_id'] );
	}

	public function test_the_public_author_slug_does_not_give_the_email_away(): void {
		$this->assertOk( $this->post( '/register-fundraiser', $this->form( array( 'email' => 'n.quist.private@example.net' ) ) ) );
		$user = get_user_by( 'email', 'n.quist.private@example.net' );
		$this->assertMatchesRegularExpression( '/^nora-quist-[a-z0-9]{5}$/', $user->user_nicename );
		$this->assertStringNotContainsString( 'private', get_author_posts_url( $user->ID ) );
		$this->assertSame( 'n.quist.private', $user->user_login, 'signing in with the user name still works' );

		$this->actingAs( 0 );
		$this->assertOk( $this->post( '/register-fundraiser', $this->form( array( 'email' => 'second@example.net' ) ) ) );
		$second = get_user_by( 'email', 'second@example.net' )->user_nicename;
		$this->assertMatchesRegularExpression( '/^nora-quist-[a-z0-9]{5}$/', $second );
		$this->assertNotSame( $user->user_nicename, $second, 'the same names, no "-2" probing' );
		$this->assertMatchesRegularExpression( '/^fundraiser-[a-z0-9]{5}$/', \P2PFundraising\Accounts\AccountService::nicename( 'Ωμέγα 李' ) );
		$this->assertMatchesRegularExpression( '/^zoe-lopez-[a-z0-9]{5}$/', \P2PFundraising\Accounts\AccountService::nicename( ' Zoë  López ' ) );
	}

	public function test_names_too_long_to_store_are_a_field_error_not_a_server_error(): void {
		$errors = $this->field_errors( $this->post( '/register-fundraiser', $this->form( array( 'firstName' => str_repeat( 'é', 96 ) ) ) ) );
		$this->assertSame( 'Use at most 95 characters.', $errors['firstName'] );
		$this->assertFalse( get_user_by( 'email', 'nora@example.net' ) );

		$this->assertOk( $this->post( '/register-fundraiser', $this->form( array( 'firstName' => str_repeat( 'é', 95 ), 'lastName' => str_repeat( 'ü', 95 ) ) ) ) );
		$fundraiser = ( new FundraiserRepository() )->find_by_user( $this->campaign_id(), get_user_by( 'email', 'nora@example.net' )->ID );
		$this->assertSame( 191, mb_strlen( $fundraiser['name'] ) );
	}

	public function test_an_email_that_is_not_a_string_is_a_400(): void {
		$this->assertError( 400, $this->post( '/register-fundraiser', $this->form( array( 'email' => array( 'nora@example.net' ) ) ) ), 'rest_invalid_param' );
	}

	public function test_a_captain_goes_on_to_the_team_form(): void {
		$body = $this->assertOk( $this->post( '/register-fundraiser', $this->form( array( 'team_captain' => 'true' ) ) ) );
		$this->assertSame( '/create-team/', $body['redirect'] );
	}

	public function test_every_field_error_has_its_message(): void {
		$errors = $this->field_errors( $this->post( '/register-fundraiser', $this->form( array( 'firstName' => '', 'lastName' => ' ', 'email' => '', 'password' => '', 'password2' => '' ) ) ) );
		$this->assertSame( array( 'firstName', 'lastName', 'email', 'password', 'password2' ), array_keys( $errors ) );

		$errors = $this->field_errors( $this->post( '/register-fundraiser', $this->form( array( 'email' => 'not-an-email', 'password' => '12345', 'password2' => '54321' ) ) ) );
		$this->assertSame( 'Please enter a valid e-mail address.', $errors['email'] );
		$this->assertSame( 'Password must have at least 6 characters', $errors['password'] );
		$this->assertSame( 'The passwords do not match', $errors['password2'] );
		$this->assertFalse( get_user_by( 'email', 'nora@example.net' ) );
	}

	public function test_weak_passwords_are_refused_with_the_form_messages(): void {
		$cases = array(
			'      '           => 'Your password cannot be only spaces.',
			'abc12'            => 'Password must have at least 6 characters',
			'NORA@example.NET' => 'Your password cannot be your e-mail address or user name.',
			'Nora'             => 'Password must have at least 6 characters',
			'noraxx'           => null,
		);
		foreach ( $cases as $password => $message ) {
			list( $status, $body ) = $this->post( '/register-fundraiser', $this->form( array( 'password' => (string) $password, 'password2' => (string) $password ) ) );
			if ( null === $message ) {
				$this->assertSame( 200, $status, (string) $password );
				continue;
			}
			$this->assertSame( 400, $status, (string) $password );
			$this->assertSame( $message, $body['data']['params']['password'], (string) $password );
		}
	}

	public function test_the_user_name_part_of_the_email_is_refused_as_password(): void {
		list( $status, $body ) = $this->post( '/register-fundraiser', $this->form( array( 'email' => 'quistnora@example.net', 'password' => 'QuistNora', 'password2' => 'QuistNora' ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'Your password cannot be your e-mail address or user name.', $body['data']['params']['password'] );
	}

	public function test_a_used_email_is_a_conflict(): void {
		list( $status, $body ) = $this->post( '/register-fundraiser', $this->form( array( 'email' => 'Captain@Example.com' ) ) );
		$this->assertSame( 409, $status );
		$this->assertSame( 'p2p_email_exists', $body['code'] );
		$this->assertSame( 'An account with this e-mail address already exists. Please sign in instead.', $body['message'] );
	}

	public function test_a_bad_or_missing_nonce_is_refused(): void {
		$this->assertError( 403, $this->post( '/register-fundraiser', $this->form(), array(), 'bad-nonce' ), 'p2p_invalid_nonce' );
		$this->assertError( 403, $this->post( '/register-fundraiser', $this->form(), array(), '' ), 'p2p_invalid_nonce' );
		$this->assertFalse( get_user_by( 'email', 'nora@example.net' ) );
	}

	public function test_a_logged_in_user_cannot_register_again(): void {
		$this->actingAs( 'user' );
		$this->assertError( 409, $this->post( '/register-fundraiser', $this->form() ), 'p2p_already_logged_in' );
	}

	public function test_unknown_or_draft_campaign_is_404(): void {
		$this->assertError( 404, $this->post( '/register-fundraiser', $this->form( array( 'campaign_id' => 999999 ) ) ), 'p2p_campaign_not_found' );
		$this->assertError( 404, $this->post( '/register-fundraiser', $this->form( array( 'campaign_id' => $this->campaign_id( DemoData::DRAFT_SLUG ) ) ) ), 'p2p_campaign_not_found' );
		$this->assertError( 400, $this->post( '/register-fundraiser', $this->form( array( 'campaign_id' => 'abc' ) ) ), 'rest_invalid_param' );
	}

	public function test_a_logged_in_user_without_fundraiser_creates_one_with_their_own_email(): void {
		$user = $this->actingAs( 'user@example.com' );
		$body = $this->assertOk( $this->post( '/create-fundraiser-profile', array( 'firstName' => 'Uma', 'lastName' => 'Reyes-Lee', 'email' => 'ignored@example.net', 'campaign_id' => $this->campaign_id() ) ) );
		$this->assertSame( '/register/create-profile/', $body['redirect'] );
		$fundraiser = ( new FundraiserRepository() )->find_by_user( $this->campaign_id(), $user->ID );
		$this->assertSame( 'Uma Reyes-Lee', $fundraiser['name'] );
		$this->assertSame( 'user@example.com', get_userdata( $user->ID )->user_email );
		$this->assertFalse( get_user_by( 'email', 'ignored@example.net' ) );

		$this->assertError( 409, $this->post( '/create-fundraiser-profile', array( 'firstName' => 'Uma', 'lastName' => 'Reyes', 'campaign_id' => $this->campaign_id() ) ), 'p2p_already_fundraiser' );
	}

	public function test_create_fundraiser_profile_needs_a_login_and_names(): void {
		$this->assertError( 401, $this->post( '/create-fundraiser-profile', array( 'firstName' => 'A', 'lastName' => 'B', 'campaign_id' => $this->campaign_id() ) ), 'p2p_not_logged_in' );
		$this->actingAs( 'user' );
		$errors = $this->field_errors( $this->post( '/create-fundraiser-profile', array( 'firstName' => '', 'lastName' => '', 'campaign_id' => $this->campaign_id() ) ) );
		$this->assertSame( array( 'firstName', 'lastName' ), array_keys( $errors ) );
	}

	public function test_a_visitor_registers_into_a_public_team(): void {
		$team    = $this->team_id( 'River Keepers' );
		$members = $this->count_where( 'fundraisers', "team_id = %d AND status = 'approved'", $team );
		$body    = $this->assertOk( $this->post( '/register-join-team', array_merge( $this->form(), array( 'teamId' => $team, 'campaignId' => $this->campaign_id() ) ) ) );
		$this->assertSame( '/register/create-profile/', $body['redirect'] );
		$fundraiser = ( new FundraiserRepository() )->find_by_user( $this->campaign_id(), get_current_user_id() );
		$this->assertSame( $team, $fundraiser['team_id'] );
		list( , $team_body ) = $this->get( '/get-team', array( 'team_id' => $team ) );
		$this->assertSame( $members + 1, $team_body['data']['members'] );
	}

	public function test_a_private_team_takes_only_invited_addresses(): void {
		$team = $this->team_id( 'The Splash Squad' );
		$form = array_merge( $this->form(), array( 'teamId' => $team, 'campaignId' => $this->campaign_id() ) );
		list( $status, $body ) = $this->post( '/register-join-team', $form );
		$this->assertSame( 403, $status );
		$this->assertSame( 'p2p_team_private', $body['code'] );
		$this->assertFalse( get_user_by( 'email', 'nora@example.net' ), 'nothing is created' );

		// An invited address typed into the form proves nothing: only the link's token opens the team.
		$invitations = new InvitationRepository();
		$invitations->add( $team, array( 'nora@example.net' ) );
		$this->assertError( 403, $this->post( '/register-join-team', $form ), 'p2p_team_private' );
		$this->assertFalse( get_user_by( 'email', 'nora@example.net' ), 'nothing is created' );

		$token = 'Tok' . wp_generate_password( 29, false );
		$invitations->mark_sent( (int) $invitations->find_open( $team, 'nora@example.net' )['id'], InvitationRepository::hash( $token ), gmdate( 'Y-m-d H:i:s' ), gmdate( 'Y-m-d H:i:s', time() + DAY_IN_SECONDS ) );
		$this->assertOk( $this->post( '/register-join-team', array_merge( $form, array( 'invitation' => $token ) ) ) );
	}

	public function test_a_logged_in_user_joins_a_team_while_registering(): void {
		$user = $this->actingAs( 'user' );
		$team = $this->team_id( 'Drop by Drop' );
		$this->assertOk( $this->post( '/create-fundraiser-join-team', array( 'firstName' => 'Uma', 'lastName' => 'Reyes', 'teamId' => $team, 'campaignId' => $this->campaign_id() ) ) );
		$this->assertSame( $team, ( new FundraiserRepository() )->find_by_user( $this->campaign_id(), $user->ID )['team_id'] );
	}

	public function test_joining_a_team_of_another_campaign_is_404(): void {
		$this->assertError( 404, $this->post( '/register-join-team', array_merge( $this->form(), array( 'teamId' => 999999, 'campaignId' => $this->campaign_id() ) ) ), 'p2p_team_not_found' );
	}
}
