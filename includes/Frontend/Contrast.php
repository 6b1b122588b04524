<?php
/**
 * Readable text on a campaign colour.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * Pages the server renders (the donation form, blocks, shortcodes) put text on the campaign's
 * colour; this picks the text colour that contrasts more with it (WCAG relative luminance).
 */
final class Contrast {

	/** The dark text colour of the campaign pages. */
	public const DARK = '#333333';

	/** Relative luminance of DARK. */
	private const DARK_LUMINANCE = 0.0331;

	/**
	 * Dark (#333333) or white: whichever contrasts more with the background.
	 *
	 * @param string $hex Background, '#rrggbb' or '#rgb'.
	 */
	public static function text_on( string $hex ): string {
		$luminance = self::luminance( $hex );
		return ( $luminance + 0.05 ) / ( self::DARK_LUMINANCE + 0.05 ) >= 1.05 / ( $luminance + 0.05 ) ? self::DARK : '#ffffff';
	}

	/**
	 * WCAG relative luminance of a colour (also ThemeColors' contrast arithmetic).
	 *
	 * @param string $hex '#rrggbb' or '#rgb'.
	 */
	public static function luminance( string $hex ): float {
		$hex = ltrim( $hex, '#' );
		if ( 3 === strlen( $hex ) ) {
			$hex = $hex[0] . $hex[0] . $hex[1] . $hex[1] . $hex[2] . $hex[2];
		}
		$channel = static function ( string $pair ): float {
			$c = hexdec( $pair ) / 255;
			return $c <= 0.03928 ? $c / 12.92 : ( ( $c + 0.055 ) / 1.055 ) ** 2.4;
		};
		return 0.2126 * $channel( substr( $hex, 0, 2 ) ) + 0.7152 * $channel( substr( $hex, 2, 2 ) ) + 0.0722 * $channel( substr( $hex, 4, 2 ) );
	}
}
