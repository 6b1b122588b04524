<?php
/**
 * POST /create-team, /update-team, /send-team-invitation-emails.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\InvitationRepository;
use P2PFundraising\Database\TeamRepository;

final class TeamWriteEndpointsTest extends WriteTestCase {

	private function form( array $overrides = array() ): array {
		return array_merge(
			array(
				'campaign_id' => $this->campaign_id(),
				'name'        => 'Fresh Wells',
				'goal'        => '2000',
				'story'       => 'We dig wells.',
				'access'      => 'public',
				'emails'      => '',
				'action'      => 'p2p_upload',
			),
			$overrides
		);
	}

	public function test_a_fundraiser_without_team_creates_one_and_becomes_captain(): void {
		$user = $this->actingAs( 'fundraiser' );
		$body = $this->assertOk( $this->post( '/create-team', $this->form( array( 'emails' => 'a@example.net, B@example.net;a@example.net c@example.net' ) ), array( 'file' => $this->png_upload( 'team.png' ) ) ) );
		$team = ( new TeamRepository() )->find( $body['teamId'] );
		$this->assertSame( 'Fresh Wells', $team['name'] );
		$this->assertSame( $user->ID, $team['captain_user_id'] );
		$this->assertSame( 'public', $team['access'] );
		$this->assertSame( 1, $team['members_count'] );
		$this->assertGreaterThan( 0, $team['image_id'] );
		$this->assertSame( $body['teamId'], ( new FundraiserRepository() )->find( $this->fundraiser_id( 'fundraiser' ) )['team_id'] );
		$this->assertSame( array( 'a@example.net', 'b@example.net', 'c@example.net' ), $body['invited'] );
		$this->assertSame( '/team/' . $body['teamId'] . '/', $body['redirect'], 'profile already has a story' );
		$this->assertCount( 0, $this->mails, 'mails go out with send-team-invitation-emails' );
	}

	public function test_a_new_captain_goes_on_to_the_profile_step(): void {
		$this->post( '/register-fundraiser', array( 'firstName' => 'Cap', 'lastName' => 'Tain', 'email' => 'cap@example.net', 'password' => 'secret1', 'password2' => 'secret1', 'campaign_id' => $this->campaign_id(), 'team_captain' => true ) );
		$body = $this->assertOk( $this->post( '/create-team', $this->form( array( 'access' => 'private' ) ) ) );
		$this->assertSame( '/register/create-profile/', $body['redirect'] );
		$this->assertSame( 'private', ( new TeamRepository() )->find( $body['teamId'] )['access'] );
	}

	public function test_validation_messages(): void {
		$this->actingAs( 'fundraiser' );
		$errors = $this->field_errors( $this->post( '/create-team', $this->form( array( 'name' => '', 'story' => '', 'goal' => '0' ) ) ) );
		$this->assertSame( array( 'name', 'story', 'goal' ), array_keys( $errors ) );
		$this->assertSame( 'Please enter a team name.', $errors['name'] );
		list( $status, $body ) = $this->post( '/create-team', $this->form( array( 'emails' => 'ok@example.net, nope' ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( '"nope" is not a valid e-mail address.', $body['message'] );
		$this->assertError( 400, $this->post( '/create-team', $this->form( array( 'access' => 'secret' ) ) ), 'rest_invalid_param' );
	}

	public function test_create_needs_login_nonce_a_fundraiser_and_no_team(): void {
		$this->assertError( 401, $this->post( '/create-team', $this->form() ), 'p2p_not_logged_in' );
		$this->actingAs( 'fundraiser' );
		$this->assertError( 403, $this->post( '/create-team', $this->form(), array(), 'x' ), 'p2p_invalid_nonce' );
		$this->actingAs( 'user' );
		$this->assertError( 403, $this->post( '/create-team', $this->form() ), 'p2p_fundraiser_not_found' );
		$this->actingAs( 'captain' );
		$this->assertError( 409, $this->post( '/create-team', $this->form() ), 'p2p_already_in_team' );
	}

	public function test_the_captain_updates_the_team(): void {
		$this->actingAs( 'captain' );
		$id   = $this->team_id( 'Blue Wave Runners' );
		$body = $this->assertOk( $this->post( '/update-team', $this->form( array( 'team_id' => $id, 'name' => 'Blue Wave Racers', 'access' => 'private', 'emails' => 'friend@example.net' ) ) ) );
		$this->assertSame( '/team/' . $id . '/', $body['redirect'] );
		$team = ( new TeamRepository() )->find( $id );
		$this->assertSame( 'Blue Wave Racers', $team['name'] );
		$this->assertSame( 'private', $team['access'] );
		$this->assertSame( 2000.0, $team['goal'] );
		$this->assertTrue( ( new InvitationRepository() )->is_invited( $id, 'friend@example.net' ) );
	}

	public function test_only_the_captain_or_an_admin_updates(): void {
		$id = $this->team_id( 'Blue Wave Runners' );
		$this->assertError( 401, $this->post( '/update-team', $this->form( array( 'team_id' => $id ) ) ), 'p2p_not_logged_in' );
		$this->actingAs( 'fundraiser' );
		$this->assertError( 403, $this->post( '/update-team', $this->form( array( 'team_id' => $id ) ) ), 'p2p_forbidden' );
		$this->actingAs( 'liam' ); // a member, not the captain
		$this->assertError( 403, $this->post( '/update-team', $this->form( array( 'team_id' => $id ) ) ), 'p2p_forbidden' );
		$this->assertSame( 'Blue Wave Runners', ( new TeamRepository() )->find( $id )['name'] );
		$this->actingAs( 'admin' );
		$this->assertOk( $this->post( '/update-team', $this->form( array( 'team_id' => $id ) ) ) );
		$this->assertError( 404, $this->post( '/update-team', $this->form( array( 'team_id' => 999999 ) ) ), 'p2p_team_not_found' );
	}

	public function test_a_spoofed_team_image_is_refused(): void {
		$this->actingAs( 'captain' );
		list( $status, $body ) = $this->post( '/update-team', $this->form( array( 'team_id' => $this->team_id( 'Blue Wave Runners' ) ) ), array( 'file' => $this->content_upload( '<?php system($_GET["c"]);', 'evil.png' ) ) );
		$this->assertSame( 400, $status );
		$this->assertSame( 'p2p_invalid_upload', $body['code'] );
	}

	public function test_invitation_emails_go_to_the_invited_addresses(): void {
		$this->actingAs( 'captain' );
		$id = $this->team_id( 'Blue Wave Runners' );
		( new InvitationRepository() )->add( $id, array( 'one@example.net', 'two@example.net' ) );
		$body = $this->assertOk( $this->post( '/send-team-invitation-emails', array( 'team_id' => $id, 'emails' => 'two@example.net' ) ) );
		$this->assertSame( 1, $body['data']['sent'] );
		$this->assertSame( 'two@example.net', $this->mails[0]['to'] );
		$this->assertMatchesRegularExpression( '#/campaigns/demo/team/' . $id . '/join/\?invitation=[A-Za-z0-9]{32}#', $this->mails[0]['message'] );
		$this->assertStringContainsString( 'Blue Wave Runners', $this->mails[0]['message'] );
		$this->assertSame( 'You are invited to join a fundraising team', $this->mails[0]['subject'] );

		// two@ was mailed a moment ago: only one@ goes out now.
		$again = $this->assertOk( $this->post( '/send-team-invitation-emails', array( 'team_id' => $id ) ) )['data'];
		$this->assertSame( 1, $again['sent'] );
		$this->assertSame( 1, $again['throttled'] );
		$this->assertSame( 'one@example.net', $this->mails[1]['to'] );
	}

	public function test_invitations_are_for_the_captain_only(): void {
		$id = $this->team_id( 'Blue Wave Runners' );
		$this->assertError( 401, $this->post( '/send-team-invitation-emails', array( 'team_id' => $id ) ), 'p2p_not_logged_in' );
		$this->actingAs( 'fundraiser' );
		$this->assertError( 403, $this->post( '/send-team-invitation-emails', array( 'team_id' => $id ) ), 'p2p_forbidden' );
		$this->assertCount( 0, $this->mails );
	}
}
