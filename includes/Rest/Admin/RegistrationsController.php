<?php
/**
 * Admin: one fundraiser's registration (type, answers, waiver, fee) and its fee's payment.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\FundraiserRepository;
use P2PFundraising\Database\RegistrationRepository;
use P2PFundraising\Database\Transaction;
use P2PFundraising\Payments\StripeClient;
use P2PFundraising\Payments\StripeError;
use P2PFundraising\Registration\RegistrationFee;
use P2PFundraising\Rest\Schema;
use P2PFundraising\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET /admin/fundraisers/{id}/registration, POST /admin/fundraisers/{id}/registration/fee.
 */
final class RegistrationsController extends AdminController {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::item( 'admin-registration', Schema::nullable( RegistrationSchemas::registration() ) );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$id = array( 'id' => self::id_arg( __( 'Fundraiser id.', 'p2p-fundraising' ) ) );
		$this->admin_route(
			'/fundraisers/(?P<id>\d+)/registration',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'read_registration' ),
					'args'     => $id,
				),
			),
			array( $this, 'get_item_schema' )
		);
		$this->admin_route(
			'/fundraisers/(?P<id>\d+)/registration/fee',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'change_fee' ),
					'args'     => $id + array(
						'action' => self::enum_arg( __( 'paid: the fee was received (offline); refund: give it back.', 'p2p-fundraising' ), array( 'paid', 'refund' ) ) + array( 'required' => true ),
					),
				),
			),
			array( $this, 'get_item_schema' )
		);
	}

	/**
	 * { data: registration | null } (null: the fundraiser registered before the campaign asked anything).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function read_registration( WP_REST_Request $request ) {
		$fundraiser = ( new FundraiserRepository() )->find( (int) $request['id'] );
		if ( null === $fundraiser ) {
			return \P2PFundraising\Rest\Errors::fundraiser_not_found();
		}
		$registration = ( new RegistrationRepository() )->for_fundraiser( (int) $fundraiser['id'] );
		return self::item_response( null === $registration ? null : RegistrationSchemas::serialize_registration( $registration ) );
	}

	/**
	 * Marks an awaited fee paid, or refunds a paid one (on Stripe first when Stripe took it).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function change_fee( WP_REST_Request $request ) {
		$repository   = new RegistrationRepository();
		$registration = $repository->for_fundraiser( (int) $request['id'] );
		if ( null === $registration || 0 === $registration['fee_minor'] ) {
			return new WP_Error( 'p2p_no_fee', __( 'This fundraiser has no registration fee.', 'p2p-fundraising' ), array( 'status' => 404 ) );
		}
		$refund = 'refund' === (string) $request['action'];
		if ( $refund && Settings::PAYMENT_MODE_STRIPE === $registration['payment_mode'] && RegistrationRepository::FEE_PAID === $registration['fee_status'] ) {
			$stripe = self::refund_on_stripe( $registration );
			if ( is_wp_error( $stripe ) ) {
				return $stripe;
			}
		}
		return self::attempt(
			static function () use ( $repository, $registration, $refund ) {
				return Transaction::run(
					static function () use ( $repository, $registration, $refund ) {
						$locked  = (array) $repository->for_fundraiser( (int) $registration['fundraiser_id'], true );
						$changed = $refund ? RegistrationFee::mark_refunded( $locked ) : RegistrationFee::mark_paid( $locked );
						if ( ! $changed ) {
							return new WP_Error(
								'p2p_fee_conflict',
								$refund ? __( 'Only a paid fee can be refunded.', 'p2p-fundraising' ) : __( 'This fee is not waiting for a payment.', 'p2p-fundraising' ),
								array( 'status' => 409 )
							);
						}
						return self::item_response( RegistrationSchemas::serialize_registration( (array) $repository->for_fundraiser( (int) $registration['fundraiser_id'] ) ) );
					}
				);
			}
		);
	}

	/**
	 * Refunds the fee's payment on Stripe (true once Stripe accepted the refund).
	 *
	 * @param array<string, mixed> $registration Paid Stripe registration.
	 * @return true|WP_Error
	 */
	private static function refund_on_stripe( array $registration ) {
		if ( '' === (string) $registration['gateway_payment'] ) {
			return new WP_Error( 'p2p_fee_conflict', __( 'This fee has no Stripe payment to refund.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		try {
			$refund = ( new StripeClient() )->post(
				'/v1/refunds',
				array(
					'payment_intent' => (string) $registration['gateway_payment'],
					'metadata'       => array( 'registration_id' => (string) $registration['id'] ),
				),
				'p2p-fee-refund-' . $registration['id']
			);
		} catch ( StripeError $error ) {
			/* translators: %s: Stripe's error message. */
			return new WP_Error( 'p2p_stripe_error', sprintf( __( 'Stripe: %s', 'p2p-fundraising' ), $error->getMessage() ), array( 'status' => 0 === $error->getCode() ? 503 : 502 ) );
		}
		if ( in_array( (string) ( $refund['status'] ?? '' ), array( 'failed', 'canceled' ), true ) ) {
			return new WP_Error( 'p2p_stripe_refund_failed', __( 'Stripe could not refund this payment. See the payment in your Stripe dashboard.', 'p2p-fundraising' ), array( 'status' => 502 ) );
		}
		return true;
	}
}
