<?php
/**
 * GET /get-user-info, /get-fundraiser-info (the current user's own data).
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
 * Reads about the logged-in user; 401 for visitors.
 */
final class UsersController extends Controller {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'user-info', Schemas::user_info() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$this->register_read(
			'/get-user-info',
			array( $this, 'get_user_info' ),
			array( 'campaignId' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ), false ) ),
			fn() => Schema::item( 'user-info', Schemas::user_info() ),
			array( Permissions::class, 'logged_in' )
		);
		$this->register_read(
			'/get-fundraiser-info',
			array( $this, 'get_fundraiser_info' ),
			array( 'campaignId' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) ),
			fn() => Schema::item( 'fundraiser-info', Schemas::fundraiser_info() ),
			array( Permissions::class, 'logged_in' )
		);
	}

	/**
	 * { data: { firstName, lastName, email } } of the current user (prefills the registration forms).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_user_info( WP_REST_Request $request ) {
		if ( null !== $request['campaignId'] ) {
			$campaign = $this->visible_campaign( (int) $request['campaignId'] );
			if ( is_wp_error( $campaign ) ) {
				return $campaign;
			}
		}
		$user = wp_get_current_user();
		return self::item_response(
			array(
				'firstName' => (string) $user->first_name,
				'lastName'  => (string) $user->last_name,
				'email'     => (string) $user->user_email,
			)
		);
	}

	/**
	 * { data: { fundraiser, team } } of the current user in the campaign (each null when none).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_fundraiser_info( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaignId'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::item_response( $this->read->fundraiser_info( $campaign, get_current_user_id() ) );
	}
}
