<?php
/**
 * GET /get-registration-options: what the registration form asks beyond the profile.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Registration\RegistrationOptions;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * The campaign's participant types (with whether each can be chosen today), questions and waiver.
 * Public: the form shows them before an account exists. Places left are shown, never who took them.
 */
final class RegistrationOptionsController extends Controller {

	/**
	 * The main resource of this route.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::item( 'registration-options', self::options_schema() );
	}

	/** Registers the route. */
	public function register_routes(): void {
		$this->register_read(
			'/get-registration-options',
			array( $this, 'get_options' ),
			array( 'campaign_id' => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ) ),
			array( $this, 'get_item_schema' )
		);
	}

	/**
	 * { data: { types, questions, waiver, currency } }.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_options( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaign_id'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$response = self::item_response( RegistrationOptions::public_view( (int) $campaign['id'] ) );
		// Places left change with every sign-up.
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/** @return array<string, mixed> The options as the form reads them. */
	private static function options_schema(): array {
		$type     = Schema::shape(
			array(
				'id'             => Schema::id( __( 'Type id.', 'p2p-fundraising' ) ),
				'name'           => Schema::string( __( 'Name of the participant type.', 'p2p-fundraising' ) ),
				'description'    => Schema::string( __( 'What it includes.', 'p2p-fundraising' ) ),
				'fee'            => Schema::money( __( 'Registration fee (0 for none).', 'p2p-fundraising' ) ),
				'places_left'    => Schema::nullable( Schema::count( __( 'Places left, or null for no limit.', 'p2p-fundraising' ) ) ),
				'suggested_goal' => Schema::nullable( Schema::money( __( 'Suggested fundraising goal, or null.', 'p2p-fundraising' ) ) ),
				'opens_on'       => Schema::nullable( Schema::string( __( 'First day of registration (YYYY-MM-DD), or null.', 'p2p-fundraising' ) ) ),
				'closes_on'      => Schema::nullable( Schema::string( __( 'Last day of registration (YYYY-MM-DD), or null.', 'p2p-fundraising' ) ) ),
				'availability'   => Schema::enum( Admin\RegistrationSchemas::states(), __( 'Whether it can be chosen today.', 'p2p-fundraising' ) ),
			)
		);
		$question = Schema::shape(
			array(
				'id'       => Schema::id( __( 'Question id.', 'p2p-fundraising' ) ),
				'label'    => Schema::string( __( 'The question.', 'p2p-fundraising' ) ),
				'kind'     => Schema::enum( RegistrationOptions::KINDS, __( 'Short text, choice or checkbox.', 'p2p-fundraising' ) ),
				'options'  => Schema::list_of( Schema::string(), __( 'The options of a choice.', 'p2p-fundraising' ) ),
				'required' => Schema::boolean( __( 'Whether an answer is required.', 'p2p-fundraising' ) ),
			)
		);
		return Schema::shape(
			array(
				'types'     => Schema::list_of( $type, __( 'Participant types.', 'p2p-fundraising' ) ),
				'questions' => Schema::list_of( $question, __( 'Questions.', 'p2p-fundraising' ) ),
				'waiver'    => Schema::string( __( 'Waiver text to accept, or empty.', 'p2p-fundraising' ) ),
				'currency'  => Schema::string( __( 'ISO 4217 code of the fees.', 'p2p-fundraising' ) ),
			),
			__( 'Registration options.', 'p2p-fundraising' )
		);
	}
}
