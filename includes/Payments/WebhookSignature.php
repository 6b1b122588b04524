<?php
/**
 * Stripe-Signature verification.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Checks a webhook the way Stripe documents it: the header "t=<unix time>,v1=<hex>[,v1=<hex>…]";
 * each v1 is HMAC-SHA256 of "<t>.<raw body>" with the endpoint's signing secret. Valid when one
 * v1 matches (compared in constant time) and t is at most TOLERANCE seconds away from now (a
 * captured request cannot be replayed later). Stripe sends several v1 while a secret is rolled.
 */
final class WebhookSignature {

	public const TOLERANCE = 300;

	/**
	 * Whether the header signs the payload with the secret.
	 *
	 * @param string   $payload Raw request body, byte for byte.
	 * @param string   $header  Stripe-Signature header.
	 * @param string   $secret  whsec_… signing secret.
	 * @param int|null $now     Unix time (now when null; tests pass their own).
	 */
	public static function verify( string $payload, string $header, string $secret, ?int $now = null ): bool {
		if ( '' === $secret || '' === $header ) {
			return false;
		}
		$timestamp  = null;
		$signatures = array();
		foreach ( explode( ',', $header ) as $part ) {
			$pair = explode( '=', trim( $part ), 2 );
			if ( 2 !== count( $pair ) ) {
				continue;
			}
			if ( 't' === $pair[0] && preg_match( '/^[0-9]{1,12}$/', $pair[1] ) ) {
				$timestamp = (int) $pair[1];
			} elseif ( 'v1' === $pair[0] ) {
				$signatures[] = $pair[1];
			}
		}
		if ( null === $timestamp || array() === $signatures ) {
			return false;
		}
		if ( abs( ( $now ?? time() ) - $timestamp ) > self::TOLERANCE ) {
			return false;
		}
		$expected = hash_hmac( 'sha256', $timestamp . '.' . $payload, $secret );
		foreach ( $signatures as $signature ) {
			if ( hash_equals( $expected, $signature ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A header as Stripe would send it (for tests and the fake's PHP twin).
	 *
	 * @param string $payload Raw body.
	 * @param string $secret  Signing secret.
	 * @param int    $time    Unix time.
	 */
	public static function sign( string $payload, string $secret, int $time ): string {
		return 't=' . $time . ',v1=' . hash_hmac( 'sha256', $time . '.' . $payload, $secret );
	}
}
