<?php
/**
 * Admin: a campaign's sponsors.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\SponsorRepository;
use P2PFundraising\Database\Transaction;
use P2PFundraising\Rest\Schema;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET/POST /admin/campaigns/{id}/sponsors, POST /admin/campaigns/{id}/sponsors/order,
 * POST /admin/sponsors/{id}, POST /admin/sponsors/{id}/delete.
 */
final class SponsorsController extends AdminController {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-sponsor', AdminSchemas::sponsor() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$campaign_id = array( 'id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) );
		$id          = array( 'id' => self::id_arg( __( 'Sponsor id.', 'p2p-fundraising' ) ) );
		$name        = self::text_arg( __( 'Sponsor name.', 'p2p-fundraising' ) );
		$fields      = array(
			'name'      => $name,
			'image_url' => self::url_arg( __( 'Logo URL.', 'p2p-fundraising' ) ),
			'url'       => self::url_arg( __( 'Sponsor website.', 'p2p-fundraising' ) ),
		);
		$required_name              = $name;
		$required_name['required']  = true;
		$required_name['minLength'] = 1;
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/sponsors',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'list_sponsors' ),
					'args'     => $campaign_id,
				),
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'create_sponsor' ),
					'args'     => $campaign_id + array( 'name' => $required_name ) + $fields,
				),
			),
			fn() => Schema::one_of( 'admin-sponsors', array( Schema::page( 'admin-sponsors', AdminSchemas::sponsor() ), Schema::item( 'admin-sponsor', AdminSchemas::sponsor() ) ) )
		);
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/sponsors/order',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'reorder_sponsors' ),
					'args'     => $campaign_id + array(
						'ids' => array(
							'description'       => __( 'Every sponsor id of the campaign, in the new order.', 'p2p-fundraising' ),
							'type'              => 'array',
							'items'             => array(
								'type'    => 'integer',
								'minimum' => 1,
							),
							'required'          => true,
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => 'rest_sanitize_request_arg',
						),
					),
				),
			),
			fn() => Schema::page( 'admin-sponsors', AdminSchemas::sponsor() )
		);
		$this->admin_route(
			'/sponsors/(?P<id>\d+)',
			array(
				array(
					'methods'  => WP_REST_Server::EDITABLE,
					'callback' => array( $this, 'update_sponsor' ),
					'args'     => $id + $fields,
				),
			),
			fn() => Schema::item( 'admin-sponsor', AdminSchemas::sponsor() )
		);
		$this->admin_route(
			'/sponsors/(?P<id>\d+)/delete',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'delete_sponsor' ),
					'args'     => $id,
				),
			),
			fn() => Schema::item( 'admin-sponsor-deleted', AdminSchemas::deleted() )
		);
	}

	/**
	 * { data: AdminSponsor[], total, count } in display order (every sponsor: no paging needed).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function list_sponsors( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$rows = ( new SponsorRepository() )->for_campaign( $campaign['id'] );
		return self::admin_list(
			array(
				'rows'  => $rows,
				'total' => count( $rows ),
			),
			array( AdminSerializer::class, 'sponsor' )
		);
	}

	/**
	 * Adds a sponsor at the end: 201 { data: AdminSponsor }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_sponsor( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::attempt(
			function () use ( $campaign, $request ) {
				$last = array_reduce(
					( new SponsorRepository() )->for_campaign( $campaign['id'] ),
					static function ( int $max, array $sponsor ): int {
						return max( $max, (int) $sponsor['sort_order'] );
					},
					0
				);
				$id       = ( new SponsorRepository() )->insert(
					array(
						'campaign_id' => $campaign['id'],
						'name'        => (string) $request['name'],
						'image_url'   => (string) ( $request['image_url'] ?? '' ),
						'url'         => (string) ( $request['url'] ?? '' ),
						'sort_order'  => $last + 1,
					)
				);
				$response = self::item_response( AdminSerializer::sponsor( (array) ( new SponsorRepository() )->find( $id ) ) );
				$response->set_status( 201 );
				return $response;
			}
		);
	}

	/**
	 * Updates the fields the request carries: { data: AdminSponsor }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_sponsor( WP_REST_Request $request ) {
		$sponsor = ( new SponsorRepository() )->find( (int) $request['id'] );
		if ( null === $sponsor ) {
			return self::sponsor_not_found();
		}
		$fields = self::present(
			$request,
			array(
				'name'      => 'name',
				'image_url' => 'image_url',
				'url'       => 'url',
			)
		);
		if ( isset( $fields['name'] ) && '' === $fields['name'] ) {
			return new WP_Error( 'rest_invalid_param', __( 'The sponsor needs a name.', 'p2p-fundraising' ), array( 'status' => 400 ) );
		}
		return self::attempt(
			function () use ( $sponsor, $fields ) {
				( new SponsorRepository() )->update( $sponsor['id'], $fields );
				return self::item_response( AdminSerializer::sponsor( (array) ( new SponsorRepository() )->find( $sponsor['id'] ) ) );
			}
		);
	}

	/**
	 * Sets the display order. ids must be exactly the campaign's sponsors (400 otherwise).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function reorder_sponsors( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$ids      = array_map( 'intval', (array) $request['ids'] );
		$existing = array_map(
			static function ( array $sponsor ): int {
				return (int) $sponsor['id'];
			},
			( new SponsorRepository() )->for_campaign( $campaign['id'] )
		);
		$sorted_ids      = $ids;
		$sorted_existing = $existing;
		sort( $sorted_ids );
		sort( $sorted_existing );
		if ( $sorted_ids !== $sorted_existing ) {
			return new WP_Error( 'rest_invalid_param', __( 'The order must list every sponsor of the campaign once.', 'p2p-fundraising' ), array( 'status' => 400 ) );
		}
		return self::attempt(
			function () use ( $ids, $request ) {
				Transaction::run(
					static function () use ( $ids ): void {
						foreach ( $ids as $position => $sponsor_id ) {
							( new SponsorRepository() )->update( $sponsor_id, array( 'sort_order' => $position + 1 ) );
						}
					}
				);
				return $this->list_sponsors( $request );
			}
		);
	}

	/**
	 * Deletes a sponsor.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_sponsor( WP_REST_Request $request ) {
		$sponsor = ( new SponsorRepository() )->find( (int) $request['id'] );
		if ( null === $sponsor ) {
			return self::sponsor_not_found();
		}
		return self::attempt(
			static function () use ( $sponsor ) {
				( new SponsorRepository() )->delete( $sponsor['id'] );
				return self::item_response(
					array(
						'deleted' => true,
						'id'      => $sponsor['id'],
					)
				);
			}
		);
	}

	/** 404 for an unknown sponsor. */
	private static function sponsor_not_found(): WP_Error {
		return new WP_Error( 'p2p_sponsor_not_found', __( 'Sponsor not found.', 'p2p-fundraising' ), array( 'status' => 404 ) );
	}
}
