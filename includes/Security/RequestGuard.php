<?php
/**
 * What a request to the plugin's routes must look like before any handler runs.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Security;

use P2PFundraising\Rest\Controller;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Cross-site request forgery on the logged-out writes (login, registration, password reset):
 * every visitor gets the same wp_rest nonce, so the nonce alone proves nothing there. Those routes
 * take the nonce only in the X-WP-Nonce header (a form on another site cannot set a header) and
 * refuse a browser request whose Origin (or Referer) is another site. Method overrides
 * (`?_method=POST`, X-HTTP-Method-Override) are refused on every route of the plugin, so a link or
 * an image cannot turn into a write.
 */
final class RequestGuard {

	/** Hooks the checks that run for every REST request. */
	public static function register(): void {
		add_filter( 'rest_pre_dispatch', array( self::class, 'refuse_method_override' ), 10, 3 );
		add_filter( 'rest_post_dispatch', array( self::class, 'send_retry_after' ), 10, 3 );
	}

	/**
	 * The checks of a logged-out write: same origin, then the nonce in the header.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public static function check_logged_out_write( WP_REST_Request $request ) {
		if ( ! self::is_same_origin( $request ) ) {
			return new WP_Error(
				'p2p_cross_origin',
				__( 'This form can only be sent from this site. Please open the page on this site and try again.', 'p2p-fundraising' ),
				array( 'status' => 403 )
			);
		}
		if ( ! self::has_header_nonce( $request ) ) {
			return self::invalid_nonce();
		}
		return true;
	}

	/** 403 for a missing or stale nonce. */
	public static function invalid_nonce(): WP_Error {
		return new WP_Error( 'p2p_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'p2p-fundraising' ), array( 'status' => 403 ) );
	}

	/**
	 * Whether the X-WP-Nonce header holds a valid wp_rest nonce (a body or query `_wpnonce` does
	 * not count).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function has_header_nonce( WP_REST_Request $request ): bool {
		$nonce = (string) $request->get_header( 'X-WP-Nonce' );
		return '' !== $nonce && false !== wp_verify_nonce( $nonce, 'wp_rest' );
	}

	/**
	 * Whether the request comes from a page of this site. Browsers send Origin with every POST
	 * (Referer when an old one does not); a request with neither is not a browser's, so it cannot
	 * carry a visitor's cookies against their will and is left to the nonce check.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function is_same_origin( WP_REST_Request $request ): bool {
		$origin = trim( (string) $request->get_header( 'Origin' ) );
		if ( '' === $origin ) {
			$origin = trim( (string) $request->get_header( 'Referer' ) );
		}
		if ( '' === $origin ) {
			return true;
		}
		$sent = self::origin_of( $origin );
		if ( null === $sent ) {
			return false; // "null" (sandboxed frames, privacy redirects) or garbage.
		}
		foreach ( array( home_url( '/' ), site_url( '/' ) ) as $own ) {
			if ( self::origin_of( $own ) === $sent ) {
				return true;
			}
		}
		// The address the browser sent this request to (behind a TLS proxy the site may think it
		// is http:// while the browser says https://): a page of another site cannot match it.
		$host = strtolower( trim( (string) $request->get_header( 'Host' ) ) );
		return '' !== $host && self::authority_of( $origin ) === $host;
	}

	/**
	 * 405 for a method override on the plugin's routes (rest_pre_dispatch).
	 *
	 * @param mixed           $result  Result so far.
	 * @param WP_REST_Server  $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public static function refuse_method_override( $result, $server, $request ) {
		if ( null !== $result || ! $request instanceof WP_REST_Request || ! self::is_plugin_route( $request ) ) {
			return $result;
		}
		$query = $request->get_query_params();
		if ( isset( $query['_method'] ) || '' !== (string) $request->get_header( 'X-HTTP-Method-Override' ) ) {
			return new WP_Error(
				'p2p_method_override',
				__( 'This address does not accept method overrides. Send the request with its real method.', 'p2p-fundraising' ),
				array( 'status' => 405 )
			);
		}
		return $result;
	}

	/**
	 * Retry-After on a rate-limited answer (rest_post_dispatch).
	 *
	 * @param mixed           $response Response.
	 * @param WP_REST_Server  $server   Server.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public static function send_retry_after( $response, $server, $request ) {
		if ( ! $response instanceof WP_HTTP_Response || 429 !== $response->get_status() ) {
			return $response;
		}
		$data = $response->get_data();
		if ( is_array( $data ) && isset( $data['data']['retry_after'] ) ) {
			$response->header( 'Retry-After', (string) (int) $data['data']['retry_after'] );
		}
		return $response;
	}

	/**
	 * Whether a request is for one of the plugin's routes. WordPress matches routes without regard
	 * to case (`/P2P-Fundraising/v1/…` reaches the same handler), so this check does too: a
	 * case-sensitive one let `GET /wp-json/P2P-Fundraising/v1/fundraiser-login?_method=POST` past
	 * the method-override refusal (issue 23).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public static function is_plugin_route( WP_REST_Request $request ): bool {
		$route = strtolower( '/' . ltrim( (string) $request->get_route(), '/' ) );
		return 0 === strpos( $route, '/' . Controller::REST_NAMESPACE . '/' );
	}

	/** host[:port] of a URL as a browser writes it in a Host header (port only when given). */
	private static function authority_of( string $url ): string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['host'] ) ) {
			return '';
		}
		return strtolower( $parts['host'] ) . ( isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '' );
	}

	/** scheme://host:port of a URL (default port filled in), or null. */
	private static function origin_of( string $url ): ?string {
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
			return null;
		}
		$scheme = strtolower( $parts['scheme'] );
		$port   = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
		return $scheme . '://' . strtolower( $parts['host'] ) . ':' . $port;
	}
}
