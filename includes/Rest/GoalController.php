<?php
/**
 * POST /raise-goal: a fundraiser who reached the goal sets a higher one.
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
 * The current user's own fundraiser only (no id to send). The new goal must be higher than the
 * current one: this route raises, the profile form changes the goal freely.
 */
final class GoalController extends WriteController {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'raised-goal', Schema::shape( self::raised_goal_properties() + array( 'message' => Schemas::message() ), __( 'The raised goal.', 'p2p-fundraising' ) ) );
	}

	/**
	 * What the route answers besides its message.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function raised_goal_properties(): array {
		return array( 'goal' => Schema::money( __( 'Your new goal.', 'p2p-fundraising' ) ) );
	}

	/** Registers the route. */
	public function register_routes(): void {
		$this->register_write(
			'/raise-goal',
			array( $this, 'raise_goal' ),
			array(
				'campaignId' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
				'goal'       => self::goal_arg(),
			),
			'logged_in',
			fn() => Schemas::done( 'raised-goal', self::raised_goal_properties() )
		);
	}

	/**
	 * { goal, message }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function raise_goal( WP_REST_Request $request ) {
		$fundraiser = $this->acting_fundraiser( (int) $request['campaignId'] );
		if ( is_wp_error( $fundraiser ) ) {
			return $fundraiser;
		}
		$goal = round( (float) $request['goal'] );
		if ( $goal <= (float) $fundraiser['goal'] ) {
			return self::invalid_fields(
				array(
					'goal' => sprintf(
						/* translators: %s: the current goal. */
						__( 'Enter a goal higher than your current goal of %s.', 'p2p-fundraising' ),
						\P2PFundraising\Settings::format_money( (float) $fundraiser['goal'] )
					),
				)
			);
		}
		$saved = self::atomically(
			function () use ( $fundraiser, $goal ) {
				$this->fundraisers->update( (int) $fundraiser['id'], array( 'goal' => $goal ) );
				return true;
			}
		);
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return new WP_REST_Response(
			array(
				'goal'    => Serializer::money( $goal ),
				'message' => sprintf(
					/* translators: %s: the new goal. */
					__( 'Your new goal is %s. Keep going!', 'p2p-fundraising' ),
					\P2PFundraising\Settings::format_money( $goal )
				),
			),
			200
		);
	}
}
