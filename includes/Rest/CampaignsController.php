<?php
/**
 * GET /get-campaign, /get-campaign-stats, /get-campaign-top-donors.
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
 * Campaign reads. Public; a campaign that is not active is a 404 for everyone but administrators.
 */
final class CampaignsController extends Controller {

	/**
	 * Campaign, the main resource.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'campaign', Schemas::campaign() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$campaign_id = array( 'campaign_id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) );

		$this->register_read(
			'/get-campaign',
			array( $this, 'get_campaign' ),
			$campaign_id,
			fn() => Schema::item( 'campaign', Schemas::campaign() )
		);
		$this->register_read(
			'/get-campaign-stats',
			array( $this, 'get_campaign_stats' ),
			$campaign_id,
			fn() => Schema::item( 'campaign-stats', Schemas::campaign_stats() )
		);
		$this->register_read(
			'/get-campaign-top-donors',
			array( $this, 'get_top_donors' ),
			$campaign_id + array( 'per_page' => self::per_page_arg( 10 ) ),
			fn() => Schema::items( 'campaign-top-donors', Schemas::top_donor() )
		);
	}

	/**
	 * { data: Campaign }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_campaign( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaign_id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::item_response( Serializer::campaign( $campaign ) );
	}

	/**
	 * { data: CampaignStats }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_campaign_stats( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaign_id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::item_response( $this->read->campaign_stats( $campaign ) );
	}

	/**
	 * { data: TopDonor[] }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_top_donors( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaign_id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::item_response( $this->read->top_donors( $campaign['id'], 'campaign', $campaign['id'], (int) $request['per_page'] ) );
	}
}
