<?php
/**
 * Payment settings: Stripe keys, currency, fee cover.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Payments;

use P2PFundraising\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes the payment options. The secret key and the webhook secret are read only by the
 * server: public() gives the admin screen masks of them, never the values (decision 0020).
 */
final class PaymentSettings {

	public const PUBLISHABLE_KEY = 'p2p_fundraising_stripe_publishable_key';
	public const SECRET_KEY      = 'p2p_fundraising_stripe_secret_key';
	public const WEBHOOK_SECRET  = 'p2p_fundraising_stripe_webhook_secret';
	public const CURRENCY        = 'p2p_fundraising_currency_code';
	public const FEE_PERCENT     = 'p2p_fundraising_fee_percent';
	public const FEE_FIXED       = 'p2p_fundraising_fee_fixed';

	public const DEFAULT_CURRENCY = 'USD';

	/** Keeps the money format in step with the site language (decision 0063). */
	public static function register(): void {
		add_action(
			'update_option_WPLANG',
			static function ( $old, $locale ): void {
				self::follow_language( (string) $locale );
			},
			10,
			2
		);
		add_action(
			'add_option_WPLANG',
			static function ( $option, $locale ): void {
				self::follow_language( (string) $locale );
			},
			10,
			2
		);
	}

	/**
	 * Writes the saved currency's format again in a new site language ('' = English), so a site
	 * switched to German writes "1.234,50 $" without saving the payment settings again.
	 *
	 * @param string $locale The new site locale.
	 */
	public static function follow_language( string $locale ): void {
		if ( false === get_option( self::CURRENCY ) ) {
			return; // Never saved: Settings::currency() derives the format from the language anyway.
		}
		foreach ( Currency::format( self::currency(), '' === $locale ? 'en_US' : $locale ) as $key => $value ) {
			update_option( Settings::currency_option( $key ), $value );
		}
	}

	/** Key formats Stripe issues (test and live). */
	public const PATTERNS = array(
		'publishable_key' => '/^pk_(test|live)_[A-Za-z0-9_]{1,240}$/',
		'secret_key'      => '/^(sk|rk)_(test|live)_[A-Za-z0-9_]{1,240}$/',
		'webhook_secret'  => '/^whsec_[A-Za-z0-9_]{1,240}$/',
	);

	/** The site's currency as an ISO 4217 code (upper case). */
	public static function currency(): string {
		$code = strtoupper( (string) get_option( self::CURRENCY, self::DEFAULT_CURRENCY ) );
		return Currency::is_valid( $code ) ? $code : self::DEFAULT_CURRENCY;
	}

	/** Stripe secret key ('' when not set). Server-side only. */
	public static function secret_key(): string {
		return (string) get_option( self::SECRET_KEY, '' );
	}

	/** Webhook signing secret ('' when not set). Server-side only. */
	public static function webhook_secret(): string {
		return (string) get_option( self::WEBHOOK_SECRET, '' );
	}

	/** Publishable key ('' when not set); public by design. */
	public static function publishable_key(): string {
		return (string) get_option( self::PUBLISHABLE_KEY, '' );
	}

	/** Fee percentage a donor may cover (0–20). */
	public static function fee_percent(): float {
		return min( 20.0, max( 0.0, (float) get_option( self::FEE_PERCENT, 2.9 ) ) );
	}

	/** Fixed fee per payment a donor may cover, in the major unit. */
	public static function fee_fixed(): float {
		return min( 100.0, max( 0.0, (float) get_option( self::FEE_FIXED, 0.3 ) ) );
	}

	/** Whether the form offers to cover the fee. */
	public static function offers_fee_cover(): bool {
		return self::fee_percent() > 0 || self::fee_fixed() > 0;
	}

