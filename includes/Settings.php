<?php
/**
 * Site-wide plugin settings and the settings object handed to the front ends.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising;

defined( 'ABSPATH' ) || exit;

/**
 * Options with the spec's defaults, read in one place.
 */
final class Settings {

	public const PAYMENT_MODE_OPTION  = 'p2p_fundraising_payment_mode';
	public const PAYMENT_MODE_TEST    = 'test';
	public const PAYMENT_MODE_OFFLINE = 'offline';
	public const PAYMENT_MODE_STRIPE  = 'stripe';

	/** Every payment mode the site can be in. */
	public const PAYMENT_MODES = array( self::PAYMENT_MODE_TEST, self::PAYMENT_MODE_OFFLINE, self::PAYMENT_MODE_STRIPE );

	/** Whether visitors may register as fundraisers: '1' (default) or '0'. */
	public const REGISTRATION_OPEN_OPTION = 'p2p_fundraising_registration_open';

	/** Option name => default (spec §1 and §9). */
	private const CURRENCY_OPTIONS = array(
		'currencySymbol'     => array( 'p2p_fundraising_currency_symbol', '$' ),
		'currencyPosition'   => array( 'p2p_fundraising_currency_position', 'before' ),
		'decimalSeparator'   => array( 'p2p_fundraising_decimal_separator', '.' ),
		'thousandsSeparator' => array( 'p2p_fundraising_thousands_separator', ',' ),
	);

	/**
	 * 'test' (donations complete at once), 'offline' (pledges an administrator confirms) or
	 * 'stripe' (donors pay on Stripe Checkout; a verified webhook completes the donation).
	 */
	public static function payment_mode(): string {
		$mode = (string) get_option( self::PAYMENT_MODE_OPTION, self::PAYMENT_MODE_TEST );
		return in_array( $mode, self::PAYMENT_MODES, true ) ? $mode : self::PAYMENT_MODE_TEST;
	}

	/**
	 * The option that stores one key of currency() (payment settings derive them from the code).
	 *
	 * @param string $key currencySymbol, currencyPosition, decimalSeparator or thousandsSeparator.
	 */
	public static function currency_option( string $key ): string {
		return self::CURRENCY_OPTIONS[ $key ][0];
	}

	/**
	 * Whether people may register as new fundraisers (decided by an administrator on the plugin's
	 * Settings screen; independent of WordPress's "Anyone can register", which is about wp-login.php).
	 */
	public static function registration_open(): bool {
		return '0' !== (string) get_option( self::REGISTRATION_OPEN_OPTION, '1' );
	}

	/**
	 * Opens or closes fundraiser registration.
	 *
	 * @param bool $open Open.
	 */
	public static function set_registration_open( bool $open ): void {
		update_option( self::REGISTRATION_OPEN_OPTION, $open ? '1' : '0', true );
	}

	/**
	 * Currency symbol, position and separators.
	 *
	 * @return array{currencySymbol: string, currencyPosition: string, decimalSeparator: string, thousandsSeparator: string}
	 */
	public static function currency(): array {
		$currency = array();
		// Never saved: the default currency, written the site language's way (decision 0063).
		$derived = false === get_option( self::CURRENCY_OPTIONS['currencySymbol'][0] )
			? Payments\Currency::format( Payments\PaymentSettings::currency(), get_locale() )
			: array();
		foreach ( self::CURRENCY_OPTIONS as $key => list( $option, $fallback ) ) {
			$fallback         = $derived[ $key ] ?? $fallback;
			$value            = (string) get_option( $option, $fallback );
			$currency[ $key ] = '' === $value && 'thousandsSeparator' !== $key ? $fallback : $value;
		}
		if ( ! in_array( $currency['currencyPosition'], array( 'before', 'after' ), true ) ) {
			$currency['currencyPosition'] = 'before';
		}
		return $currency;
	}

	/**
	 * An amount as the site writes money, e.g. "$1,250" or "12,50 €".
	 *
	 * @param float $amount Amount in the major unit.
	 */
	public static function format_money( float $amount ): string {
		$currency = self::currency();
		$decimals = floor( $amount ) === $amount ? 0 : 2;
		$number   = number_format( $amount, $decimals, $currency['decimalSeparator'], $currency['thousandsSeparator'] );
		return 'after' === $currency['currencyPosition']
			? $number . ' ' . $currency['currencySymbol']
			: $currency['currencySymbol'] . $number;
	}

	/**
	 * The settings object of the campaign pages' boot data (docs/api.md, Boot.settings).
	 *
	 * @return array<string, mixed>
	 */
	public static function client(): array {
		return array_merge(
			array(
				'apiRoot'  => untrailingslashit( rest_url( 'p2p-fundraising/v1' ) ),
				'apiNonce' => wp_create_nonce( 'wp_rest' ),
				'locale'   => get_locale(),
				'timeZone' => wp_timezone_string(),
			),
			self::currency(),
			array(
				'maxUploadSize' => (int) wp_max_upload_size(),
				'assetsUrl'     => P2P_FUNDRAISING_URL . 'build/',
				'loginUrl'      => wp_login_url(),
				'homeUrl'       => home_url( '/' ),
				'siteName'      => html_entity_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES, 'UTF-8' ),
				'registrationOpen' => self::registration_open(),
				'textLimits'       => TextLimits::all(),
			)
		);
	}

	/**
	 * The JSON Schema of client(): what the apps may rely on (docs/api.md, Boot.settings).
	 *
	 * @return array<string, mixed>
	 */
	public static function client_schema(): array {
		return Rest\Schema::titled(
			'boot-settings',
			Rest\Schema::shape(
				array(
					'apiRoot'            => Rest\Schema::url_or_empty(),
					'apiNonce'           => Rest\Schema::string(),
					'locale'             => Rest\Schema::string(),
					'timeZone'           => Rest\Schema::string(),
					'currencySymbol'     => Rest\Schema::string(),
					'currencyPosition'   => Rest\Schema::enum( array( 'before', 'after' ) ),
					'decimalSeparator'   => Rest\Schema::string(),
					'thousandsSeparator' => Rest\Schema::string(),
					'maxUploadSize'      => Rest\Schema::count(),
					'assetsUrl'          => Rest\Schema::url_or_empty(),
					'loginUrl'           => Rest\Schema::url_or_empty(),
					'homeUrl'            => Rest\Schema::url_or_empty(),
					'siteName'           => Rest\Schema::string(),
					'registrationOpen'   => Rest\Schema::boolean(),
					'textLimits'         => Rest\Schema::shape( array_map( static fn() => Rest\Schema::count(), TextLimits::all() ) ),
				)
			)
		);
	}

	/**
	 * The settings object of the admin screen (a subset of client(), in the user's locale).
	 *
	 * @return array<string, mixed>
	 */
	public static function admin_client(): array {
		$settings           = array_intersect_key( self::client(), array_flip( array( 'apiRoot', 'apiNonce', 'timeZone', 'currencySymbol', 'currencyPosition', 'decimalSeparator', 'thousandsSeparator', 'assetsUrl', 'textLimits' ) ) );
		$settings['locale'] = get_user_locale();
		return $settings;
	}
}
