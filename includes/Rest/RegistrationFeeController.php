<?php
/**
 * POST /pay-registration-fee: a fresh Stripe Checkout for the signed-in participant's own
 * pending registration fee.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Campaigns\CampaignSchedule;
use P2PFundraising\Database\RegistrationRepository;
use P2PFundraising\Frontend\Urls;
use P2PFundraising\Payments\StripeError;
use P2PFundraising\Registration\RegistrationCheckout;
use P2PFundraising\Security\RateLimiter;
use P2PFundraising\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Someone who left Stripe's page without paying (closed it, pressed back, a card declined, or
 * Stripe could not be reached at sign-up) pays later from their dashboard: each press opens a new
 * Checkout Session for the same registration, and whichever session is paid first releases the
 * page (decision 0109) — unless Stripe says the latest one was paid already (its webhook still on
 * the way): that is applied instead. Counted against `fee_checkout_user`, as every press asks Stripe.
 */
final class RegistrationFeeController extends WriteController {

	/** Where Stripe sends the person back: the app's routes this route may name. */
	private const RETURN_ROUTES = array(
		'start-fundraising' => '/start-fundraising/',
		'create-profile'    => '/register/create-profile/',
		'create-team'       => '/create-team/',
	);

	/**
	 * What the route answers: the Checkout page to open.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::response(
			'registration-fee-checkout',
			array( 'payment_url' => Schema::string( __( 'Stripe Checkout page of your registration fee.', 'p2p-fundraising' ) ) )
		);
	}

	/** Registers the route. */
	public function register_routes(): void {
		$this->register_write(
			'/pay-registration-fee',
			array( $this, 'pay_registration_fee' ),
			array(
				'campaignId'    => self::id_arg( __( 'Campaign id.', 'p2p-fundraising' ) ),
				'fundraiser_id' => self::id_arg( __( 'Your fundraiser id (optional: default your own in the campaign).', 'p2p-fundraising' ), false ),
				'return_to'     => array(
					'description'       => __( 'The page Stripe sends you back to: start-fundraising (default), create-profile or create-team.', 'p2p-fundraising' ),
					'type'              => 'string',
					'enum'              => array_keys( self::RETURN_ROUTES ),
					'default'           => 'start-fundraising',
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				),
			),
			'logged_in',
			array( $this, 'get_item_schema' )
		);
	}

	/**
	 * { payment_url } of a new Checkout Session for the user's own pending fee.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function pay_registration_fee( WP_REST_Request $request ) {
		$campaign = $this->visible_campaign( (int) $request['campaignId'] );
		if ( is_wp_error( $campaign ) ) {
			return $campaign;
		}
		$fundraiser = $this->fundraisers->find_by_user( (int) $campaign['id'], get_current_user_id() );
		if ( null !== $request['fundraiser_id'] ) {
			// Even an administrator pays no one else's fee here: they mark it paid in wp-admin.
			$named = $this->fundraisers->find( (int) $request['fundraiser_id'] );
			if ( null === $named || (int) $named['campaign_id'] !== (int) $campaign['id'] ) {
				return Errors::fundraiser_not_found();
			}
			if ( (int) $named['user_id'] !== get_current_user_id() ) {
				return Errors::forbidden();
			}
			$fundraiser = $named;
		}
		if ( null === $fundraiser ) {
			return $this->own_fundraiser( (int) $campaign['id'] );
		}
		$standing = Standing::fundraiser_preparing( $fundraiser, $campaign );
		if ( is_wp_error( $standing ) && 'p2p_fundraiser_pending' !== $standing->get_error_code() ) {
			return $standing;
		}
		$registration = ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] );
		if ( null === $registration || RegistrationRepository::FEE_PENDING !== $registration['fee_status'] ) {
			return new WP_Error( 'p2p_no_fee_pending', __( 'Your registration fee is not waiting for payment.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		if ( Settings::PAYMENT_MODE_STRIPE !== Settings::payment_mode() ) {
			return new WP_Error( 'p2p_fee_not_online', __( 'Registration fees cannot be paid online at the moment. Please contact the campaign organisers.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		$closed = CampaignSchedule::refusal( $campaign );
		if ( null !== $closed ) {
			return $closed;
		}
		$wait = ( new RateLimiter() )->attempt( RateLimiter::FEE_CHECKOUT, (string) get_current_user_id() );
		if ( $wait > 0 ) {
			return RateLimiter::error( $wait );
		}
		if ( RegistrationCheckout::settle_latest( $registration ) ) {
			return new WP_Error( 'p2p_fee_paid', __( 'Your registration fee is paid. Thank you!', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		$return = self::RETURN_ROUTES[ (string) $request['return_to'] ] ?? self::RETURN_ROUTES['start-fundraising'];
		try {
			$url = ( new RegistrationCheckout() )->start( $registration, Urls::campaign_page( (string) $campaign['slug'], $return ) );
		} catch ( StripeError $error ) {
			return new WP_Error( 'p2p_stripe_unavailable', __( 'The payment page cannot be opened right now. Please try again in a few minutes.', 'p2p-fundraising' ), array( 'status' => 503 ) );
		}
		return new WP_REST_Response( array( 'payment_url' => $url ), 200 );
	}
}