	/**
	 * The fee to add so that the charity receives the whole gift after Stripe takes its share
	 * (gross-up: total = (gift + fixed) / (1 − percent)), rounded to the currency's unit.
	 *
	 * @param float $gift Gift in the major unit.
	 */
	public static function fee_for( float $gift ): float {
		$total = ( $gift + self::fee_fixed() ) / ( 1 - self::fee_percent() / 100 );
		$fee   = $total - $gift;
		return Currency::is_zero_decimal( self::currency() ) ? (float) ceil( round( $fee, 4 ) ) : ceil( round( $fee * 100, 4 ) ) / 100;
	}

	/** Whether the saved secret key is one of Stripe's test keys (no real money moves). */
	public static function is_test_key(): bool {
		return 1 === preg_match( '/^(sk|rk)_test_/', self::secret_key() );
	}

	/** Whether Stripe mode has what it needs to take a payment. */
	public static function is_stripe_ready(): bool {
		return '' !== self::secret_key() && '' !== self::webhook_secret();
	}

	/** The URL to paste into Stripe's webhook settings. */
	public static function webhook_url(): string {
		return rest_url( 'p2p-fundraising/v1/stripe/webhook' );
	}

	/**
	 * "sk_test_…4242": the prefix and the last four characters, enough to recognise a key.
	 *
	 * @param string $secret Secret.
	 */
	public static function mask( string $secret ): string {
		if ( '' === $secret ) {
			return '';
		}
		$prefix = preg_match( '/^([a-z]+_(test_|live_)?)/', $secret, $match ) ? $match[1] : '';
		return $prefix . '…' . substr( $secret, -4 );
	}

	/**
	 * What the admin screen may see (AdminPaymentSettings in docs/api.md): secrets masked.
	 *
	 * @return array<string, mixed>
	 */
	public static function public(): array {
		return array(
			'mode'                  => Settings::payment_mode(),
			'publishable_key'       => self::publishable_key(),
			'secret_key_masked'     => self::mask( self::secret_key() ),
			'webhook_secret_masked' => self::mask( self::webhook_secret() ),
			'currency'              => self::currency(),
			'currency_format'       => Currency::format( self::currency(), get_locale() ),
			'zero_decimal'          => Currency::is_zero_decimal( self::currency() ),
			'fee_percent'           => self::fee_percent(),
			'fee_fixed'             => self::fee_fixed(),
			'webhook_url'           => self::webhook_url(),
		);
	}

	/**
	 * Saves the given settings (already validated). An empty secret keeps the stored one, so the
	 * screen never needs to know it; the currency also sets the site's money format (in the site
	 * language's way of writing money, decision 0063).
	 *
	 * @param array<string, mixed> $fields mode, publishable_key, secret_key, webhook_secret, currency, fee_percent, fee_fixed.
	 */
	public static function save( array $fields ): void {
		if ( isset( $fields['mode'] ) ) {
			update_option( Settings::PAYMENT_MODE_OPTION, (string) $fields['mode'] );
		}
		foreach ( array(
			'publishable_key' => self::PUBLISHABLE_KEY,
			'secret_key'      => self::SECRET_KEY,
			'webhook_secret'  => self::WEBHOOK_SECRET,
		) as $field => $option ) {
			if ( isset( $fields[ $field ] ) && '' !== $fields[ $field ] ) {
				// Not autoloaded: secrets are read only when a payment needs them.
				update_option( $option, (string) $fields[ $field ], false );
			}
		}
		if ( isset( $fields['currency'] ) ) {
			$code = strtoupper( (string) $fields['currency'] );
			update_option( self::CURRENCY, $code );
			foreach ( Currency::format( $code, get_locale() ) as $key => $value ) {
				update_option( Settings::currency_option( $key ), $value );
			}
		}
		foreach ( array(
			'fee_percent' => self::FEE_PERCENT,
			'fee_fixed'   => self::FEE_FIXED,
		) as $field => $option ) {
			if ( isset( $fields[ $field ] ) ) {
				update_option( $option, (string) round( (float) $fields[ $field ], 2 ) );
			}
		}
	}
}
