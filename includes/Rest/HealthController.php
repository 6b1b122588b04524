<?php
/**
 * GET /health.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Health\HealthCheck;
use P2PFundraising\Security\ClientIp;
use P2PFundraising\Security\RateLimiter;
use WP_Error;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * A health check for load balancers and monitoring (decision 0069): 200 while this node can serve
 * campaigns, 503 when its database does not answer. It says whether the object cache returns what
 * it was given, the schema versions and the e-mail queue's age — no keys, paths, versions of
 * WordPress or PHP, or personal data. A handful of indexed reads; never cached; limited per address
 * (RateLimiter::HEALTH_IP) once the database has answered, so a flood cannot make it expensive.
 */
final class HealthController extends Controller {

	/**
	 * The main resource of this route.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'health', Schemas::health() );
	}

	/** Registers the route. */
	public function register_routes(): void {
		$this->register_read(
			'/health',
			array( $this, 'get_health' ),
			array(),
			fn() => Schema::item( 'health', Schemas::health() )
		);
	}

	/**
	 * { data: Health } with 200 (ok or degraded) or 503 (down); 429 when polled too often.
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_health() {
		$check = new HealthCheck();
		if ( ! $check->database() ) {
			return self::no_store(
				new WP_REST_Response(
					array(
						'data' => array(
							'status'       => 'down',
							'database'     => false,
							'object_cache' => null,
							'schema'       => null,
							'mail_queue'   => null,
						),
					),
					503
				)
			);
		}
		$wait = ( new RateLimiter() )->attempt( RateLimiter::HEALTH_IP, ClientIp::current() );
		if ( $wait > 0 ) {
			return RateLimiter::error( $wait );
		}
		$cache  = $check->object_cache();
		$schema = $check->schema();
		$queue  = $check->queue();
		return self::no_store(
			self::item_response(
				array(
					'status'       => $cache['consistent'] ? 'ok' : 'degraded',
					'database'     => true,
					'object_cache' => $cache,
					'schema'       => $schema,
					'mail_queue'   => $queue,
				)
			)
		);
	}

	/**
	 * The answer is about this moment on this node: never stored by a cache.
	 *
	 * @param WP_REST_Response $response Response.
	 */
	private static function no_store( WP_REST_Response $response ): WP_REST_Response {
		$response->header( 'Cache-Control', 'no-store, max-age=0' );
		return $response;
	}
}
