<?php
/**
 * POST /fundraiser-can-join-team, /fundraiser-join-team: a fundraiser joins a team in one click;
 * GET /get-team-invitation: what an invitation link opens, before any form.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Teams\TeamService;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Only a fundraiser of the campaign without a team may join; a private team only takes invited
 * e-mail addresses.
 */
final class JoinTeamController extends WriteController {

	/**
	 * What these routes answer: where the app goes next.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::redirect( 'join-team', array( 'teamId' => Schema::id( __( 'The team joined.', 'p2p-fundraising' ) ) ) );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$args = array(
			'campaignId' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
			'teamId'     => self::id_arg( __( 'Team id.', 'p2p-fundraising' ) ),
			'invitation' => self::invitation_arg(),
		);
		$this->register_write(
			'/fundraiser-can-join-team',
			array( $this, 'can_join' ),
			$args,
			'logged_in',
			fn() => Schema::item(
				'can-join-team',
				Schema::shape(
					array( 'canJoin' => Schema::boolean( __( 'Whether you may join the team (a refusal answers an error instead).', 'p2p-fundraising' ) ) ),
					__( 'The answer to “may I join?”.', 'p2p-fundraising' )
				)
			)
		);
		$this->register_write( '/fundraiser-join-team', array( $this, 'join' ), $args, 'logged_in', array( $this, 'get_item_schema' ) );
		$this->register_read(
			'/get-team-invitation',
			array( $this, 'get_invitation' ),
			$args,
			fn() => Schema::item(
				'team-invitation',
				Schema::shape(
					array( 'email' => Schema::string( __( 'The address the invitation was sent to.', 'p2p-fundraising' ) ) ),
					__( 'An invitation link that can still be used.', 'p2p-fundraising' )
				)
			)
		);
	}

	/**
	 * `{ data: { email } }` for an invitation link that can still be used, else why not (403
	 * p2p_invitation_invalid / _used / _expired): the join page says so before showing a form, and
	 * fills in the address the captain invited. Only the token's holder (who received the e-mail)
	 * learns that address; a guessed token is 2^190 to one.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_invitation( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaignId'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$found = $this->visible_team( (int) $request['teamId'], (int) $campaign['id'] );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		$invitation = ( new TeamService() )->valid_invitation( $found[0], (string) $request['invitation'] );
		if ( is_wp_error( $invitation ) ) {
			return $invitation;
		}
		return self::item_response( array( 'email' => (string) $invitation['email'] ) );
	}

	/**
	 * `{ data: { canJoin: true } }`, or the reason why not.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function can_join( WP_REST_Request $request ) {
		$checked = $this->check( $request );
		return is_wp_error( $checked ) ? $checked : self::item_response( array( 'canJoin' => true ) );
	}

	/**
	 * Joins; next: the team page.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function join( WP_REST_Request $request ) {
		$checked = $this->check( $request );
		if ( is_wp_error( $checked ) ) {
			return $checked;
		}
		list( $team, $fundraiser, $invitation ) = $checked;
		$joined                                 = self::atomically(
			function () use ( $team, $fundraiser, $invitation ) {
				// Two joins (or a join and a create-team) at once: only the first finds no team.
				if ( $this->fundraisers->lock_team_id( (int) $fundraiser['id'] ) > 0 ) {
					return self::already_in_team();
				}
				return ( new TeamService() )->join( $team, (int) $fundraiser['id'], wp_get_current_user()->user_email, $invitation );
			}
		);
		if ( is_wp_error( $joined ) ) {
			return $joined;
		}
		return self::redirect_response( '/team/' . (int) $team['id'] . '/', array( 'teamId' => (int) $team['id'] ) );
	}

	/**
	 * [ team, fundraiser, invitation ] when the current user may join, else the error. Both the
	 * fundraiser and the team must be in good standing.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>, 2: array<string, mixed>|null}|WP_Error
	 */
	private function check( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaignId'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		// Joining is signing up for a team: closed outside the campaign's dates, as registering
		// into a team is (decisions/0032).
		$closed = CampaignSchedule::refusal( $campaign );
		if ( null !== $closed ) {
			return $closed;
		}
		$found = $this->visible_team( (int) $request['teamId'], (int) $campaign['id'] );
		if ( is_wp_error( $found ) ) {
			return $found;
		}
		$fundraiser = $this->own_fundraiser( (int) $campaign['id'], 403 );
		if ( is_wp_error( $fundraiser ) ) {
			return $fundraiser;
		}
		$standing = Standing::all( array( Standing::fundraiser( $fundraiser ), Standing::team( $found[0] ) ) );
		if ( is_wp_error( $standing ) ) {
			return $standing;
		}
		$allowed = ( new TeamService() )->can_join( $found[0], $fundraiser, (string) $request['invitation'], wp_get_current_user() );
		return is_wp_error( $allowed ) ? $allowed : array( $found[0], $fundraiser, $allowed['invitation'] );
	}
}
