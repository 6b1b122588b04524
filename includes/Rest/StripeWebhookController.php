<?php
/**
 * POST /stripe/webhook: events from Stripe.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest;

use P2PFundraising\Admin\StripeVersionNotice;
use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\Payments\StripeEvents;
use P2PFundraising\Payments\WebhookSignature;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Open to anyone, as Stripe has no WordPress login: the Stripe-Signature header is the proof. A
 * missing or bad signature answers 400 before anything is read; a verified event is applied once
 * (StripeEvents) and acknowledged with 200, also when it is a replay or a type the site ignores.
 */
final class StripeWebhookController extends Controller {

	/**
	 * What Stripe receives: the event was taken, and whether it changed anything.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::response(
			'stripe-event-received',
			array(
				'received' => Schema::boolean( __( 'Whether the event was received.', 'p2p-fundraising' ) ),
				'result'   => Schema::enum( array( StripeEvents::APPLIED, StripeEvents::DUPLICATE, StripeEvents::IGNORED ), __( 'What the event did: applied, a duplicate of one applied, or ignored.', 'p2p-fundraising' ) ),
			)
		);
	}

	/** Registers the route. */
	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/stripe/webhook',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'receive' ),
					'permission_callback' => '__return_true', // The signature, checked first in receive(), authenticates Stripe.
				),
				'schema' => array( $this, 'get_item_schema' ),
			)
		);
	}

	/**
	 * Verifies and applies one event.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function receive( WP_REST_Request $request ) {
		$payload = (string) $request->get_body();
		$header  = (string) $request->get_header( 'stripe_signature' );
		if ( ! WebhookSignature::verify( $payload, $header, PaymentSettings::webhook_secret() ) ) {
			return new WP_Error( 'p2p_stripe_signature', __( 'The Stripe signature is missing, expired or does not match the webhook signing secret.', 'p2p-fundraising' ), array( 'status' => 400 ) );
		}
		$event = json_decode( $payload, true );
		if ( ! is_array( $event ) ) {
			return new WP_Error( 'p2p_stripe_payload', __( 'The event is not valid JSON.', 'p2p-fundraising' ), array( 'status' => 400 ) );
		}
		StripeVersionNotice::observe( is_string( $event['api_version'] ?? null ) ? $event['api_version'] : '' );
		try {
			$result = ( new StripeEvents() )->handle( $event );
		} catch ( \RuntimeException $error ) {
			// Stripe retries a 5xx for up to three days: the event is applied once storage works again.
			return new WP_Error( 'p2p_stripe_unavailable', __( 'The event could not be stored; it will be applied when Stripe sends it again.', 'p2p-fundraising' ), array( 'status' => 500 ) );
		}
		return new WP_REST_Response(
			array(
				'received' => true,
				'result'   => $result,
			),
			200
		);
	}
}
