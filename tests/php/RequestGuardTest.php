<?php
/**
 * RequestGuard's origin rule on its own (the attacks themselves are in tests/security).
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Security\RequestGuard;
use WP_REST_Request;

final class RequestGuardTest extends TestCase {

	private function with_headers( array $headers ): WP_REST_Request {
		$request = new WP_REST_Request( 'POST', '/p2p-fundraising/v1/fundraiser-login' );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		return $request;
	}

	private function home(): array {
		return wp_parse_url( home_url( '/' ) );
	}

	public function test_this_sites_origin_is_accepted_with_or_without_default_port(): void {
		$home   = $this->home();
		$origin = $home['scheme'] . '://' . $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		$this->assertTrue( RequestGuard::is_same_origin( $this->with_headers( array( 'Origin' => $origin ) ) ) );
		$this->assertTrue( RequestGuard::is_same_origin( $this->with_headers( array( 'Origin' => strtoupper( $origin ) ) ) ) );
		$this->assertTrue( RequestGuard::is_same_origin( $this->with_headers( array( 'Referer' => $origin . '/campaigns/demo/login/' ) ) ) );
	}

	public function test_another_scheme_host_or_port_is_refused(): void {
		$home = $this->home();
		foreach ( array( 'http://evil.example', 'null', 'not a url', 'http://' . $home['host'] . ':1', 'http://' . $home['host'] . '.evil.example' ) as $origin ) {
			$this->assertFalse( RequestGuard::is_same_origin( $this->with_headers( array( 'Origin' => $origin ) ) ), $origin );
		}
		$this->assertFalse( RequestGuard::is_same_origin( $this->with_headers( array( 'Referer' => 'http://evil.example/' . home_url() ) ) ) );
	}

	public function test_the_origin_wins_over_the_referer(): void {
		$this->assertFalse( RequestGuard::is_same_origin( $this->with_headers( array( 'Origin' => 'http://evil.example', 'Referer' => home_url( '/' ) ) ) ) );
	}

	public function test_behind_a_tls_proxy_the_host_the_browser_addressed_counts(): void {
		$home = $this->home();
		$host = $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
		$this->assertTrue( RequestGuard::is_same_origin( $this->with_headers( array( 'Origin' => 'https://' . $host, 'Host' => $host ) ) ) );
		$this->assertFalse( RequestGuard::is_same_origin( $this->with_headers( array( 'Origin' => 'https://evil.example', 'Host' => $host ) ) ) );
	}

	public function test_a_request_without_origin_or_referer_is_left_to_the_nonce(): void {
		$this->assertTrue( RequestGuard::is_same_origin( $this->with_headers( array() ) ) );
	}
}
