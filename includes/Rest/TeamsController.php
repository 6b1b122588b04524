<?php
/**
 * GET /get-campaign-teams-search, /get-team, /get-team-stats, /get-team-fundraisers-all,
 * /get-team-top-donors.
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
 * Team reads. Public; only approved teams of visible campaigns exist for visitors.
 */
final class TeamsController extends Controller {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'team', Schemas::team() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$team_id = array( 'team_id' => self::id_arg( __( 'Team id.', 'p2p-fundraising' ) ) );

		$this->register_read(
			'/get-campaign-teams-search',
			array( $this, 'search_teams' ),
			array(
				'campaign_id'     => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
				'search'          => self::search_arg(),
				'showClosedTeams' => array(
					'description'       => __( 'Whether private (invite-only) teams are listed too.', 'p2p-fundraising' ),
					'type'              => 'boolean',
					'default'           => false,
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				),
				'sort'        => self::leaderboard_sort_arg(),
			) + self::paging_args( 9 ),
			fn() => Schema::page( 'team-search', Schemas::team_item() )
		);
		$this->register_read(
			'/get-team',
			array( $this, 'get_team' ),
			$team_id,
			fn() => Schema::item( 'team', Schemas::team() )
		);
		$this->register_read(
			'/get-team-stats',
			array( $this, 'get_team_stats' ),
			$team_id,
			fn() => Schema::item( 'team-stats', Schemas::entity_stats() )
		);
		$this->register_read(
			'/get-team-fundraisers-all',
			array( $this, 'get_team_members' ),
			$team_id,
			fn() => Schema::items( 'team-members', Schemas::fundraiser_item() )
		);
		$this->register_read(
			'/get-team-top-donors',
			array( $this, 'get_top_donors' ),
			$team_id + array( 'per_page' => self::per_page_arg( 10 ) ),
			fn() => Schema::items( 'team-top-donors', Schemas::top_donor() )
		);
	}

	/**
	 * { data: LeaderboardItem[], total, count } by amount raised, then id.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function search_teams( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaign_id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		return self::list_response(
			$this->read->teams_page(
				$campaign,
				(string) $request['search'],
				(bool) $request['showClosedTeams'],
				(int) $request['page'],
				(int) $request['per_page'],
				(string) $request['sort']
			)
		);
	}

	/**
	 * { data: Team }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_team( WP_REST_Request $request ) {
		$found = $this->visible_team( (int) $request['team_id'] );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		list( $team, $campaign ) = $found;
		return self::item_response( Serializer::team( $team, $campaign ) );
	}

	/**
	 * { data: TeamStats }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_team_stats( WP_REST_Request $request ) {
		$found = $this->visible_team( (int) $request['team_id'] );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		return self::item_response( $this->read->entity_stats( 'team', $found[0], $found[1] ) );
	}

	/**
	 * { data: LeaderboardItem[] }: every approved member, by amount raised.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_team_members( WP_REST_Request $request ) {
		$found = $this->visible_team( (int) $request['team_id'] );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		list( $team, $campaign ) = $found;
		return self::item_response( $this->read->team_members( $team, $campaign ) );
	}

	/**
	 * { data: TopDonor[] }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_top_donors( WP_REST_Request $request ) {
		$found = $this->visible_team( (int) $request['team_id'] );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		return self::item_response( $this->read->top_donors( (int) $found[0]['campaign_id'], 'team', $found[0]['id'], (int) $request['per_page'] ) );
	}
}
