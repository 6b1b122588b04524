<?php
/**
 * An amount as a person typed it.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Donations;

defined( 'ABSPATH' ) || exit;

/**
 * Reads a typed amount with the site's separators, refusing what could mean two things
 * (decision 0018). A thousands separator counts only between groups of three digits: with ","
 * as thousands separator "1,250.50" is 1250.50 but "2,50" is refused (a donor from a comma-decimal
 * country meant 2.50, not 250). A space (also no-break or thin) may group digits the same way in
 * any locale: "1 000" is 1000, "1 00" is refused. At most two decimals and nine whole digits.
 * src/shared/format/parse-amount.ts applies the same rule in the browser.
 */
final class TypedAmount {

	/** Characters read as a grouping space. */
	private const SPACES = array( "\u{00a0}", "\u{202f}", "\u{2009}" );

	/**
	 * The amount, or null when the text is not an unambiguous amount.
	 *
	 * @param string $typed     Text as typed.
	 * @param string $decimal   Decimal separator of the site.
	 * @param string $thousands Thousands separator of the site ('' for none).
	 * @param string $symbol    Currency symbol, allowed before or after.
	 */
	public static function parse( string $typed, string $decimal, string $thousands, string $symbol = '' ): ?float {
		$text = str_replace( self::SPACES, ' ', $typed );
		if ( '' !== $symbol ) {
			$text = str_replace( $symbol, '', $text );
		}
		$text    = trim( $text );
		$decimal = '' === $decimal ? '.' : $decimal;
		$groups  = array( ' ' );
		if ( '' !== $thousands && $thousands !== $decimal ) {
			$groups[] = str_replace( self::SPACES, ' ', $thousands );
		}
		$fraction = '(?:' . preg_quote( $decimal, '/' ) . '([0-9]{1,2}))?';
		if ( preg_match( '/^([0-9]+)' . $fraction . '$/', $text, $match ) ) {
			return self::number( $match[1], $match[2] ?? '' );
		}
		foreach ( array_unique( $groups ) as $group ) {
			$quoted = preg_quote( $group, '/' );
			if ( preg_match( '/^([0-9]{1,3}(?:' . $quoted . '[0-9]{3})+)' . $fraction . '$/', $text, $match ) ) {
				return self::number( str_replace( $group, '', $match[1] ), $match[2] ?? '' );
			}
		}
		return null;
	}

	/**
	 * The number of whole digits and decimals, or null above nine whole digits.
	 *
	 * @param string $whole    Digits.
	 * @param string $fraction Digits after the separator.
	 */
	private static function number( string $whole, string $fraction ): ?float {
		$whole = ltrim( $whole, '0' );
		if ( strlen( $whole ) > 9 ) {
			return null;
		}
		return round( (float) ( ( '' === $whole ? '0' : $whole ) . '.' . ( '' === $fraction ? '0' : $fraction ) ), 2 );
	}
}
