<?php
/**
 * Stripe mode for a hostile test: the site takes payments through Stripe with the test's own
 * webhook secret and currency, and signed webhook deliveries are built as Stripe sends them.
 *
 * @package P2PFundraising\Tests
 */

namespace P2PFundraising\Tests\Security;

use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\Payments\WebhookSignature;
use P2PFundraising\Settings;

trait InStripeMode {

	/** @var array<string, mixed> The payment options as they were before enter_stripe_mode(). */
	private $options_before_stripe = array();

	/**
	 * Switches the site to Stripe mode (call from setUp()); leave_stripe_mode() sets it back.
	 *
	 * @param string $secret   Webhook signing secret of this test.
	 * @param string $currency Site currency.
	 */
	protected function enter_stripe_mode( string $secret, string $currency = 'USD' ): void {
		foreach ( array( Settings::PAYMENT_MODE_OPTION, PaymentSettings::WEBHOOK_SECRET, PaymentSettings::CURRENCY ) as $option ) {
			$this->options_before_stripe[ $option ] = get_option( $option, null );
		}
		update_option( Settings::PAYMENT_MODE_OPTION, Settings::PAYMENT_MODE_STRIPE );
		update_option( PaymentSettings::WEBHOOK_SECRET, $secret, false );
		update_option( PaymentSettings::CURRENCY, $currency );
	}

	/** Puts the payment options back as they were (call from tearDown()). */
	protected function leave_stripe_mode(): void {
		foreach ( $this->options_before_stripe as $option => $value ) {
			null === $value ? delete_option( $option ) : update_option( $option, $value );
		}
		$this->options_before_stripe = array();
	}

	/**
	 * A POST of a signed event to the webhook, as a request for http()/concurrently().
	 *
	 * @param string $payload The event's JSON.
	 * @param string $secret  The secret it is signed with.
	 * @return array{0: string, 1: string, 2: array<string, mixed>}
	 */
	protected function signed_delivery( string $payload, string $secret ): array {
		return array(
			'POST',
			$this->rest( '/stripe/webhook' ),
			array(
				'headers' => array(
					'Content-Type'     => 'application/json',
					'Stripe-Signature' => WebhookSignature::sign( $payload, $secret, time() ),
				),
				'body'    => $payload,
			),
		);
	}
}
