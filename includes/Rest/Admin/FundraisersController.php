<?php
/**
 * Admin: a campaign's fundraisers.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\RegistrationRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Rest\Errors;
use P2PFundraising\Rest\Schema;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /admin/campaigns/{id}/fundraisers, POST /admin/fundraisers/{id},
 * POST /admin/fundraisers/{id}/delete. A change of team goes through the donation service (the
 * fundraiser's donations follow it, totals are recomputed); a change of status recounts the
 * team's members.
 */
final class FundraisersController extends AdminController {

	private const FIELDS = array(
		'name'   => 'name',
		'goal'   => 'goal',
		'story'  => 'story',
		'status' => 'status',
	);

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-fundraiser', AdminSchemas::fundraiser() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$id = array( 'id' => self::id_arg( __( 'Fundraiser id.', 'p2p-fundraising' ) ) );
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/fundraisers',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'list_fundraisers' ),
					'args'     => array(
						'id'   => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
						'type' => self::registration_type_arg(),
					) + self::list_args( array_keys( FundraiserRepository::ADMIN_SORTS ), 'raised', TeamsController::STATUSES ),
				),
			),
			fn() => Schema::page( 'admin-fundraisers', AdminSchemas::fundraiser( false ) )
		);
		$name              = self::text_arg( __( 'Fundraiser name.', 'p2p-fundraising' ) );
		$name['minLength'] = 1;
		$this->admin_route(
			'/fundraisers/(?P<id>\d+)',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'get_fundraiser' ),
					'args'     => $id,
				),
				array(
					'methods'  => WP_REST_Server::EDITABLE,
					'callback' => array( $this, 'update_fundraiser' ),
					'args'     => $id + array(
						'name'    => $name,
						'goal'    => self::money_arg( __( 'Fundraiser goal.', 'p2p-fundraising' ) ),
						'story'   => self::textarea_arg( __( 'Fundraiser story.', 'p2p-fundraising' ) ),
						'status'  => self::enum_arg( __( 'Page status.', 'p2p-fundraising' ), TeamsController::STATUSES ),
						'team_id' => self::optional_id_arg( __( 'Team (0: none).', 'p2p-fundraising' ) ),
					),
				),
			),
			fn() => Schema::item( 'admin-fundraiser', AdminSchemas::fundraiser() )
		);
		$this->admin_route(
			'/fundraisers/(?P<id>\d+)/delete',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'delete_fundraiser' ),
					'args'     => $id,
				),
			),
			fn() => Schema::item( 'admin-fundraiser-deleted', AdminSchemas::deleted() )
		);
	}

	/**
	 * { data: AdminFundraiser[], total, count }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function list_fundraisers( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$type = self::registration_type_filter( (int) $request['type'], $campaign, 'type' );
		if ( is_wp_error( $type ) ) {
			return $type;
		}
		return self::admin_list(
			$this->fundraisers->admin_page( $campaign['id'], array( 'registration_type' => $type ) + self::list_query( $request ) ),
			static function ( array $fundraiser ) use ( $campaign ): array {
				return AdminSerializer::fundraiser( $fundraiser, $campaign );
			}
		);
	}

	/**
	 * One fundraiser with the whole story (the edit form reads it; the list carries an excerpt):
	 * { data: AdminFundraiser }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_fundraiser( WP_REST_Request $request ) {
		$fundraiser = $this->fundraisers->find( (int) $request['id'] );
		if ( null === $fundraiser ) {
			return Errors::fundraiser_not_found();
		}
		$user                     = get_userdata( (int) $fundraiser['user_id'] );
		$team                     = (int) $fundraiser['team_id'] > 0 ? $this->teams->find( (int) $fundraiser['team_id'] ) : null;
		$fundraiser['user_email'] = false === $user ? '' : $user->user_email;
		$fundraiser['team_name']  = null === $team ? '' : (string) $team['name'];
		$fundraiser              += self::registration_type( $fundraiser['id'] );
		return self::item_response( AdminSerializer::fundraiser( $fundraiser, (array) $this->campaigns->find( (int) $fundraiser['campaign_id'] ) ) );
	}

	/**
	 * Updates the fields the request carries: { data: AdminFundraiser }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_fundraiser( WP_REST_Request $request ) {
		$fundraiser = $this->fundraisers->find( (int) $request['id'] );
		if ( null === $fundraiser ) {
			return Errors::fundraiser_not_found();
		}
		$fields = self::present( $request, self::FIELDS );
		$team   = $request->has_param( 'team_id' ) ? (int) $request['team_id'] : null;
		return self::attempt(
			function () use ( $fundraiser, $fields, $team ) {
				return \P2PFundraising\Database\Transaction::run(
					function () use ( $fundraiser, $fields, $team ) {
						// The campaign's lock first, as every change of its totals takes it (issue 23).
						$this->campaigns->lock( (int) $fundraiser['campaign_id'] );
						$this->fundraisers->update( $fundraiser['id'], $fields );
						if ( null !== $team && $team !== $fundraiser['team_id'] ) {
							( new DonationService() )->move_fundraiser( $fundraiser['id'], $team );
						} elseif ( isset( $fields['status'] ) && $fundraiser['team_id'] > 0 ) {
							$this->teams->refresh_members_count( $fundraiser['team_id'] );
						}
						$fresh = (array) $this->fundraisers->find( $fundraiser['id'] ) + self::registration_type( $fundraiser['id'] );
						return self::item_response( AdminSerializer::fundraiser( $fresh, (array) $this->campaigns->find( $fundraiser['campaign_id'] ) ) );
					}
				);
			}
		);
	}

	/**
	 * { registration_type: the participant type's name, '' for none } of one fundraiser (the list
	 * joins it; a single page reads it).
	 *
	 * @param int $fundraiser_id Fundraiser id.
	 * @return array{registration_type: string}
	 */
	private static function registration_type( int $fundraiser_id ): array {
		$registration = ( new RegistrationRepository() )->for_fundraiser( $fundraiser_id );
		return array( 'registration_type' => null === $registration ? '' : (string) $registration['type_name'] );
	}

	/**
	 * Deletes a fundraiser page (its donations stay with the team or the campaign).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_fundraiser( WP_REST_Request $request ) {
		$id = (int) $request['id'];
		return self::attempt(
			static function () use ( $id ) {
				if ( ! ( new DonationService() )->delete_fundraiser( $id ) ) {
					return Errors::fundraiser_not_found();
				}
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
