<?php
/**
 * Admin: approve or suspend many teams or fundraisers at once.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\BulkStatusRepository;
use P2PFundraising\Rest\Errors;
use P2PFundraising\Rest\Schema;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * POST /admin/campaigns/{id}/teams/bulk and /admin/campaigns/{id}/fundraisers/bulk.
 */
final class BulkModerationController extends AdminController {

	/** Most ids in one request (a page is at most 50; "all matching" sends none). */
	public const MAX_IDS = 500;

	/** Action => status. */
	private const ACTIONS = array(
		'approve' => 'approved',
		'suspend' => 'suspended',
	);

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-bulk', AdminSchemas::bulk_result() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		foreach ( array( 'teams', 'fundraisers' ) as $kind ) {
			$this->admin_route(
				'/campaigns/(?P<id>\d+)/' . $kind . '/bulk',
				array(
					array(
						'methods'  => WP_REST_Server::CREATABLE,
						'callback' => function ( WP_REST_Request $request ) use ( $kind ) {
							return $this->bulk( $kind, $request );
						},
						'args'     => array(
							'id'     => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
							'action' => self::enum_arg( __( 'What to do: approve or suspend.', 'p2p-fundraising' ), array_keys( self::ACTIONS ) ) + array( 'required' => true ),
							'ids'    => array(
								'description'       => __( 'The picked ids (or all=true for every match of the filters).', 'p2p-fundraising' ),
								'type'              => 'array',
								'items'             => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'maxItems'          => self::MAX_IDS,
								'default'           => array(),
								'validate_callback' => 'rest_validate_request_arg',
								'sanitize_callback' => 'rest_sanitize_request_arg',
							),
							'all'    => array(
								'description' => __( 'Every one matching search and status.', 'p2p-fundraising' ),
								'type'        => 'boolean',
								'default'     => false,
							),
							'search' => self::search_arg(),
							'status' => self::enum_arg( __( 'Only this status (with all).', 'p2p-fundraising' ), array( '', 'approved', 'pending', 'suspended' ), '' ),
						) + ( 'fundraisers' === $kind ? array( 'type' => self::registration_type_arg() ) : array() ),
					),
				),
				fn() => Schema::item( 'admin-bulk', AdminSchemas::bulk_result() )
			);
		}
	}

	/**
	 * { data: { changed } }: how many changed status (those that had it already are left alone).
	 *
	 * @param string          $kind    'teams' or 'fundraisers'.
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	private function bulk( string $kind, WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$all = (bool) $request['all'];
		$ids = array_map( 'intval', (array) $request['ids'] );
		if ( ! $all && array() === $ids ) {
			return Errors::invalid_param( 'ids', __( 'Select at least one row, or all matching.', 'p2p-fundraising' ) );
		}
		$type = 'fundraisers' === $kind ? self::registration_type_filter( (int) $request['type'], $campaign, 'type' ) : 0;
		if ( is_wp_error( $type ) ) {
			return $type;
		}
		$status = self::ACTIONS[ (string) $request['action'] ];
		return self::attempt(
			static function () use ( $kind, $campaign, $status, $all, $ids, $request, $type ) {
				$changed = ( new BulkStatusRepository() )->set_status(
					$kind,
					(int) $campaign['id'],
					$status,
					$all ? null : $ids,
					array(
						'search'            => (string) $request['search'],
						'status'            => (string) $request['status'],
						'registration_type' => $type,
					)
				);
				return self::item_response( array( 'changed' => $changed ) );
			}
		);
	}
}
