<?php
/**
 * GET /get-team-dashboard, POST /team-message, /remove-team-member, /hand-over-captaincy,
 * /resend-team-invitation, /invite-team-members.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\InvitationRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\TeamRepository;

final class CaptainEndpointsTest extends WriteTestCase {

	private function campaign(): array {
		return array( 'campaignId' => $this->campaign_id() );
	}

	public function test_only_the_captain(): void {
		$this->assertError( 401, $this->get( '/get-team-dashboard', $this->campaign() ), 'p2p_not_logged_in' );
		$this->assertError( 401, $this->post( '/hand-over-captaincy', $this->campaign() + array( 'fundraiser_id' => 1 ) ), 'p2p_not_logged_in' );
		foreach ( array( 'liam', 'fundraiser', 'user' ) as $login ) {
			$this->actingAs( $login );
			$this->assertError( 403, $this->get( '/get-team-dashboard', $this->campaign() ), 'p2p_not_captain' );
			$this->assertError( 403, $this->post( '/remove-team-member', $this->campaign() + array( 'fundraiser_id' => $this->fundraiser_id( 'maya' ) ) ), 'p2p_not_captain' );
			$this->assertError( 403, $this->post( '/hand-over-captaincy', $this->campaign() + array( 'fundraiser_id' => $this->fundraiser_id( 'maya' ) ) ), 'p2p_not_captain' );
			$this->assertError( 403, $this->post( '/team-message', $this->campaign() + array( 'subject' => 'x', 'message' => 'y' ) ), 'p2p_not_captain' );
			$this->assertError( 403, $this->post( '/invite-team-members', $this->campaign() + array( 'emails' => 'new@example.net' ) ), 'p2p_not_captain' );
		}
		$this->actingAs( 'captain' );
		$this->assertError( 400, $this->post( '/hand-over-captaincy', $this->campaign() ), 'rest_missing_callback_param' );
		list( $status ) = $this->post( '/hand-over-captaincy', $this->campaign() + array( 'fundraiser_id' => $this->fundraiser_id( 'maya' ) ), array(), '' );
		$this->assertSame( 403, $status, 'no nonce' );
	}

	public function test_the_captain_sees_members_with_their_totals_and_pending_invitations_without_member_addresses(): void {
		( new InvitationRepository() )->add( $this->team_id( 'Blue Wave Runners' ), array( 'friend@example.net' ) );
		$this->actingAs( 'captain' );
		$data = $this->assertOk( $this->get( '/get-team-dashboard', $this->campaign() ) )['data'];
		$this->assertSame( 'Blue Wave Runners', $data['team']['name'] );
		$names = array_column( $data['members'], 'name' );
		$this->assertEqualsCanonicalizing( array( 'Carla Mendes', 'Liam Walsh', 'Maya Patel' ), $names );
		$by_name = array_column( $data['members'], null, 'name' );
		$this->assertTrue( $by_name['Carla Mendes']['isCaptain'] );
		$this->assertSame( 75, $by_name['Liam Walsh']['amount_raised'] );
		$this->assertSame( array( 'friend@example.net' ), array_column( $data['invitations'], 'email' ) );
		$json = (string) wp_json_encode( $data['members'] ) . wp_json_encode( $data['team'] );
		$this->assertStringNotContainsString( '@', $json );
	}

	public function test_hand_over_captaincy_to_a_member(): void {
		$this->actingAs( 'captain' );
		$this->assertError( 404, $this->post( '/hand-over-captaincy', $this->campaign() + array( 'fundraiser_id' => $this->fundraiser_id( 'fundraiser' ) ) ), 'p2p_member_not_found' );
		$this->assertError( 400, $this->post( '/hand-over-captaincy', $this->campaign() + array( 'fundraiser_id' => $this->fundraiser_id( 'captain' ) ) ), 'rest_invalid_param' );
		$body = $this->assertOk( $this->post( '/hand-over-captaincy', $this->campaign() + array( 'fundraiser_id' => $this->fundraiser_id( 'maya' ) ) ) );
		$this->assertSame( 'Maya Patel is now the captain of your team.', $body['message'] );
		$team = ( new TeamRepository() )->find( $this->team_id( 'Blue Wave Runners' ) );
		$this->assertSame( get_user_by( 'login', 'maya' )->ID, $team['captain_user_id'] );
		$this->assertError( 403, $this->get( '/get-team-dashboard', $this->campaign() ), 'p2p_not_captain' );
		$this->actingAs( 'maya' );
		$this->assertOk( $this->get( '/get-team-dashboard', $this->campaign() ) );
	}

	public function test_removing_the_member_a_simultaneous_hand_over_made_captain_is_refused(): void {
		global $wpdb;
		$team = $this->team_id( 'Blue Wave Runners' );
		$maya = $this->fundraiser_id( 'maya' );
		// The captain's other request (hand over to Maya) commits while this one is on its way:
		// just before this request locks the campaign.
		$handed = false;
		$race   = static function ( $query ) use ( &$handed, $team, $wpdb ) {
			if ( ! $handed && false !== strpos( (string) $query, Schema::table( 'campaigns' ) ) && false !== stripos( (string) $query, 'FOR UPDATE' ) ) {
				$handed = true;
				$wpdb->update( Schema::table( 'teams' ), array( 'captain_user_id' => get_user_by( 'login', 'maya' )->ID ), array( 'id' => $team ) );
			}
			return $query;
		};
		$this->actingAs( 'captain' );
		add_filter( 'query', $race );
		try {
			$this->assertError( 403, $this->post( '/remove-team-member', $this->campaign() + array( 'fundraiser_id' => $maya ) ), 'p2p_forbidden' );
		} finally {
			remove_filter( 'query', $race );
		}
		$this->assertTrue( $handed );
		$this->assertSame( $team, (int) ( new FundraiserRepository() )->find( $maya )['team_id'], 'the new captain is still a member' );
	}

	public function test_remove_a_member_whose_donations_leave_the_team(): void {
		$team  = $this->team_id( 'Blue Wave Runners' );
		$liam  = $this->fundraiser_id( 'liam' );
		$before = $this->totals( 'teams', $team );
		$this->actingAs( 'captain' );
		$this->assertError( 409, $this->post( '/remove-team-member', $this->campaign() + array( 'fundraiser_id' => $this->fundraiser_id( 'captain' ) ) ), 'p2p_captain_stays' );
		$this->assertError( 404, $this->post( '/remove-team-member', $this->campaign() + array( 'fundraiser_id' => $this->fundraiser_id( 'ana' ) ) ), 'p2p_member_not_found' );
		$this->assertOk( $this->post( '/remove-team-member', $this->campaign() + array( 'fundraiser_id' => $liam ) ) );
		$this->assertSame( 0, (int) ( new FundraiserRepository() )->find( $liam )['team_id'] );
		$this->assertEqualsWithDelta( $before[0] - 75, $this->totals( 'teams', $team )[0], 0.001 );
		$this->assertSame( 2, ( new TeamRepository() )->find( $team )['members_count'] );
		$this->assertTotalsMatchTheOracle( $this->campaign_id() );
	}

	public function test_message_the_team_one_by_one_with_reply_to_the_captain(): void {
		$this->actingAs( 'captain' );
		$errors = $this->field_errors( $this->post( '/team-message', $this->campaign() + array( 'subject' => '', 'message' => '' ) ) );
		$this->assertSame( array( 'subject', 'message' ), array_keys( $errors ) );
		$body = $this->assertOk( $this->post( '/team-message', $this->campaign() + array( 'subject' => 'Sunday run', 'message' => 'Meet at 9.' ) ) );
		$this->assertSame( 2, $body['sent'] );
		$this->assertEqualsCanonicalizing( array( 'liam@example.com', 'maya@example.com' ), array_column( $this->mails, 'to' ) );
		$this->assertSame( '[Blue Wave Runners] Sunday run', $this->mails[0]['subject'] );
		$this->assertContains( 'Reply-To: "Carla Mendes" <captain@example.com>', $this->mails[0]['headers'] );
	}

	public function test_resend_an_invitation_within_the_limits(): void {
		$team = ( new TeamRepository() )->find( $this->team_id( 'Blue Wave Runners' ) );
		( new InvitationRepository() )->add( (int) $team['id'], array( 'friend@example.net' ) );
		$this->actingAs( 'captain' );
		$invitation = $this->assertOk( $this->get( '/get-team-dashboard', $this->campaign() ) )['data']['invitations'][0];
		$body       = $this->assertOk( $this->post( '/resend-team-invitation', $this->campaign() + array( 'invitation_id' => $invitation['id'] ) ) );
		$this->assertSame( 'The invitation was sent again to friend@example.net.', $body['message'] );
		$this->assertSame( 'friend@example.net', $this->mails[0]['to'] );
		$this->assertError( 429, $this->post( '/resend-team-invitation', $this->campaign() + array( 'invitation_id' => $invitation['id'] ) ), 'p2p_invitation_throttled' );
		$this->assertError( 404, $this->post( '/resend-team-invitation', $this->campaign() + array( 'invitation_id' => 999999 ) ), 'p2p_invitation_not_found' );
	}

	public function test_the_captain_invites_new_members_from_the_dashboard(): void {
		$this->actingAs( 'captain' );
		$this->assertSame( array( 'emails' ), array_keys( $this->field_errors( $this->post( '/invite-team-members', $this->campaign() + array( 'emails' => '' ) ) ) ) );
		$this->assertError( 400, $this->post( '/invite-team-members', $this->campaign() + array( 'emails' => 'nope, a@example.net' ) ), 'rest_invalid_param' );
		$this->assertSame( array(), $this->mails, 'nothing sent for a list with a wrong address' );

		$body = $this->assertOk( $this->post( '/invite-team-members', $this->campaign() + array( 'emails' => 'New.Friend@example.net; pal@example.org' ) ) );
		$this->assertSame( 2, $body['sent'] );
		$this->assertSame( '2 invitations sent.', $body['message'] );
		$this->assertEqualsCanonicalizing( array( 'new.friend@example.net', 'pal@example.org' ), array_column( $this->mails, 'to' ) );
		$this->assertStringContainsString( '/join/?invitation=', $this->mails[0]['message'] );
		$open = array_column( $this->assertOk( $this->get( '/get-team-dashboard', $this->campaign() ) )['data']['invitations'], 'email' );
		$this->assertEqualsCanonicalizing( array( 'new.friend@example.net', 'pal@example.org' ), $open );

		// The same address again within a day is not mailed twice; the captain is told why.
		$again = $this->assertOk( $this->post( '/invite-team-members', $this->campaign() + array( 'emails' => 'pal@example.org' ) ) );
		$this->assertSame( 0, $again['sent'] );
		$this->assertSame( 1, $again['throttled'] );
		$this->assertCount( 2, $this->mails );
		list( $status ) = $this->post( '/invite-team-members', $this->campaign() + array( 'emails' => 'x@example.net' ), array(), '' );
		$this->assertSame( 403, $status, 'no nonce' );
	}

	public function test_an_invitation_link_says_what_it_opens_before_any_form(): void {
		$this->actingAs( 'captain' );
		$this->assertOk( $this->post( '/invite-team-members', $this->campaign() + array( 'emails' => 'guest@example.net' ) ) );
		$this->assertSame( 1, preg_match( '#/team/(\d+)/join/\?invitation=([A-Za-z0-9]{32})#', $this->mails[0]['message'], $link ) );
		wp_set_current_user( 0 );
		$ask = function ( string $token ) use ( $link ): array {
			return $this->get( '/get-team-invitation', $this->campaign() + array( 'teamId' => (int) $link[1], 'invitation' => $token ) );
		};
		// Signed out, before any form: the address the captain invited.
		$this->assertSame( array( 'email' => 'guest@example.net' ), $this->assertOk( $ask( $link[2] ) )['data'] );
		$this->assertError( 403, $ask( str_repeat( 'x', 32 ) ), 'p2p_invitation_invalid' );

		// Used: says so at once.
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'team_invitations' ) . ' SET accepted_at = %s WHERE email = %s', current_time( 'mysql', true ), 'guest@example.net' ) ); // phpcs:ignore
		$this->assertError( 403, $ask( $link[2] ), 'p2p_invitation_used' );
	}
}
