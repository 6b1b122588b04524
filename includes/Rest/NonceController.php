<?php
/**
 * GET /nonce.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Security\RequestGuard;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Hands out a fresh REST nonce (decision 0026). A campaign page served from a page cache, or an
 * admin screen left open, carries a nonce that expires after one to two nonce lifetimes; the
 * shared API client then fetches a new one here, once, and repeats the refused request.
 *
 * The client calls it without a nonce (an expired one would make WordPress refuse this request
 * too), so WordPress treats the call as anonymous; the logged-in cookie is checked here, as core's
 * admin-ajax "rest-nonce" action does, and the nonce is made for its user. Only a page of this
 * site may ask (Origin / Referer; no JSONP, nothing the browser labels cross-site), so another site
 * cannot read a nonce with the visitor's cookie; the answer is never cached.
 */
final class NonceController extends Controller {

	/**
	 * The main resource of this route: a fresh nonce.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'nonce', Schemas::nonce() );
	}

	/** Registers the route. */
	public function register_routes(): void {
		$this->register_read(
			'/nonce',
			array( $this, 'get_nonce' ),
			array(),
			fn() => Schema::item( 'nonce', Schemas::nonce() ),
			array( $this, 'can_get_nonce' )
		);
	}

	/**
	 * Only pages of this site.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function can_get_nonce( WP_REST_Request $request ) {
		// A <script> tag of another page sends the visitor's cookie with neither Origin nor (with
		// referrerpolicy="no-referrer") Referer, and WordPress's ?_jsonp= would make the answer a
		// script that page can read: JSONP and the browser's own "cross-site" label are refused.
		$query      = $request->get_query_params();
		$cross_site = 'cross-site' === strtolower( trim( (string) $request->get_header( 'Sec-Fetch-Site' ) ) );
		if ( isset( $query['_jsonp'] ) || $cross_site || ! RequestGuard::is_same_origin( $request ) ) {
			return new WP_Error(
				'p2p_cross_origin',
				__( 'A new session key can only be requested by a page of this site.', 'p2p-fundraising' ),
				array( 'status' => 403 )
			);
		}
		return true;
	}

	/**
	 * { data: { nonce } } for the visitor, or for the user of a valid logged-in cookie.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_nonce( WP_REST_Request $request ): WP_REST_Response {
		$user_id = wp_validate_auth_cookie( '', 'logged_in' );
		if ( is_int( $user_id ) && $user_id > 0 && get_current_user_id() !== $user_id ) {
			wp_set_current_user( $user_id );
		}
		$response = self::item_response( array( 'nonce' => wp_create_nonce( 'wp_rest' ) ) );
		foreach ( wp_get_nocache_headers() as $name => $value ) {
			if ( '' !== (string) $value ) {
				$response->header( $name, (string) $value );
			}
		}
		$response->header( 'Cache-Control', 'no-store, private, max-age=0' );
		return $response;
	}
}
