<?php
/**
 * Issue 8, attacks 2 and 6 (login): the campaign form signs in through WordPress's own login,
 * never signs in a site administrator, and stops password guessing per account and per address.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

final class SignInTest extends HttpTestCase {

	public function test_an_administrator_is_sent_to_wp_login_and_gets_no_session(): void {
		$response = $this->login( 'admin', self::PASSWORD );
		$this->assertSame( 403, $response->status, $response->body );
		$this->assertSame( 'p2p_use_wp_login', $response->code() );
		$this->assertSame( 'Site administrators sign in on the WordPress login page.', $response->message() );
		$this->assertStringContainsString( '/wp-login.php', (string) $response->json()['data']['login_url'] );
		$this->assertFalse( $response->sets_auth_cookie() );
	}

	public function test_a_wrong_password_for_an_administrator_reads_like_any_other(): void {
		$response = $this->login( 'admin', 'not-the-password' );
		$this->assertSame( 401, $response->status );
		$this->assertSame( 'p2p_invalid_login', $response->code(), 'who is an administrator is not disclosed without the password' );
	}

	public function test_forty_wrong_passwords_then_the_right_one_is_refused(): void {
		$statuses = array();
		for ( $i = 0; $i < 40; $i++ ) {
			$statuses[] = $this->login( 'captain@example.com', 'guess-' . $i )->status;
		}
		$this->assertSame( array_fill( 0, 5, 401 ), array_slice( $statuses, 0, 5 ), 'five failures per account are answered' );
		$this->assertSame( array_fill( 0, 35, 429 ), array_slice( $statuses, 5 ), 'then the account is locked' );

		$right = $this->login( 'captain@example.com', self::PASSWORD );
		$this->assertSame( 429, $right->status );
		$this->assertSame( 'p2p_rate_limited', $right->code() );
		$this->assertMatchesRegularExpression( '/^Too many attempts\. Try again in (1[0-5]|[1-9]) minutes?\.$/', $right->message() );
		$retry = (int) $right->header( 'Retry-After' );
		$this->assertGreaterThan( 0, $retry );
		$this->assertLessThanOrEqual( 15 * 60, $retry );
		$this->assertFalse( $right->sets_auth_cookie() );
	}

	public function test_twenty_simultaneous_guesses_get_only_five_answers(): void {
		$nonce    = $this->nonce();
		$requests = array();
		for ( $i = 0; $i < 20; $i++ ) {
			$requests[] = $this->from_this_site( '/fundraiser-login', $this->credentials( 'captain@example.com', 'burst-' . $i ), $nonce );
		}
		$statuses = array_count_values( array_map( static fn ( HttpResponse $r ): int => $r->status, $this->concurrently( $requests ) ) );
		$this->assertSame( 5, $statuses[401] ?? 0, wp_json_encode( $statuses ) );
		$this->assertSame( 15, $statuses[429] ?? 0, wp_json_encode( $statuses ) );
	}

	public function test_the_login_name_and_the_email_share_one_account_count(): void {
		for ( $i = 0; $i < 5; $i++ ) {
			$this->login( 0 === $i % 2 ? 'captain' : 'captain@example.com', 'guess-' . $i );
		}
		$this->assertSame( 429, $this->login( 'captain', self::PASSWORD )->status );
		$this->assertSame( 200, $this->login( 'fundraiser@example.com', self::PASSWORD )->status, 'other accounts are not locked' );
	}

	public function test_twenty_failures_from_one_address_lock_every_account(): void {
		for ( $i = 0; $i < 20; $i++ ) {
			$response = $this->login( 'nobody' . ( $i % 4 ) . '@example.net', 'guess-' . $i );
			$this->assertSame( 401, $response->status, "attempt {$i}" );
		}
		$response = $this->login( 'fundraiser@example.com', self::PASSWORD );
		$this->assertSame( 429, $response->status );
		$this->assertSame( 'p2p_rate_limited', $response->code() );
		$this->assertNotNull( $response->header( 'Retry-After' ) );
	}

	public function test_a_successful_sign_in_clears_the_account_failures(): void {
		for ( $i = 0; $i < 4; $i++ ) {
			$this->login( 'captain@example.com', 'guess-' . $i );
		}
		$this->assertSame( 200, $this->login( 'captain@example.com', self::PASSWORD )->status );
		for ( $i = 0; $i < 4; $i++ ) {
			$this->assertSame( 401, $this->login( 'captain@example.com', 'again-' . $i )->status );
		}
	}

	private function login( string $handle, string $password ): HttpResponse {
		return $this->http( ...$this->from_this_site( '/fundraiser-login', $this->credentials( $handle, $password ), $this->nonce() ) );
	}

	/** @return array<string, mixed> */
	private function credentials( string $handle, string $password ): array {
		return array(
			'campaign_id' => $this->campaign_id(),
			'user_handle' => $handle,
			'password'    => $password,
		);
	}

	private function nonce(): string {
		static $nonce = null;
		if ( null === $nonce ) {
			$nonce = $this->visitor_nonce();
		}
		return $nonce;
	}
}
