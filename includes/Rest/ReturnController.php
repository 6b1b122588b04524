<?php
/**
 * GET /get-return-invitation, POST /fundraiser-return: last year's fundraiser joins next year's
 * campaign in one step from the link of their invitation.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Database\NamedLock;
use P2PFundraising\NextYear\InvitationTaken;
use P2PFundraising\NextYear\ReturningFundraiser;
use P2PFundraising\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The token is the credential of the read (only who received the e-mail learns what it carries
 * over); the join also needs the invited account signed in (decision 0104).
 */
final class ReturnController extends WriteController {

	/**
	 * What the join answers: where the app goes next.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::redirect(
			'fundraiser-return',
			array(
				'fundraiserId' => Schema::id( __( 'Your new fundraiser page.', 'p2p-fundraising' ) ),
				'teamId'       => Schema::count( __( 'The team you are in, or 0.', 'p2p-fundraising' ) ),
			)
		);
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$args = array(
			'campaignId' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
			'token'      => self::token_arg(),
		);
		$this->register_read(
			'/get-return-invitation',
			array( $this, 'get_invitation' ),
			$args,
			fn() => Schema::item(
				'return-invitation',
				Schema::shape(
					array(
						'name'     => Schema::string( __( 'The name of your page, as last year.', 'p2p-fundraising' ) ),
						'goal'     => Schema::money( __( 'The goal suggested from last year’s result.', 'p2p-fundraising' ) ),
						'hasStory' => Schema::boolean( __( 'Whether last year’s story is carried over.', 'p2p-fundraising' ) ),
						'hasPhoto' => Schema::boolean( __( 'Whether last year’s photo is carried over.', 'p2p-fundraising' ) ),
						'team'     => Schema::nullable(
							Schema::shape(
								array(
									'name' => Schema::string( __( 'Last year’s team.', 'p2p-fundraising' ) ),
									'role' => Schema::enum( array( 'captain', 'member', 'waiting' ), __( 'captain: the team is created again; member: you join it; waiting: its captain has not come back yet.', 'p2p-fundraising' ) ),
								),
								__( 'Last year’s team, or null without one.', 'p2p-fundraising' )
							)
						),
					),
					__( 'What joining next year’s campaign carries over.', 'p2p-fundraising' )
				)
			)
		);
		$this->register_write( '/fundraiser-return', array( $this, 'join' ), $args, 'logged_in', array( $this, 'get_item_schema' ) );
	}

	/**
	 * The token of a return invitation ('' without one).
	 *
	 * @return array<string, mixed>
	 */
	private static function token_arg(): array {
		return array(
			'description'       => __( 'Token from the invitation link.', 'p2p-fundraising' ),
			'type'              => 'string',
			'default'           => '',
			'maxLength'         => 64,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => static function ( $value ): string {
				return (string) preg_replace( '/[^A-Za-z0-9]/', '', (string) $value );
			},
		);
	}

	/**
	 * `{ data: { name, goal, hasStory, hasPhoto, team } }` for a link that can still be used.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_invitation( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaignId'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$service    = new ReturningFundraiser();
		$invitation = $service->valid_invitation( $campaign, (string) $request['token'], get_current_user_id() );
		if ( is_wp_error( $invitation ) ) {
			return $invitation;
		}
		$preview         = $service->preview( $invitation, $campaign );
		$preview['goal'] = Serializer::money( $preview['goal'] );
		return self::item_response( $preview );
	}

	/**
	 * Joins in one step; next: the new fundraiser page.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function join( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaignId'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$closed = CampaignSchedule::refusal( $campaign );
		if ( null !== $closed ) {
			return $closed;
		}
		if ( ! Settings::registration_open() ) {
			return new WP_Error( 'p2p_registration_closed', __( 'Registration of new fundraisers is closed at the moment.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		}
		$service    = new ReturningFundraiser();
		$invitation = $service->valid_invitation( $campaign, (string) $request['token'], get_current_user_id() );
		if ( is_wp_error( $invitation ) ) {
			return $invitation;
		}
		try {
			// The lock of every sign-up of this account (RegistrationController): one fundraiser per campaign.
			$joined = NamedLock::hold( 'user:' . get_current_user_id(), fn() => $service->join( $invitation, $campaign, wp_get_current_user() ) );
		} catch ( InvitationTaken $taken ) {
			return new WP_Error( 'p2p_return_invitation_used', __( 'This invitation link has already been used.', 'p2p-fundraising' ), array( 'status' => 403 ) );
		} catch ( \RuntimeException $error ) {
			return new WP_Error( 'p2p_database_error', __( 'The change could not be saved. Please try again.', 'p2p-fundraising' ), array( 'status' => 500 ) );
		}
		if ( is_wp_error( $joined ) ) {
			return $joined;
		}
		return self::redirect_response( '/fundraiser/' . $joined['fundraiserId'] . '/', $joined );
	}
}
