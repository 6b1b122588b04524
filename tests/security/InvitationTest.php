<?php
/**
 * Attacks 4 and 5: invitations as a spam relay, and the private-team gate as a typed string.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Database\InvitationRepository;
use P2PFundraising\Database\Schema;
use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Teams\InvitationMail;

final class InvitationTest extends HttpTestCase {

	use WritesAs;

	public function test_100_invitations_send_only_50_with_a_fixed_subject_and_no_resend_within_a_day(): void {
		$team = $this->team_id( 'Rainmakers' );
		( new TeamRepository() )->update( $team, array( 'name' => 'You won! Claim at http://evil.example/prize' ) );
		$captain = $this->sign_in( 'chloe@example.com' );
		$emails  = array();
		for ( $i = 1; $i <= 100; $i++ ) {
			$emails[] = "spam{$i}@example.net";
		}
		$saved = $this->write( $captain, '/update-team', $this->team_form( $team, 'You won! Claim at http://evil.example/prize', implode( ',', $emails ) ) );
		$this->assertSame( 200, $saved->status, $saved->body );

		$offset = $this->mail_offset();
		$sent   = $this->write( $captain, '/send-team-invitation-emails', array( 'team_id' => $team ) );

		$this->assertSame( 200, $sent->status, $sent->body );
		$this->assertSame( 50, $sent->json()['data']['sent'] );
		$this->assertSame( 50, $sent->json()['data']['overLimit'] );
		$this->assertStringContainsString( 'Send again tomorrow', $sent->json()['data']['message'] );
		$mails = $this->mails_since( $offset );
		$this->assertCount( 50, $mails );
		foreach ( $mails as $mail ) {
			$this->assertSame( InvitationMail::subject(), $mail['subject'] );
			$this->assertStringNotContainsString( 'evil.example', $mail['subject'] );
			$this->assertMatchesRegularExpression( '#/team/' . $team . '/join/\?invitation=[A-Za-z0-9]{32}#', $mail['message'] );
		}
		$this->assertSame( 0, $this->count_where( 'team_invitations', "team_id = %d AND token NOT REGEXP '^[0-9a-f]{64}$'", $team ), 'only hashes are stored' );

		// Again at once: the 50 mailed addresses are throttled, the other 50 wait for tomorrow.
		$offset = $this->mail_offset();
		$again  = $this->write( $captain, '/send-team-invitation-emails', array( 'team_id' => $team ) );
		$this->assertSame( 0, $again->json()['data']['sent'] );
		$this->assertSame( 50, $again->json()['data']['throttled'] );
		$this->assertSame( array(), $this->mails_since( $offset ) );
	}

	public function test_a_typed_invited_address_does_not_open_a_private_team_but_the_token_does_once(): void {
		$team = $this->team_id( 'The Splash Squad' );
		( new InvitationRepository() )->add( $team, array( 'invitee@example.net' ) );
		$token = $this->mailed_token( $this->sign_in( 'emma@example.com' ), $team, 'invitee@example.net' );

		$typed = $this->register_into( $team, 'invitee@example.net', '' );
		$this->assertSame( 403, $typed->status, $typed->body );
		$this->assertSame( 'p2p_team_private', $typed->code() );
		$this->assertFalse( $this->user_exists( 'invitee@example.net' ), 'nothing is created' );

		$wrong = $this->register_into( $team, 'invitee@example.net', str_repeat( 'x', 32 ) );
		$this->assertSame( 403, $wrong->status );
		$this->assertSame( 'p2p_invitation_invalid', $wrong->code() );

		$joined = $this->register_into( $team, 'invitee@example.net', $token );
		$this->assertSame( 200, $joined->status, $joined->body );
		$this->assertSame( 1, $this->count_where( 'fundraisers', 'team_id = %d AND name = %s', $team, 'Ivy Invitee' ) );

		$twice = $this->register_into( $team, 'someone.else@example.net', $token );
		$this->assertSame( 403, $twice->status );
		$this->assertSame( 'p2p_invitation_used', $twice->code() );
		$this->assertStringContainsString( 'already been used', $twice->message() );
		$this->assertFalse( $this->user_exists( 'someone.else@example.net' ) );
	}

	public function test_an_expired_token_or_one_of_another_team_is_refused_with_its_reason(): void {
		$team = $this->team_id( 'Well Wishers' );
		( new InvitationRepository() )->add( $team, array( 'late@example.net' ) );
		$token = $this->mailed_token( $this->sign_in( 'isla@example.com' ), $team, 'late@example.net' );

		$other = $this->register_into( $this->team_id( 'The Splash Squad' ), 'late@example.net', $token );
		$this->assertSame( 'p2p_invitation_invalid', $other->code() );

		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Schema::table( 'team_invitations' ) . ' SET expires_at = %s WHERE team_id = %d', gmdate( 'Y-m-d H:i:s', time() - 60 ), $team ) );
		$expired = $this->register_into( $team, 'late@example.net', $token );
		$this->assertSame( 403, $expired->status );
		$this->assertSame( 'p2p_invitation_expired', $expired->code() );
	}

	public function test_an_account_registered_after_the_invitation_does_not_open_the_team(): void {
		$team = $this->team_id( 'The Splash Squad' );
		( new InvitationRepository() )->add( $team, array( 'victim@example.net' ) );

		// Step 1: register an account with the invited address (no team); step 2: join as it.
		$registered = $this->write(
			array(),
			'/register-fundraiser',
			array(
				'firstName'   => 'Mallory',
				'lastName'    => 'Mask',
				'email'       => 'victim@example.net',
				'password'    => 'a long passphrase 42',
				'password2'   => 'a long passphrase 42',
				'campaign_id' => $this->campaign_id(),
			)
		);
		$this->assertSame( 200, $registered->status, $registered->body );
		$session = $registered->cookies();

		$joined = $this->write( $session, '/fundraiser-join-team', array( 'teamId' => $team, 'campaignId' => $this->campaign_id() ) );
		$this->assertSame( 403, $joined->status, $joined->body );
		$this->assertSame( 'p2p_team_private', $joined->code() );
		$this->assertSame( 0, $this->count_where( 'fundraisers', 'team_id = %d AND name = %s', $team, 'Mallory Mask' ) );
	}

	public function test_one_token_used_by_two_racing_registrations_joins_only_one(): void {
		$team = $this->team_id( 'Well Wishers' );
		( new InvitationRepository() )->add( $team, array( 'race@example.net' ) );
		$token   = $this->mailed_token( $this->sign_in( 'isla@example.com' ), $team, 'race@example.net' );
		$nonce   = $this->visitor_nonce();
		$members = $this->count_where( 'fundraisers', 'team_id = %d', $team );
		$request = function ( int $i ) use ( $team, $token, $nonce ): array {
			return array(
				'POST',
				$this->rest( '/register-join-team' ),
				array(
					'headers' => array(
						'X-WP-Nonce' => $nonce,
						'Origin'     => $this->origin(),
					),
					'form'    => array(
						'firstName'  => 'Racer',
						'lastName'   => (string) $i,
						'email'      => "racer{$i}@example.net",
						'password'   => 'a long passphrase 42',
						'password2'  => 'a long passphrase 42',
						'teamId'     => $team,
						'campaignId' => $this->campaign_id(),
						'invitation' => $token,
					),
				),
			);
		};

		$responses = $this->concurrently( array_map( $request, range( 1, 4 ) ) );

		$statuses = array_map(
			static function ( HttpResponse $response ): int {
				return $response->status;
			},
			$responses
		);
		$this->assertSame( 1, count( array_keys( $statuses, 200, true ) ), implode( ',', $statuses ) );
		foreach ( $responses as $response ) {
			if ( 200 !== $response->status && 429 !== $response->status ) {
				// 429: a registration rate limit (per IP) may answer first; either way no second join.
				$this->assertSame( 'p2p_invitation_used', $response->code(), $response->body );
			}
		}
		$this->assertSame( $members + 1, $this->count_where( 'fundraisers', 'team_id = %d', $team ) );
	}

	/** Sends the team's invitations as its captain; the token mailed to $email. */
	private function mailed_token( array $captain, int $team, string $email ): string {
		$offset = $this->mail_offset();
		$sent   = $this->write( $captain, '/send-team-invitation-emails', array( 'team_id' => $team, 'emails' => $email ) );
		$this->assertSame( 200, $sent->status, $sent->body );
		$mails = $this->mails_since( $offset );
		$this->assertCount( 1, $mails );
		$this->assertSame( 1, preg_match( '/[?&]invitation=([A-Za-z0-9]+)/', $mails[0]['message'], $match ) );
		return $match[1];
	}

	/** A visitor registers into the team with the join form. */
	private function register_into( int $team, string $email, string $token ): HttpResponse {
		return $this->write(
			array(),
			'/register-join-team',
			array(
				'firstName'  => 'Ivy',
				'lastName'   => 'Invitee',
				'email'      => $email,
				'password'   => 'a long passphrase 42',
				'password2'  => 'a long passphrase 42',
				'teamId'     => $team,
				'campaignId' => $this->campaign_id(),
				'invitation' => $token,
			)
		);
	}

	private function user_exists( string $email ): bool {
		$this->fresh();
		return false !== get_user_by( 'email', $email );
	}

	/** @return array<string, mixed> */
	private function team_form( int $team, string $name, string $emails ): array {
		return array(
			'team_id'     => $team,
			'campaign_id' => $this->campaign_id(),
			'name'        => $name,
			'goal'        => 500,
			'story'       => 'We run for clean water.',
			'access'      => 'public',
			'emails'      => $emails,
		);
	}
}
