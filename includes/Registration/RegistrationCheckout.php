<?php
/**
 * Sends a registration fee to Stripe Checkout, and applies Stripe's word that it was paid.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Registration;

use P2PFundraising\Database\RegistrationRepository;
use P2PFundraising\Database\Transaction;
use P2PFundraising\Payments\StripeClient;
use P2PFundraising\Payments\StripeError;

defined( 'ABSPATH' ) || exit;

/**
 * A fee's Checkout Session carries registration_id (never donation_id), so the webhook can never
 * take it for a gift: only a verified checkout.session.completed of that very session, for that
 * amount and currency, marks the fee paid and puts the page live (decision 0099).
 */
final class RegistrationCheckout {

	/**
	 * Creates the session and returns the URL of Stripe's hosted page.
	 *
	 * @param array<string, mixed> $registration Registration with a pending fee.
	 * @param string               $return_url   Where Stripe sends the person back (paid or not).
	 * @throws StripeError When Stripe refuses or cannot be reached.
	 */
	public function start( array $registration, string $return_url ): string {
		$metadata = array(
			'registration_id' => (string) $registration['id'],
			'fundraiser_id'   => (string) $registration['fundraiser_id'],
			'campaign_id'     => (string) $registration['campaign_id'],
		);
		$label    = '' === (string) $registration['type_name']
			? __( 'Registration fee', 'p2p-fundraising' )
			/* translators: %s: participant type, e.g. "5 km runner". */
			: sprintf( __( 'Registration fee: %s', 'p2p-fundraising' ), (string) $registration['type_name'] );
		$session  = ( new StripeClient() )->post(
			'/v1/checkout/sessions',
			array(
				'mode'                => 'payment',
				'success_url'         => $return_url,
				'cancel_url'          => $return_url,
				'client_reference_id' => 'registration-' . $registration['id'],
				'line_items'          => array(
					array(
						'quantity'   => 1,
						'price_data' => array(
							'currency'     => strtolower( (string) $registration['currency'] ),
							'unit_amount'  => (int) $registration['fee_minor'],
							'product_data' => array( 'name' => mb_substr( $label, 0, 250 ) ),
						),
					),
				),
				'metadata'            => $metadata,
				'payment_intent_data' => array( 'metadata' => $metadata ),
			),
			'p2p-fee-checkout-' . $registration['id'] . '-' . wp_generate_password( 8, false )
		);
		if ( ! isset( $session['id'], $session['url'] ) || ! is_string( $session['url'] ) ) {
			throw new StripeError( __( 'Stripe did not return a checkout page.', 'p2p-fundraising' ), 502 ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- plain text that reaches the browser only as a REST error's JSON message.
		}
		( new RegistrationRepository() )->update( (int) $registration['id'], array( 'gateway_session' => (string) $session['id'] ) );
		return $session['url'];
	}

	/**
	 * A paid Checkout Session of a fee (checkout.session.completed or async_payment_succeeded).
	 *
	 * @param array<string, mixed> $session Checkout Session.
	 * @return bool Whether the fee changed to paid.
	 */
	public static function session_paid( array $session ): bool {
		$session_id = isset( $session['id'] ) && is_string( $session['id'] ) ? $session['id'] : '';
		$payment    = isset( $session['payment_intent'] ) && is_string( $session['payment_intent'] ) ? $session['payment_intent'] : '';
		return (bool) Transaction::run(
			static function () use ( $session, $session_id, $payment ): bool {
				$registration = ( new RegistrationRepository() )->for_session( $session_id );
				if ( null === $registration || (string) $registration['id'] !== (string) ( $session['metadata']['registration_id'] ?? '' ) ) {
					return false;
				}
				$currency = isset( $session['currency'] ) && is_string( $session['currency'] ) ? strtoupper( $session['currency'] ) : '';
				if ( $currency !== $registration['currency'] || (int) ( $session['amount_total'] ?? -1 ) !== $registration['fee_minor'] ) {
					return false;
				}
				return RegistrationFee::mark_paid( $registration, $payment );
			}
		);
	}
}
