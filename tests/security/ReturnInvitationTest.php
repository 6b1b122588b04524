<?php
/**
 * Next year's invitation link (issue 28, decisions 0103 and 0104) attacked over HTTP: forged,
 * someone else's, reused, raced.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Campaigns\CampaignDuplicator;
use P2PFundraising\Database\CampaignRepository;
use P2PFundraising\Engagement\MailQueue;
use P2PFundraising\NextYear\ReturnInvitations;

final class ReturnInvitationTest extends HttpTestCase {

	use WritesAs;

	/** @var int Next year's campaign of this test. */
	private $next = 0;

	protected function setUp(): void {
		parent::setUp();
		$campaigns  = new CampaignRepository();
		$this->next = ( new CampaignDuplicator() )->duplicate( $this->campaign_id(), 'Demo Next Year', 'demo-next-year-' . wp_rand(), null, null );
		$campaigns->update( $this->next, array( 'status' => CampaignRepository::STATUS_ACTIVE ) );
		( new ReturnInvitations() )->invite( (array) $campaigns->find( $this->next ), (array) $campaigns->find( $this->campaign_id() ) );
	}

	protected function tearDown(): void {
		( new CampaignRepository() )->delete_with_children( $this->next );
		parent::tearDown();
	}

	/** Sends the queued invitations (as WP-Cron would) and returns the token mailed to $email. */
	private function token_for( string $email ): string {
		$offset = $this->mail_offset();
		MailQueue::drain( 100 );
		foreach ( $this->mails_since( $offset ) as $mail ) {
			$to = is_array( $mail['to'] ) ? implode( ',', $mail['to'] ) : (string) $mail['to'];
			if ( $email === $to && 1 === preg_match( '#/return/\?token=([A-Za-z0-9]{40})#', (string) $mail['message'], $match ) ) {
				return $match[1];
			}
		}
		$this->fail( "no invitation mailed to {$email}" );
	}

	private function join( array $session, string $token ): HttpResponse {
		return $this->write( $session, '/fundraiser-return', array( 'campaignId' => $this->next, 'token' => $token ) );
	}

	public function test_a_forged_token_and_someone_elses_link_are_refused_and_a_used_link_stays_used(): void {
		$token = $this->token_for( 'tariq@example.com' );

		$preview = $this->http( 'GET', $this->rest( '/get-return-invitation' ) . '?campaignId=' . $this->next . '&token=' . str_repeat( 'A', 40 ) );
		$this->assertSame( 403, $preview->status, $preview->body );
		$this->assertSame( 'p2p_return_invitation_invalid', $preview->code() );

		$tariq = $this->sign_in( 'tariq@example.com' );
		$forged = $this->join( $tariq, substr( $token, 0, 39 ) . ( 'A' === $token[39] ? 'B' : 'A' ) );
		$this->assertSame( 403, $forged->status, $forged->body );
		$this->assertSame( 'p2p_return_invitation_invalid', $forged->code() );

		$other = $this->join( $this->sign_in( 'vera@example.com' ), $token );
		$this->assertSame( 403, $other->status, $other->body );
		$this->assertSame( 'p2p_return_invitation_not_yours', $other->code() );
		$this->assertSame( 0, $this->count_where( 'fundraisers', 'campaign_id = %d', $this->next ), 'nobody was signed up' );

		$no_nonce = $this->http( 'POST', $this->rest( '/fundraiser-return' ), array( 'cookies' => $tariq, 'headers' => array( 'Origin' => 'http://evil.example' ), 'form' => array( 'campaignId' => $this->next, 'token' => $token ) ) );
		$this->assertContains( $no_nonce->status, array( 401, 403 ), $no_nonce->body );
		$this->assertSame( 0, $this->count_where( 'fundraisers', 'campaign_id = %d', $this->next ), 'a cross-site post signs nobody up' );

		$joined = $this->join( $tariq, $token );
		$this->assertSame( 200, $joined->status, $joined->body );
		$this->assertSame( 1, $this->count_where( 'fundraisers', 'campaign_id = %d AND name = %s', $this->next, 'Tariq Aziz' ) );

		$again = $this->join( $tariq, $token );
		$this->assertSame( 403, $again->status, $again->body );
		$this->assertSame( 'p2p_return_invitation_used', $again->code() );
	}

	public function test_one_link_sent_four_times_at_once_signs_up_once(): void {
		$token = $this->token_for( 'vera@example.com' );
		$vera  = $this->sign_in( 'vera@example.com' );
		$nonce = $this->nonce_for( $vera );
		$request = function () use ( $vera, $nonce, $token ): array {
			return array(
				'POST',
				$this->rest( '/fundraiser-return' ),
				array(
					'cookies' => $vera,
					'headers' => array(
						'X-WP-Nonce' => $nonce,
						'Origin'     => $this->origin(),
					),
					'form'    => array(
						'campaignId' => $this->next,
						'token'      => $token,
					),
				),
			);
		};
		$responses = $this->concurrently( array( $request(), $request(), $request(), $request() ) );
		$statuses  = array_map( static fn( HttpResponse $response ): int => $response->status, $responses );
		$this->assertSame( 1, count( array_keys( $statuses, 200, true ) ), implode( ',', $statuses ) );
		foreach ( $responses as $response ) {
			if ( 200 !== $response->status ) {
				$this->assertContains( $response->code(), array( 'p2p_return_invitation_used', 'p2p_already_fundraiser' ), $response->body );
			}
		}
		$this->assertSame( 1, $this->count_where( 'fundraisers', 'campaign_id = %d', $this->next ) );
	}
}
