<?php
/**
 * GET /admin/fundraisers/{id}/activity, POST /admin/activity/{id}/delete.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Activity\ActivityService;
use P2PFundraising\Database\ActivityRepository;
use P2PFundraising\Rest\ActivityController as OwnActivity;
use P2PFundraising\Rest\Errors;
use P2PFundraising\Rest\Schema;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * An administrator reads any fundraiser's activity entries and deletes any of them (a mistyped
 * 500 km, a track that was not a run): through the same service as the fundraiser's own delete,
 * so the totals stay exact.
 */
final class ActivityController extends AdminController {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-activity-entry', OwnActivity::entry_schema() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$this->admin_route(
			'/fundraisers/(?P<id>\d+)/activity',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'list_entries' ),
					'args'     => array( 'id' => self::id_arg( __( 'Fundraiser id.', 'p2p-fundraising' ) ) ),
				),
			),
			fn() => Schema::items( 'admin-activity', OwnActivity::entry_schema() )
		);
		$this->admin_route(
			'/activity/(?P<id>\d+)/delete',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'delete_entry' ),
					'args'     => array( 'id' => self::id_arg( __( 'Entry id.', 'p2p-fundraising' ) ) ),
				),
			),
			fn() => Schema::item( 'admin-activity-deleted', AdminSchemas::deleted() )
		);
	}

	/**
	 * { data: ActivityEntry[] }, newest first.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function list_entries( WP_REST_Request $request ) {
		$fundraiser = $this->fundraisers->find( (int) $request['id'] );
		if ( null === $fundraiser ) {
			return Errors::fundraiser_not_found();
		}
		return self::item_response( array_map( array( OwnActivity::class, 'entry' ), ( new ActivityRepository() )->for_fundraiser( (int) $fundraiser['id'] ) ) );
	}

	/**
	 * Deletes any entry: { data: { deleted, id } }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_entry( WP_REST_Request $request ) {
		$id    = (int) $request['id'];
		$entry = ( new ActivityRepository() )->find( $id );
		if ( null === $entry ) {
			return new WP_Error( 'p2p_activity_not_found', __( 'This entry does not exist (any more).', 'p2p-fundraising' ), array( 'status' => 404 ) );
		}
		return self::attempt(
			static function () use ( $entry, $id ) {
				( new ActivityService() )->delete( $entry );
				return self::item_response(
					array(
						'deleted' => true,
						'id'      => $id,
					)
				);
			}
		);
	}
}
