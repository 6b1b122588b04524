<?php
/**
 * ISO 4217 currencies: symbol, format and minor units.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * What the site needs to know of a currency code to show and charge amounts: the symbol and the
 * way it is written (derived from the code and the site language, so the admin chooses only the
 * code) and how many minor units Stripe expects (JPY, KRW… have none: 500 means ¥500).
 *
 * The separators and the symbol's side follow the site's language, not the currency, as CLDR and
 * the payment pages of Stripe or Shopify write money: a German site in US dollars shows
 * "7.208,50 $", an English one in euros "€7,208.50" (docs/decisions/0063). A language this table
 * does not know keeps the currency's own way.
 */
final class Currency {

	/** Stripe's zero-decimal currencies. */
	private const ZERO_DECIMAL = array( 'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' );

	/**
	 * Code => [symbol, position, decimal separator, thousands separator] for the common ones;
	 * any other valid code is written "1,234.50 CODE".
	 */
	private const KNOWN = array(
		'USD' => array( '$', 'before', '.', ',' ),
		'CAD' => array( 'CA$', 'before', '.', ',' ),
		'AUD' => array( 'A$', 'before', '.', ',' ),
		'NZD' => array( 'NZ$', 'before', '.', ',' ),
		'GBP' => array( '£', 'before', '.', ',' ),
		'EUR' => array( '€', 'after', ',', '.' ),
		'CHF' => array( 'CHF', 'before', '.', '’' ),
		'SEK' => array( 'kr', 'after', ',', ' ' ),
		'NOK' => array( 'kr', 'after', ',', ' ' ),
		'DKK' => array( 'kr.', 'after', ',', '.' ),
		'PLN' => array( 'zł', 'after', ',', ' ' ),
		'JPY' => array( '¥', 'before', '.', ',' ),
		'KRW' => array( '₩', 'before', '.', ',' ),
		'INR' => array( '₹', 'before', '.', ',' ),
		'BRL' => array( 'R$', 'before', ',', '.' ),
		'MXN' => array( 'MX$', 'before', '.', ',' ),
		'ZAR' => array( 'R', 'before', '.', ' ' ),
		'SGD' => array( 'S$', 'before', '.', ',' ),
		'HKD' => array( 'HK$', 'before', '.', ',' ),
	);

	/**
	 * Site language (WordPress locale, or its language) => [decimal separator, thousands
	 * separator, symbol position], CLDR's standard currency pattern of the language.
	 */
	private const LANGUAGES = array(
		'en'    => array( '.', ',', 'before' ),
		'de'    => array( ',', '.', 'after' ),
		'de_CH' => array( '.', '’', 'before' ),
		'de_AT' => array( ',', ' ', 'before' ),
		'fr'    => array( ',', ' ', 'after' ),
		'fr_CA' => array( ',', ' ', 'after' ),
		'es'    => array( ',', '.', 'after' ),
		'es_MX' => array( '.', ',', 'before' ),
		'it'    => array( ',', '.', 'after' ),
		'nl'    => array( ',', '.', 'before' ),
		'pt'    => array( ',', ' ', 'after' ),
		'pt_BR' => array( ',', '.', 'before' ),
		'pl'    => array( ',', ' ', 'after' ),
		'sv'    => array( ',', ' ', 'after' ),
		'nb'    => array( ',', ' ', 'after' ),
		'da'    => array( ',', '.', 'after' ),
		'fi'    => array( ',', ' ', 'after' ),
		'cs'    => array( ',', ' ', 'after' ),
		'ja'    => array( '.', ',', 'before' ),
		'zh'    => array( '.', ',', 'before' ),
		'ko'    => array( '.', ',', 'before' ),
	);

	/**
	 * Whether a string is a three-letter currency code (upper case).
	 *
	 * @param string $code Code.
	 */
	public static function is_valid( string $code ): bool {
		return 1 === preg_match( '/^[A-Z]{3}$/', $code );
	}

	/**
	 * Whether Stripe counts this currency in whole units.
	 *
	 * @param string $code ISO 4217 code.
	 */
	public static function is_zero_decimal( string $code ): bool {
		return in_array( strtoupper( $code ), self::ZERO_DECIMAL, true );
	}

	/**
	 * The site's money format for a currency (the keys of Settings::currency()): the currency's
	 * symbol, written the way the site's language writes money.
	 *
	 * @param string $code   ISO 4217 code.
	 * @param string $locale Site locale ('de_DE', 'de_DE_formal'); '' for the currency's own way.
	 * @return array{currencySymbol: string, currencyPosition: string, decimalSeparator: string, thousandsSeparator: string}
	 */
	public static function format( string $code, string $locale = '' ): array {
		$code = strtoupper( $code );
		list( $symbol, $position, $decimal, $thousands ) = self::KNOWN[ $code ] ?? array( $code, 'after', '.', ',' );
		$parts    = explode( '_', $locale );
		$language = self::LANGUAGES[ $parts[0] . '_' . ( $parts[1] ?? '' ) ] ?? self::LANGUAGES[ $parts[0] ] ?? null;
		if ( null !== $language ) {
			list( $decimal, $thousands, $position ) = $language;
		}
		return array(
			'currencySymbol'     => $symbol,
			'currencyPosition'   => $position,
			'decimalSeparator'   => $decimal,
			'thousandsSeparator' => $thousands,
		);
	}

	/**
	 * An amount in Stripe's smallest unit (cents; yen as is).
	 *
	 * @param float  $amount Amount in the major unit.
	 * @param string $code   ISO 4217 code.
	 */
	public static function to_minor( float $amount, string $code ): int {
		return (int) round( self::is_zero_decimal( $code ) ? $amount : $amount * 100 );
	}

	/**
	 * An amount from Stripe's smallest unit.
	 *
	 * @param int    $minor  Amount in the smallest unit.
	 * @param string $code   ISO 4217 code.
	 */
	public static function from_minor( int $minor, string $code ): float {
		return self::is_zero_decimal( $code ) ? (float) $minor : round( $minor / 100, 2 );
	}
}
