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
 * take it for a gift: only a verified checkout.session.completed of a session made for that
 * registration, for its amount and currency, marks the fee paid and puts the page live
 * (decisions 0099, 0109).
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
	 * Asks Stripe about the registration's latest session before another is made: when it was
	 * paid and its webhook has not arrived yet (seconds after paying, or lost), applies it now, so
	 * "Pay now" never charges twice for that reason (decision 0109).
	 *
	 * @param array<string, mixed> $registration Registration with a pending fee.
	 * @return bool Whether the fee is now paid.
	 */
	public static function settle_latest( array $registration ): bool {
		$latest = (string) ( $registration['gateway_session'] ?? '' );
		if ( 1 !== preg_match( '/^cs_\w+$/', $latest ) ) {
			return false;
		}
		try {
			$session = ( new StripeClient() )->get( '/v1/checkout/sessions/' . $latest );
		} catch ( StripeError $error ) {
			return false; // Not known now: a new session is made (or refused) as usual.
		}
		return 'paid' === ( $session['payment_status'] ?? '' ) && self::session_paid( $session );
	}

	/**
	 * A paid Checkout Session of a fee (checkout.session.completed or async_payment_succeeded).
	 * Any session made for this registration counts, not only the latest: "Pay now" opens a new
	 * one each time and an older tab may still be paid (decision 0109). The first paid session
	 * releases the page; a later one changes nothing and is logged, as the person paid twice.
	 *
	 * @param array<string, mixed> $session Checkout Session (from a verified event).
	 * @return bool Whether the fee changed to paid.
	 */
	public static function session_paid( array $session ): bool {
		$session_id = isset( $session['id'] ) && is_string( $session['id'] ) ? $session['id'] : '';
		$payment    = isset( $session['payment_intent'] ) && is_string( $session['payment_intent'] ) ? $session['payment_intent'] : '';
		$id         = (int) ( $session['metadata']['registration_id'] ?? 0 );
		if ( '' === $session_id || $id <= 0 ) {
			return false;
		}
		return (bool) Transaction::run(
			static function () use ( $session, $session_id, $payment, $id ): bool {
				$registrations = new RegistrationRepository();
				$registration  = $registrations->find_for_update( $id );
				if ( null === $registration || ! self::is_session_of( $session, $registration ) ) {
					return false;
				}
				if ( ! RegistrationFee::mark_paid( $registration, $payment ) ) {
					if ( RegistrationRepository::FEE_PAID === $registration['fee_status'] && $payment !== (string) $registration['gateway_payment'] ) {
						// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- the administrator's only trace of a fee paid twice, to refund in Stripe.
						error_log( sprintf( 'P2P Fundraising: registration fee %d was paid again by Checkout Session %s (payment %s); it was already paid by %s. Refund the second payment in Stripe.', $id, $session_id, $payment, (string) $registration['gateway_payment'] ) );
					}
					return false;
				}
				$registrations->update( $id, array( 'gateway_session' => $session_id ) );
				return true;
			}
		);
	}

	/**
	 * Whether a session was made for this registration: its metadata names it and its
	 * fundraiser, and it asked for the fee's amount in the fee's currency.
	 *
	 * @param array<string, mixed> $session      Checkout Session.
	 * @param array<string, mixed> $registration Registration row.
	 */
	private static function is_session_of( array $session, array $registration ): bool {
		$metadata = isset( $session['metadata'] ) && is_array( $session['metadata'] ) ? $session['metadata'] : array();
		if ( isset( $metadata['fundraiser_id'] ) && (string) $metadata['fundraiser_id'] !== (string) $registration['fundraiser_id'] ) {
			return false;
		}
		$currency = isset( $session['currency'] ) && is_string( $session['currency'] ) ? strtoupper( $session['currency'] ) : '';
		return $currency === $registration['currency'] && (int) ( $session['amount_total'] ?? -1 ) === $registration['fee_minor'];
	}
}
