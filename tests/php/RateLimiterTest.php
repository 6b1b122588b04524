<?php
/**
 * The rate limiter on its own: sliding windows, the filter, the 429 error.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Security\ClientIp;
use P2PFundraising\Security\RateLimiter;

final class RateLimiterTest extends TestCase {

	public function test_the_default_limits_are_those_of_docs_security(): void {
		$this->assertSame( array( 'limit' => 5, 'window' => 900 ), RateLimiter::rule( RateLimiter::LOGIN_ACCOUNT ) );
		$this->assertSame( array( 'limit' => 20, 'window' => 900 ), RateLimiter::rule( RateLimiter::LOGIN_IP ) );
		$this->assertSame( array( 'limit' => 10, 'window' => 3600 ), RateLimiter::rule( RateLimiter::REGISTRATION_IP ) );
		$this->assertSame( array( 'limit' => 5, 'window' => 3600 ), RateLimiter::rule( RateLimiter::RESET_IP ) );
		$this->assertSame( array( 'limit' => 3, 'window' => 3600 ), RateLimiter::rule( RateLimiter::RESET_ACCOUNT ) );
	}

	public function test_attempts_are_counted_up_to_the_limit_then_refused_with_the_wait(): void {
		$limiter = new RateLimiter();
		for ( $i = 0; $i < 3; $i++ ) {
			$this->assertSame( 0, $limiter->attempt( RateLimiter::RESET_ACCOUNT, 'user:42' ), "attempt {$i}" );
		}
		$wait = $limiter->attempt( RateLimiter::RESET_ACCOUNT, 'user:42' );
		$this->assertGreaterThan( 3590, $wait );
		$this->assertLessThanOrEqual( 3600, $wait );
		$this->assertSame( $wait, $limiter->wait( RateLimiter::RESET_ACCOUNT, 'user:42' ) );
		$this->assertSame( 0, $limiter->wait( RateLimiter::RESET_ACCOUNT, 'user:43' ), 'another subject has its own count' );
		$this->assertSame( 0, $limiter->wait( RateLimiter::RESET_IP, 'user:42' ), 'another rule has its own count' );
	}

	public function test_attempts_older_than_the_window_no_longer_count(): void {
		$limiter = new RateLimiter();
		$window  = static function ( array $rule ): array {
			$rule['window'] = 2;
			return $rule;
		};
		add_filter( 'p2p_fundraising_rate_limit', $window );
		try {
			for ( $i = 0; $i < 5; $i++ ) {
				$limiter->record( RateLimiter::LOGIN_ACCOUNT, 'handle:slow' );
			}
			$this->assertGreaterThan( 0, $limiter->wait( RateLimiter::LOGIN_ACCOUNT, 'handle:slow' ) );
			sleep( 3 );
			$this->assertSame( 0, $limiter->wait( RateLimiter::LOGIN_ACCOUNT, 'handle:slow' ) );
		} finally {
			remove_filter( 'p2p_fundraising_rate_limit', $window );
		}
	}

	public function test_the_filter_changes_a_limit_and_zero_turns_it_off(): void {
		$limiter = new RateLimiter();
		$filter  = static function ( array $rule, string $name ): array {
			$rule['limit'] = RateLimiter::REGISTRATION_IP === $name ? 0 : 1;
			return $rule;
		};
		add_filter( 'p2p_fundraising_rate_limit', $filter, 10, 2 );
		try {
			for ( $i = 0; $i < 30; $i++ ) {
				$this->assertSame( 0, $limiter->attempt( RateLimiter::REGISTRATION_IP, '203.0.113.9' ) );
			}
			$this->assertSame( 0, $limiter->attempt( RateLimiter::RESET_IP, '203.0.113.9' ) );
			$this->assertGreaterThan( 0, $limiter->attempt( RateLimiter::RESET_IP, '203.0.113.9' ) );
		} finally {
			remove_filter( 'p2p_fundraising_rate_limit', $filter, 10 );
		}
	}

	public function test_clear_forgets_the_subject(): void {
		$limiter = new RateLimiter();
		for ( $i = 0; $i < 5; $i++ ) {
			$limiter->record( RateLimiter::LOGIN_ACCOUNT, 'user:7' );
		}
		$this->assertGreaterThan( 0, $limiter->wait( RateLimiter::LOGIN_ACCOUNT, 'user:7' ) );
		$limiter->clear( RateLimiter::LOGIN_ACCOUNT, 'user:7' );
		$this->assertSame( 0, $limiter->wait( RateLimiter::LOGIN_ACCOUNT, 'user:7' ) );
	}

	public function test_the_error_says_when_to_try_again(): void {
		$error = RateLimiter::error( 11 * 60 + 5 );
		$this->assertSame( 'p2p_rate_limited', $error->get_error_code() );
		$this->assertSame( 'Too many attempts. Try again in 12 minutes.', $error->get_error_message() );
		$this->assertSame( array( 'status' => 429, 'retry_after' => 665 ), $error->get_error_data() );
		$this->assertSame( 'Too many attempts. Try again in 1 minute.', RateLimiter::error( 20 )->get_error_message() );
	}

	public function test_the_client_address_is_remote_addr_unless_a_filter_says_otherwise(): void {
		$saved                           = $_SERVER;
		$_SERVER['REMOTE_ADDR']          = '198.51.100.7';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '203.0.113.1';
		try {
			$this->assertSame( '198.51.100.7', ClientIp::current(), 'X-Forwarded-For is not trusted by default' );
			$proxy = static function (): string {
				return '203.0.113.1';
			};
			add_filter( 'p2p_fundraising_client_ip', $proxy );
			$this->assertSame( '203.0.113.1', ClientIp::current() );
			remove_filter( 'p2p_fundraising_client_ip', $proxy );
		} finally {
			$_SERVER = $saved;
		}
	}
}
