<?php
/**
 * Sends a pending donation to Stripe Checkout.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Payments;

use P2PFundraising\Database\DonationRepository;
use P2PFundraising\Donations\DonationService;

defined( 'ABSPATH' ) || exit;

/**
 * Creates the Checkout Session of a pending donation: one-time (mode=payment) or monthly
 * (mode=subscription), its ids in the metadata so every later event finds the donation and its
 * credits again. The donation stays pending: only a verified webhook completes it.
 */
final class StripeCheckout {

	/**
	 * Creates the session and returns the URL of Stripe's hosted page.
	 *
	 * @param array<string, mixed> $donation    Pending donation row.
	 * @param string               $description What is supported, e.g. "Donation to Blue Wave Runners".
	 * @param string               $success_url Where Stripe sends the donor after paying.
	 * @param string               $cancel_url  Where Stripe sends the donor who goes back.
	 * @throws StripeError When Stripe refuses or cannot be reached.
	 */
	public function start( array $donation, string $description, string $success_url, string $cancel_url ): string {
		$currency = PaymentSettings::currency();
		$monthly  = DonationService::FREQUENCY_MONTHLY === $donation['frequency'];
		$metadata = array(
			'donation_id'   => (string) $donation['id'],
			'campaign_id'   => (string) $donation['campaign_id'],
			'team_id'       => (string) $donation['team_id'],
			'fundraiser_id' => (string) $donation['fundraiser_id'],
		);
		$price    = array(
			'currency'     => strtolower( $currency ),
			'unit_amount'  => Currency::to_minor( (float) $donation['amount'], $currency ),
			'product_data' => array( 'name' => mb_substr( $description, 0, 250 ) ),
		);
		if ( $monthly ) {
			$price['recurring'] = array( 'interval' => 'month' );
		}
		$params = array(
			'mode'                => $monthly ? 'subscription' : 'payment',
			'success_url'         => $success_url,
			'cancel_url'          => $cancel_url,
			'client_reference_id' => (string) $donation['id'],
			'line_items'          => array(
				array(
					'quantity'   => 1,
					'price_data' => $price,
				),
			),
			'metadata'            => $metadata,
		);
		if ( '' !== (string) $donation['donor_email'] ) {
			$params['customer_email'] = (string) $donation['donor_email'];
		}
		// The payment or subscription carries the ids too: refunds, disputes and renewals name it.
		$params[ $monthly ? 'subscription_data' : 'payment_intent_data' ] = array( 'metadata' => $metadata );

		$session = ( new StripeClient() )->post( '/v1/checkout/sessions', $params, 'p2p-checkout-' . $donation['id'] );
		if ( ! isset( $session['id'], $session['url'] ) || ! is_string( $session['url'] ) ) {
			throw new StripeError( __( 'Stripe did not return a checkout page.', 'p2p-fundraising' ), 502 ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- plain text that reaches the browser only as a REST error's JSON message (escaped where it is shown); escaping here would double-escape it.
		}
		( new DonationRepository() )->set_gateway( (int) $donation['id'], array( 'gateway_session' => (string) $session['id'] ) );
		return $session['url'];
	}
}
