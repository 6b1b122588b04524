<?php
/**
 * Admin actions on Stripe donations that call Stripe first.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Donations\DonationService;
use P2PFundraising\Payments\StripeClient;
use P2PFundraising\Payments\StripeError;
use WP_Error;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Refund and subscription cancel for donations paid on Stripe: the books change only once Stripe
 * has confirmed (a refund Stripe still processes is left to the charge.refunded webhook).
 */
final class StripeAdminActions {

	/**
	 * Refunds the payment on Stripe; marks the donation refunded when Stripe says it succeeded.
	 *
	 * @param array<string, mixed> $donation Completed Stripe donation.
	 * @param callable             $respond  Builds the donation's response.
	 * @return WP_REST_Response|WP_Error
	 */
	public function refund( array $donation, callable $respond ) {
		$payment = (string) $donation['gateway_payment'];
		if ( '' === $payment ) {
			return new WP_Error( 'p2p_donation_conflict', __( 'This donation has no Stripe payment to refund.', 'p2p-fundraising' ), array( 'status' => 409 ) );
		}
		// A payment is stored as its PaymentIntent; from an invoice that named none, as its charge.
		$kind = 0 === strpos( $payment, 'ch_' ) ? 'charge' : 'payment_intent';
		try {
			$refund = ( new StripeClient() )->post(
				'/v1/refunds',
				array(
					$kind      => $payment,
					'metadata' => array( 'donation_id' => (string) $donation['id'] ),
				),
				'p2p-refund-' . $donation['id']
			);
		} catch ( StripeError $error ) {
			return self::stripe_failed( $error );
		}
		$status = (string) ( $refund['status'] ?? '' );
		if ( 'succeeded' === $status ) {
			try {
				( new DonationService() )->refund( (int) $donation['id'] );
			} catch ( \RuntimeException $error ) {
				// Stripe refunded; the charge.refunded webhook will take it off the totals.
				return new WP_Error( 'p2p_database_error', __( 'Stripe refunded the payment, but the donation could not be updated yet. It will be once Stripe’s confirmation arrives.', 'p2p-fundraising' ), array( 'status' => 500 ) );
			}
			return $respond();
		}
		if ( in_array( $status, array( 'failed', 'canceled' ), true ) ) {
			return new WP_Error( 'p2p_stripe_refund_failed', __( 'Stripe could not refund this payment. See the payment in your Stripe dashboard.', 'p2p-fundraising' ), array( 'status' => 502 ) );
		}
		$response = $respond();
		$response->set_status( 202 );
		$response->header( 'X-P2P-Message', rawurlencode( __( 'Stripe is processing the refund; the donation is marked refunded once Stripe confirms it.', 'p2p-fundraising' ) ) );
		return $response;
	}

	/**
	 * Cancels the Stripe subscription of a monthly gift at once.
	 *
	 * @param array<string, mixed> $first   The gift's first donation (holds the subscription state).
	 * @param callable             $respond Builds the donation's response.
	 * @return WP_REST_Response|WP_Error
	 */
	public function cancel_subscription( array $first, callable $respond ) {
		try {
			( new StripeClient() )->delete( '/v1/subscriptions/' . rawurlencode( (string) $first['gateway_subscription'] ) );
			( new DonationRepository() )->set_subscription_status( (string) $first['gateway_subscription'], 'cancelled' );
		} catch ( StripeError $error ) {
			return self::stripe_failed( $error );
		} catch ( \RuntimeException $error ) {
			return new WP_Error( 'p2p_database_error', __( 'Stripe cancelled the monthly gift, but the donation could not be updated yet. It will be once Stripe’s confirmation arrives.', 'p2p-fundraising' ), array( 'status' => 500 ) );
		}
		return $respond();
	}

	/**
	 * 502/503 with Stripe's message.
	 *
	 * @param StripeError $error Error.
	 */
	private static function stripe_failed( StripeError $error ): WP_Error {
		/* translators: %s: Stripe's error message. */
		return new WP_Error( 'p2p_stripe_error', sprintf( __( 'Stripe: %s', 'p2p-fundraising' ), $error->getMessage() ), array( 'status' => 0 === $error->getCode() ? 503 : 502 ) );
	}
}
