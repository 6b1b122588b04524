<?php
/**
 * GET /nonce answers its declared schema: a fresh nonce for the visitor or the logged-in user,
 * never cached, and only to pages of this site.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests;

use P2PFundraising\Rest\Schemas;
use WP_REST_Request;

final class NonceEndpointTest extends PluginTestCase {

	private function nonce_from( string $referer ): \WP_REST_Response {
		$request = new WP_REST_Request( 'GET', '/' . self::REST_NAMESPACE . '/nonce' );
		if ( '' !== $referer ) {
			$request->set_header( 'Referer', $referer );
		}
		return $this->dispatch( $request ); // dispatch() checks a 2xx body against the route's schema.
	}

	public function test_a_page_of_this_site_gets_a_nonce_of_the_current_user_never_cached(): void {
		$response = $this->nonce_from( home_url( '/campaign/' ) );
		$this->assertSame( 200, $response->get_status() );
		$body = $this->json( $response );
		$this->assertFitsShape( Schemas::nonce(), $body['data'] );
		$this->assertStringContainsString( 'no-store', $response->get_headers()['Cache-Control'] );

		$user = $this->actingAs( 'fundraiser' );
		$mine = $this->json( $this->nonce_from( home_url( '/' ) ) )['data']['nonce'];
		$this->assertSame( 1, wp_verify_nonce( $mine, 'wp_rest' ) );
		$this->assertSame( $user->ID, get_current_user_id() );
	}

	public function test_jsonp_and_cross_site_requests_without_origin_or_referer_are_refused(): void {
		$this->actingAs( 'fundraiser' );
		// <script src="…/nonce?_jsonp=steal" referrerpolicy="no-referrer"> on another site.
		$jsonp = new WP_REST_Request( 'GET', '/' . self::REST_NAMESPACE . '/nonce' );
		$jsonp->set_query_params( array( '_jsonp' => 'steal' ) );
		$response = $this->dispatch( $jsonp );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'p2p_cross_origin', $this->json( $response )['code'] );

		$script = new WP_REST_Request( 'GET', '/' . self::REST_NAMESPACE . '/nonce' );
		$script->set_header( 'Sec-Fetch-Site', 'cross-site' );
		$this->assertSame( 403, $this->dispatch( $script )->get_status() );

		$app = new WP_REST_Request( 'GET', '/' . self::REST_NAMESPACE . '/nonce' );
		$app->set_header( 'Sec-Fetch-Site', 'same-origin' );
		$this->assertSame( 200, $this->dispatch( $app )->get_status(), 'the app\'s own fetch' );
	}

	public function test_another_site_is_refused(): void {
		$response = $this->nonce_from( 'https://evil.example.org/page' );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'p2p_cross_origin', $this->json( $response )['code'] );
		$this->assertNotEmpty( $this->json( $response )['message'] );
	}
}
