<?php
/**
 * Admin: the campaign dashboard's figures and series.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use DateTimeImmutable;
use P2PFundraising\Admin\CampaignDashboard;
use P2PFundraising\Rest\Schema;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /admin/campaigns/{id}/dashboard?period=7|30|90|all.
 */
final class DashboardController extends AdminController {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-dashboard', AdminSchemas::dashboard() );
	}

	/** Registers the route. */
	public function register_routes(): void {
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/dashboard',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'get_dashboard' ),
					'args'     => array(
						'id'     => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
						'period' => self::enum_arg( __( 'Days to show: 7, 30, 90 or all.', 'p2p-fundraising' ), CampaignDashboard::PERIODS, '30' ),
					),
				),
			),
			fn() => Schema::item( 'admin-dashboard', AdminSchemas::dashboard() )
		);
	}

	/**
	 * { data: AdminDashboard }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_dashboard( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		try {
			$data = ( new CampaignDashboard() )->build( $campaign, (string) $request['period'], new DateTimeImmutable( 'now' ) );
		} catch ( \RuntimeException $error ) {
			return new WP_Error( 'p2p_database_error', __( 'The dashboard could not be loaded. Please try again.', 'p2p-fundraising' ), array( 'status' => 500 ) );
		}
		return self::item_response( $data );
	}
}
