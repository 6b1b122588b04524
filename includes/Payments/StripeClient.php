<?php
/**
 * The few Stripe API calls the plugin makes.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe over wp_remote_request: form-encoded bodies, the API version pinned (answers keep the
 * shape this code reads), an Idempotency-Key on every create (a retried request never charges or
 * refunds twice). The base URL is Stripe's unless P2P_STRIPE_API_BASE says otherwise (the local
 * fake in development and tests). The secret key is only ever put in the Authorization header;
 * errors carry Stripe's message, never the key.
 */
final class StripeClient {

	public const API_VERSION = '2024-06-20';

	public const DEFAULT_BASE = 'https://api.stripe.com';

	/** @var string */
	private $secret_key;

	/**
	 * @param string|null $secret_key Secret key; the saved one when null.
	 */
	public function __construct( ?string $secret_key = null ) {
		$this->secret_key = $secret_key ?? PaymentSettings::secret_key();
	}

	/** The API's base URL (no trailing slash). */
	public static function base_url(): string {
		return defined( 'P2P_STRIPE_API_BASE' ) && '' !== (string) P2P_STRIPE_API_BASE ? untrailingslashit( (string) P2P_STRIPE_API_BASE ) : self::DEFAULT_BASE;
	}

	/**
	 * POST (create or act on) an object.
	 *
	 * @param string               $path            '/v1/checkout/sessions'.
	 * @param array<string, mixed> $params          Nested params (form-encoded as Stripe expects).
	 * @param string               $idempotency_key Same key, same result: Stripe replays the first answer.
	 * @return array<string, mixed>
	 * @throws StripeError When Stripe cannot be reached or refuses.
	 */
	public function post( string $path, array $params, string $idempotency_key = '' ): array {
		return $this->request( 'POST', $path, $params, $idempotency_key );
	}

	/**
	 * GET an object.
	 *
	 * @param string $path '/v1/account'.
	 * @return array<string, mixed>
	 * @throws StripeError When Stripe cannot be reached or refuses.
	 */
	public function get( string $path ): array {
		return $this->request( 'GET', $path, array(), '' );
	}

	/**
	 * DELETE an object (cancel a subscription).
	 *
	 * @param string $path '/v1/subscriptions/sub_…'.
	 * @return array<string, mixed>
	 * @throws StripeError When Stripe cannot be reached or refuses.
	 */
	public function delete( string $path ): array {
		return $this->request( 'DELETE', $path, array(), '' );
	}

	/**
	 * One call.
	 *
	 * @param string               $method          HTTP method.
	 * @param string               $path            Path below the base.
	 * @param array<string, mixed> $params          Body params.
	 * @param string               $idempotency_key Idempotency key or ''.
	 * @return array<string, mixed>
	 * @throws StripeError When Stripe cannot be reached or refuses.
	 */
	private function request( string $method, string $path, array $params, string $idempotency_key ): array {
		if ( '' === $this->secret_key ) {
			throw new StripeError( __( 'No Stripe secret key is saved.', 'p2p-fundraising' ), 0 ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- plain text that reaches the browser only as a REST error's JSON message (escaped where it is shown); escaping here would double-escape it.
		}
		$headers = array(
			'Authorization'  => 'Bearer ' . $this->secret_key,
			'Stripe-Version' => self::API_VERSION,
			'Content-Type'   => 'application/x-www-form-urlencoded',
		);
		if ( '' !== $idempotency_key ) {
			$headers['Idempotency-Key'] = $idempotency_key;
		}
		$response = wp_remote_request(
			self::base_url() . $path,
			array(
				'method'  => $method,
				'headers' => $headers,
				'body'    => array() === $params ? null : self::encode( $params ),
				'timeout' => 20,
			)
		);
		if ( is_wp_error( $response ) ) {
			throw new StripeError( __( 'Stripe could not be reached. Please try again in a moment.', 'p2p-fundraising' ), 0 ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- plain text that reaches the browser only as a REST error's JSON message (escaped where it is shown); escaping here would double-escape it.
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( $status < 200 || $status >= 300 || ! is_array( $body ) ) {
			$message = is_array( $body ) && isset( $body['error']['message'] ) && is_string( $body['error']['message'] )
				? $body['error']['message']
				: __( 'Stripe answered with an error.', 'p2p-fundraising' );
			throw new StripeError( $message, $status ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- plain text that reaches the browser only as a REST error's JSON message (escaped where it is shown); escaping here would double-escape it.
		}
		return $body;
	}

	/**
	 * Stripe's form encoding: nested arrays as a[b][0][c]=v.
	 *
	 * @param array<string, mixed> $params Params.
	 */
	public static function encode( array $params ): string {
		$pairs = array();
		$walk  = static function ( $value, string $key ) use ( &$walk, &$pairs ): void {
			if ( is_array( $value ) ) {
				foreach ( $value as $sub => $item ) {
					$walk( $item, $key . '[' . $sub . ']' );
				}
				return;
			}
			if ( is_bool( $value ) ) {
				$value = $value ? 'true' : 'false';
			}
			$pairs[] = rawurlencode( $key ) . '=' . rawurlencode( (string) $value );
		};
		foreach ( $params as $key => $value ) {
			$walk( $value, (string) $key );
		}
		return implode( '&', $pairs );
	}
}
