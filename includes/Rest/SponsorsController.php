<?php
/**
 * GET /get-sponsors.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * A campaign's sponsors, in display order; [] while its sponsors section is not enabled.
 */
final class SponsorsController extends Controller {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'sponsor', Schemas::sponsor() );
	}

	/** Registers the route. */
	public function register_routes(): void {
		$this->register_read(
			'/get-sponsors',
			array( $this, 'get_sponsors' ),
			array( 'campaign_id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) ),
			fn() => Schema::items( 'sponsors', Schemas::sponsor() )
		);
	}

	/**
	 * { data: Sponsor[] }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_sponsors( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaign_id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::item_response( $this->read->sponsors( $campaign ) );
	}
}
