<?php
/**
 * Admin: a campaign's teams.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\TeamRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Rest\Errors;
use P2PFundraising\Rest\Schema;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /admin/campaigns/{id}/teams, POST /admin/teams/{id}, POST /admin/teams/{id}/delete.
 * Approving or suspending is an update of `status`: only approved teams are listed or readable
 * by the public (ReadModel and Visibility filter on it), so a suspended team leaves the
 * leaderboards at once while its stored totals stay exact.
 */
final class TeamsController extends AdminController {

	public const STATUSES = array( 'approved', 'pending', 'suspended' );

	private const FIELDS = array(
		'name'   => 'name',
		'goal'   => 'goal',
		'story'  => 'story',
		'access' => 'access',
		'status' => 'status',
	);

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-team', AdminSchemas::team() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$id = array( 'id' => self::id_arg( __( 'Team id.', 'p2p-fundraising' ) ) );
		$this->admin_route(
			'/campaigns/(?P<id>\d+)/teams',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'list_teams' ),
					'args'     => array( 'id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) ) + self::list_args( array_keys( TeamRepository::ADMIN_SORTS ), 'raised', self::STATUSES ),
				),
			),
			fn() => Schema::page( 'admin-teams', AdminSchemas::team( false ) )
		);
		$name              = self::text_arg( __( 'Team name.', 'p2p-fundraising' ) );
		$name['minLength'] = 1;
		$this->admin_route(
			'/teams/(?P<id>\d+)',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'get_team' ),
					'args'     => $id,
				),
				array(
					'methods'  => WP_REST_Server::EDITABLE,
					'callback' => array( $this, 'update_team' ),
					'args'     => $id + array(
						'name'   => $name,
						'goal'   => self::money_arg( __( 'Team goal.', 'p2p-fundraising' ) ),
						'story'  => self::textarea_arg( __( 'Team story.', 'p2p-fundraising' ) ),
						'access' => self::enum_arg( __( 'Who may join.', 'p2p-fundraising' ), array( 'public', 'private' ) ),
						'status' => self::enum_arg( __( 'Team status.', 'p2p-fundraising' ), self::STATUSES ),
					),
				),
			),
			fn() => Schema::item( 'admin-team', AdminSchemas::team() )
		);
		$this->admin_route(
			'/teams/(?P<id>\d+)/delete',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'delete_team' ),
					'args'     => $id,
				),
			),
			fn() => Schema::item( 'admin-team-deleted', AdminSchemas::deleted() )
		);
	}

	/**
	 * { data: AdminTeam[], total, count }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function list_teams( WP_REST_Request $request ) {
		$campaign = $this->admin_campaign( (int) $request['id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::admin_list(
			$this->teams->admin_page( $campaign['id'], self::list_query( $request ) ),
			static function ( array $team ) use ( $campaign ): array {
				return AdminSerializer::team( $team, $campaign );
			}
		);
	}

	/**
	 * One team with the whole story (the edit form reads it; the list carries an excerpt):
	 * { data: AdminTeam }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_team( WP_REST_Request $request ) {
		$team = $this->teams->find( (int) $request['id'] );
		if ( null === $team ) {
			return Errors::team_not_found();
		}
		$captain               = get_userdata( (int) $team['captain_user_id'] );
		$team['captain_name']  = false === $captain ? '' : $captain->display_name;
		$team['captain_email'] = false === $captain ? '' : $captain->user_email;
		return self::item_response( AdminSerializer::team( $team, (array) $this->campaigns->find( (int) $team['campaign_id'] ) ) );
	}

	/**
	 * Updates the fields the request carries: { data: AdminTeam }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function update_team( WP_REST_Request $request ) {
		$team = $this->teams->find( (int) $request['id'] );
		if ( null === $team ) {
			return Errors::team_not_found();
		}
		$fields = self::present( $request, self::FIELDS );
		return self::attempt(
			function () use ( $team, $fields ) {
				$this->teams->update( $team['id'], $fields );
				$campaign = (array) $this->campaigns->find( $team['campaign_id'] );
				$fresh = (array) $this->teams->find( $team['id'] );
				return self::item_response( AdminSerializer::team( $fresh, $campaign ) );
			}
		);
	}

	/**
	 * Deletes a team (members keep their pages, without a team): { data: { deleted: true, id } }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function delete_team( WP_REST_Request $request ) {
		$id = (int) $request['id'];
		return self::attempt(
			static function () use ( $id ) {
				if ( ! ( new DonationService() )->delete_team( $id ) ) {
					return Errors::team_not_found();
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
