<?php
/**
 * Admin: the updates fundraisers and captains posted, and hiding one.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\UpdateRepository;
use P2PFundraising\Rest\Schema;
use P2PFundraising\Rest\Schemas;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /admin/campaigns/{id}/updates (every status, newest first), POST /admin/updates/{id}/visibility
 * { hidden }. A hidden update disappears from the public page and is no longer e-mailed; its
 * author still sees it on their dashboard, marked.
 */
final class UpdatesController extends AdminController {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-update', AdminSchemas::update() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/updates',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'list_updates' ),
					'args'     => array( 'id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) ) + self::list_args( array( 'created' ), 'created', array( UpdateRepository::STATUS_VISIBLE, UpdateRepository::STATUS_HIDDEN ) ),
				),
			),
			fn() => Schema::page( 'admin-updates', AdminSchemas::update() )
		);
		$this->admin_route(
			'/updates/(?P<id>\d+)/visibility',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'set_visibility' ),
					'args'     => array(
						'id'     => self::id_arg( __( 'Update id.', 'p2p-fundraising' ) ),
						'hidden' => array(
							'description'       => __( 'Whether the update is hidden from the public page.', 'p2p-fundraising' ),
							'type'              => 'boolean',
							'required'          => true,
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => 'rest_sanitize_request_arg',
						),
					),
				),
			),
			fn() => Schemas::done( 'admin-update-visibility', array( 'data' => AdminSchemas::update() ) )
		);
	}

	/**
	 * { data: AdminUpdate[], total, count }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function list_updates( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::admin_list(
			( new UpdateRepository() )->admin_page( (int) $campaign['id'], (string) $request['search'], (string) $request['status'], (string) $request['order'], (int) $request['page'], (int) $request['per_page'] ),
			array( self::class, 'item' )
		);
	}

	/**
	 * Hides or shows an update: { data: AdminUpdate, message }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function set_visibility( WP_REST_Request $request ) {
		$updates = new UpdateRepository();
		$update  = $updates->find( (int) $request['id'] );
		if ( null === $update ) {
			return new WP_Error( 'p2p_update_not_found', __( 'Update not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
		}
		$hidden = (bool) $request['hidden'];
		return self::attempt(
			static function () use ( $updates, $update, $hidden ): WP_REST_Response {
				$updates->update( (int) $update['id'], array( 'status' => $hidden ? UpdateRepository::STATUS_HIDDEN : UpdateRepository::STATUS_VISIBLE ) );
				$row                = (array) $updates->find( (int) $update['id'] );
				$row['entity_name'] = '';
				return new WP_REST_Response(
					array(
						'data'    => self::item( $row ),
						'message' => $hidden ? __( 'The update is hidden.', 'p2p-fundraising' ) : __( 'The update is shown again.', 'p2p-fundraising' ),
					),
					200
				);
			}
		);
	}

	/**
	 * AdminUpdate.
	 *
	 * @param array<string, mixed> $row Row (with entity_name from the list).
	 * @return array<string, mixed>
	 */
	public static function item( array $row ): array {
		return array(
			'id'          => (int) $row['id'],
			'author_type' => (string) $row['author_type'],
			'entity_id'   => (int) $row['entity_id'],
			'entity_name' => (string) ( $row['entity_name'] ?? '' ),
			'text'        => (string) $row['body'],
			'image'       => (string) $row['image_url'],
			'status'      => (string) $row['status'],
			'created_at'  => AdminSerializer::date( (string) $row['created_at'] ),
		);
	}
}
