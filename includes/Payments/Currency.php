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
 * way it is written (derived from the code, so the admin chooses only the code) and how many minor
 * units Stripe expects (JPY, KRW… have none: 500 means ¥500).
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
	 * The site's money format for a currency (the keys of Settings::currency()).
	 *
	 * @param string $code ISO 4217 code.
	 * @return array{currencySymbol: string, currencyPosition: string, decimalSeparator: string, thousandsSeparator: string}
	 */
	public static function format( string $code ): array {
		$code = strtoupper( $code );
		list( $symbol, $position, $decimal, $thousands ) = self::KNOWN[ $code ] ?? array( $code, 'after', '.', ',' );
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
