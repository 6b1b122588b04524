<?php
/**
 * Issue 8, attack 6 (registration, password reset): bursts from one address stop at the limits,
 * with 429, Retry-After and a message that says when to try again.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

final class ThrottlingTest extends HttpTestCase {

	public function test_thirty_registrations_in_a_burst_make_only_ten_accounts(): void {
		$nonce    = $this->visitor_nonce();
		$requests = array();
		for ( $i = 0; $i < 30; $i++ ) {
			$requests[] = $this->registration( $nonce, "burst{$i}@example.net" );
		}

		$responses = $this->concurrently( $requests );

		$statuses = array_count_values( array_map( static fn ( HttpResponse $r ): int => $r->status, $responses ) );
		$this->assertSame( array( 200 => 10, 429 => 20 ), array( 200 => $statuses[200] ?? 0, 429 => $statuses[429] ?? 0 ), wp_json_encode( $statuses ) );
		foreach ( $responses as $response ) {
			if ( 429 === $response->status ) {
				$this->assertSame( 'p2p_rate_limited', $response->code() );
				$this->assertMatchesRegularExpression( '/^Too many attempts\. Try again in \d+ minutes?\.$/', $response->message() );
				$this->assertGreaterThan( 0, (int) $response->header( 'Retry-After' ) );
				$this->assertFalse( $response->sets_auth_cookie() );
			}
		}
		global $wpdb;
		$this->assertSame( '10', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->users} WHERE user_email LIKE %s", 'burst%@example.net' ) ) );
	}

	public function test_password_resets_stop_at_three_per_account(): void {
		$mails     = $this->mail_offset();
		$responses = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$responses[] = $this->reset( 0 === $i % 2 ? 'fundraiser@example.com' : 'fundraiser' );
		}
		$this->assertSame( array( 200, 200, 200, 429 ), array_map( static fn ( HttpResponse $r ): int => $r->status, $responses ) );
		$this->assertSame( 'p2p_rate_limited', $responses[3]->code() );
		$this->assertCount( 3, $this->mails_since( $mails ) );
	}

	public function test_password_resets_stop_at_five_per_address(): void {
		$statuses = array();
		foreach ( array( 'captain', 'fundraiser', 'user', 'nobody@example.net', 'someone@example.net', 'admin' ) as $handle ) {
			$statuses[] = $this->reset( $handle )->status;
		}
		$this->assertSame( array( 200, 200, 200, 200, 200, 429 ), $statuses );
	}

	/** @return array{0: string, 1: string, 2: array<string, mixed>} */
	private function registration( string $nonce, string $email ): array {
		return $this->from_this_site(
			'/register-fundraiser',
			array(
				'campaign_id' => $this->campaign_id(),
				'firstName'   => 'Burst',
				'lastName'    => 'Bot',
				'email'       => $email,
				'password'    => 'long enough',
				'password2'   => 'long enough',
			),
			$nonce
		);
	}

	private function reset( string $handle ): HttpResponse {
		$json = array(
			'campaign_id' => $this->campaign_id(),
			'user_handle' => $handle,
		);
		return $this->http( ...$this->from_this_site( '/send-password-reset-email', $json, $this->visitor_nonce() ) );
	}
}
