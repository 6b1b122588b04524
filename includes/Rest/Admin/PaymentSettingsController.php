<?php
/**
 * /admin/payment-settings: payment mode, Stripe keys, currency, fee cover.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Rest\Admin;

use P2PFundraising\Payments\Currency;
use P2PFundraising\Payments\PaymentSettings;
use P2PFundraising\Payments\StripeClient;
use P2PFundraising\Payments\StripeError;
use P2PFundraising\Rest\Schema;
use P2PFundraising\Settings;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and saves the payment settings (AdminPaymentSettings, docs/api.md) and tests the Stripe
 * connection. The secret key and the webhook secret are write-only: answers carry masks.
 */
final class PaymentSettingsController extends AdminController {

	/**
	 * The main resource of these routes.
	 *
	 * @return array<string, mixed>
	 */
	protected function item_schema(): array {
		return Schema::titled( 'admin-payment-settings', AdminSchemas::payment_settings() );
	}

	/** Registers the routes. */
	public function register_routes(): void {
		$secret = static function ( string $field, string $description ): array {
			return array(
				'description'       => $description,
				'type'              => 'string',
				'maxLength'         => 255,
				'validate_callback' => static function ( $value ) use ( $field ) {
					$value = trim( (string) $value );
					if ( '' === $value || preg_match( PaymentSettings::PATTERNS[ $field ], $value ) ) {
						return true;
					}
					return new WP_Error( 'rest_invalid_param', self::format_message( $field ) );
				},
				'sanitize_callback' => static function ( $value ): string {
					return trim( (string) $value );
				},
			);
		};
		$this->admin_route(
			'/payment-settings',
			array(
				array(
					'methods'  => WP_REST_Server::READABLE,
					'callback' => array( $this, 'read' ),
				),
				array(
					'methods'  => WP_REST_Server::EDITABLE,
					'callback' => array( $this, 'save' ),
					'args'     => array(
						'mode'            => self::enum_arg( __( 'Payment mode.', 'p2p-fundraising' ), Settings::PAYMENT_MODES ),
						'publishable_key' => $secret( 'publishable_key', __( 'Stripe publishable key.', 'p2p-fundraising' ) ),
						'secret_key'      => $secret( 'secret_key', __( 'Stripe secret key (empty: keep the saved one).', 'p2p-fundraising' ) ),
						'webhook_secret'  => $secret( 'webhook_secret', __( 'Stripe webhook signing secret (empty: keep the saved one).', 'p2p-fundraising' ) ),
						'currency'        => array(
							'description'       => __( 'ISO 4217 currency code.', 'p2p-fundraising' ),
							'type'              => 'string',
							'pattern'           => '^[A-Za-z]{3}$',
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => static function ( $value ): string {
								return strtoupper( (string) $value );
							},
						),
						'fee_percent'     => array(
							'description'       => __( 'Processing fee percentage a donor may cover.', 'p2p-fundraising' ),
							'type'              => 'number',
							'minimum'           => 0,
							'maximum'           => 20,
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => 'rest_sanitize_request_arg',
						),
						'fee_fixed'       => array(
							'description'       => __( 'Fixed processing fee per payment a donor may cover.', 'p2p-fundraising' ),
							'type'              => 'number',
							'minimum'           => 0,
							'maximum'           => 100,
							'validate_callback' => 'rest_validate_request_arg',
							'sanitize_callback' => 'rest_sanitize_request_arg',
						),
					),
				),
			),
			fn() => Schema::item( 'admin-payment-settings', AdminSchemas::payment_settings() )
		);
		$this->admin_route(
			'/payment-settings/test-connection',
			array(
				array(
					'methods'  => WP_REST_Server::CREATABLE,
					'callback' => array( $this, 'test_connection' ),
				),
			),
			fn() => Schema::item( 'admin-stripe-connection', AdminSchemas::connection() )
		);
	}

	/**
	 * GET: the settings, secrets masked.
	 *
	 * @return WP_REST_Response
	 */
	public function read(): WP_REST_Response {
		return self::item_response( PaymentSettings::public() );
	}

	/**
	 * PUT/POST: saves what was sent. Stripe mode needs all three keys (sent now or saved before).
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function save( WP_REST_Request $request ) {
		$names  = array( 'mode', 'publishable_key', 'secret_key', 'webhook_secret', 'currency', 'fee_percent', 'fee_fixed' );
		$fields = self::present( $request, array_combine( $names, $names ) );
		if ( isset( $fields['currency'] ) && ! Currency::is_valid( (string) $fields['currency'] ) ) {
			return new WP_Error( 'rest_invalid_param', __( 'Enter a three-letter currency code such as USD, EUR or JPY.', 'p2p-fundraising' ), array( 'status' => 400 ) );
		}
		$mode = (string) ( $fields['mode'] ?? Settings::payment_mode() );
		if ( Settings::PAYMENT_MODE_STRIPE === $mode ) {
			$missing = array();
			foreach ( array(
				'publishable_key' => PaymentSettings::publishable_key(),
				'secret_key'      => PaymentSettings::secret_key(),
				'webhook_secret'  => PaymentSettings::webhook_secret(),
			) as $field => $saved ) {
				if ( '' === (string) ( $fields[ $field ] ?? '' ) && '' === $saved ) {
					$missing[ $field ] = __( 'Required for Stripe mode.', 'p2p-fundraising' );
				}
			}
			if ( array() !== $missing ) {
				return new WP_Error(
					'rest_invalid_param',
					__( 'Stripe mode needs the publishable key, the secret key and the webhook signing secret.', 'p2p-fundraising' ),
					array(
						'status' => 400,
						'params' => $missing,
					)
				);
			}
		}
		PaymentSettings::save( $fields );
		return self::item_response( PaymentSettings::public() );
	}

	/**
	 * POST test-connection: asks Stripe who the saved secret key belongs to.
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function test_connection() {
		try {
			$account = ( new StripeClient() )->get( '/v1/account' );
		} catch ( StripeError $error ) {
			return new WP_Error( 'p2p_stripe_connection', $error->getMessage(), array( 'status' => 0 === $error->getCode() ? 503 : 502 ) );
		}
		$name = (string) ( $account['settings']['dashboard']['display_name'] ?? $account['business_profile']['name'] ?? $account['id'] ?? '' );
		return self::item_response(
			array(
				'ok'       => true,
				'account'  => $name,
				'livemode' => ! empty( $account['livemode'] ) || 0 === strpos( PaymentSettings::secret_key(), 'sk_live_' ),
				/* translators: %s: Stripe account name or id. */
				'message'  => sprintf( __( 'Connected to the Stripe account “%s”.', 'p2p-fundraising' ), $name ),
			)
		);
	}

	/**
	 * The error of a key in the wrong format.
	 *
	 * @param string $field Field name.
	 */
	private static function format_message( string $field ): string {
		switch ( $field ) {
			case 'publishable_key':
				return __( 'A publishable key starts with pk_test_ or pk_live_.', 'p2p-fundraising' );
			case 'secret_key':
				return __( 'A secret key starts with sk_test_, sk_live_, rk_test_ or rk_live_.', 'p2p-fundraising' );
		}
		return __( 'A webhook signing secret starts with whsec_.', 'p2p-fundraising' );
	}
}
