<?php
/**
 * The campaign's colours as the app computes them (src/shared/theme/theme.ts), for the first
 * frame the server paints.
 *
 * @package P2PFundraising
 */

declare( strict_types=1 );

namespace P2PFundraising\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * The first paint (FirstPaint) is drawn before the app's script runs, so its colours cannot come
 * from the app's theme: this computes the same six from the campaign's primary and secondary
 * colour, with the same arithmetic (brightness 143 for the text colour, AA contrast for surfaces,
 * Sass-style darken in HSL). tests/fixtures/theme-colors.json pins both implementations.
 */
final class ThemeColors {

	public const DEFAULT_PRIMARY   = '#28C77B';
	public const DEFAULT_SECONDARY = '#1E2A3A';

	private const DARK_TEXT            = '#333333';
	private const LIGHT_TEXT           = '#ffffff';
	private const BRIGHTNESS_THRESHOLD = 143;
	private const MIN_TEXT_CONTRAST    = 4.5;

	/**
	 * The colours, keyed as the app's theme names them.
	 *
	 * @param string $primary   Campaign primary colour ('#rrggbb', '#rgb'; anything else: the default).
	 * @param string $secondary Campaign secondary colour.
	 * @return array{primary: string, onPrimary: string, primarySurface: string, primaryText: string, secondarySurface: string, onSecondary: string, secondaryText: string}
	 */
	public static function of( string $primary, string $secondary ): array {
		$primary_color   = self::hex_or( $primary, self::DEFAULT_PRIMARY );
		$secondary_color = self::hex_or( $secondary, self::DEFAULT_SECONDARY );
		$on_primary      = self::text_color_on( $primary_color );
		$on_secondary    = self::text_color_on( $secondary_color );
		return array(
			'primary'          => $primary_color,
			'onPrimary'        => $on_primary,
			'primarySurface'   => self::readable_shade( $primary_color, $on_primary ),
			'primaryText'      => self::readable_shade( $primary_color, self::LIGHT_TEXT ),
			'secondarySurface' => self::readable_shade( $secondary_color, $on_secondary ),
			'onSecondary'      => $on_secondary,
			'secondaryText'    => self::readable_shade( $secondary_color, self::LIGHT_TEXT ),
		);
	}

	/**
	 * The colours as CSS custom properties for a style attribute: --p2p-primary, --p2p-on-primary…
	 *
	 * @param string $primary   Campaign primary colour.
	 * @param string $secondary Campaign secondary colour.
	 */
	public static function css_variables( string $primary, string $secondary ): string {
		$declarations = array();
		foreach ( self::of( $primary, $secondary ) as $name => $value ) {
			$declarations[] = '--p2p-' . strtolower( (string) preg_replace( '/([A-Z])/', '-$1', $name ) ) . ':' . $value;
		}
		return implode( ';', $declarations );
	}

	/**
	 * The colour with its '#' when it is a valid hex colour, else the fallback.
	 *
	 * @param string $color    Colour.
	 * @param string $fallback Fallback.
	 */
	private static function hex_or( string $color, string $fallback ): string {
		return null !== self::rgb( $color ) ? '#' . ltrim( trim( $color ), '#' ) : $fallback;
	}

	/**
	 * Red, green and blue (0–255) of '#rgb' / '#rrggbb' (the '#' optional), or null.
	 *
	 * @param string $color Colour.
	 * @return array{0: int, 1: int, 2: int}|null
	 */
	private static function rgb( string $color ): ?array {
		if ( ! preg_match( '/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i', trim( $color ), $match ) ) {
			return null;
		}
		$hex = 3 === strlen( $match[1] ) ? $match[1][0] . $match[1][0] . $match[1][1] . $match[1][1] . $match[1][2] . $match[1][2] : $match[1];
		return array( (int) hexdec( substr( $hex, 0, 2 ) ), (int) hexdec( substr( $hex, 2, 2 ) ), (int) hexdec( substr( $hex, 4, 2 ) ) );
	}

	/**
	 * Dark text on bright colours, white on dark ones (YIQ brightness above 143).
	 *
	 * @param string $background Background colour.
	 */
	private static function text_color_on( string $background ): string {
		$rgb        = self::rgb( $background ) ?? array( 0, 0, 0 );
		$brightness = ( $rgb[0] * 299 + $rgb[1] * 587 + $rgb[2] * 114 ) / 1000;
		return $brightness > self::BRIGHTNESS_THRESHOLD ? self::DARK_TEXT : self::LIGHT_TEXT;
	}

	/**
	 * The colour, or the nearest shade (darker against light, lighter against dark) that reaches
	 * AA contrast against `against`, in steps of 2 lightness points.
	 *
	 * @param string $color   Colour.
	 * @param string $against Colour it must contrast with.
	 */
	private static function readable_shade( string $color, string $against ): string {
		$step  = Contrast::luminance( $against ) > 0.5 ? 2 : -2;
		$shade = $color;
		for ( $i = 0; $i < 50 && self::contrast( $shade, $against ) < self::MIN_TEXT_CONTRAST; $i++ ) {
			$shade = self::darken( $shade, $step );
		}
		return $shade;
	}

	/**
	 * WCAG contrast ratio (1–21).
	 *
	 * @param string $a Colour.
	 * @param string $b Colour.
	 */
	private static function contrast( string $a, string $b ): float {
		$la = Contrast::luminance( $a );
		$lb = Contrast::luminance( $b );
		return ( max( $la, $lb ) + 0.05 ) / ( min( $la, $lb ) + 0.05 );
	}

	/**
	 * Lowers HSL lightness by `amount` points (negative: lighter), as '#rrggbb'.
	 *
	 * @param string $color  Colour.
	 * @param float  $amount Percentage points.
	 */
	private static function darken( string $color, float $amount ): string {
		$rgb = self::rgb( $color );
		if ( null === $rgb ) {
			return $color;
		}
		list( $r, $g, $b ) = array( $rgb[0] / 255, $rgb[1] / 255, $rgb[2] / 255 );
		$max               = max( $r, $g, $b );
		$min               = min( $r, $g, $b );
		$l                 = ( $max + $min ) / 2;
		$h                 = 0.0;
		$s                 = 0.0;
		if ( $max !== $min ) {
			$d = $max - $min;
			$s = $l > 0.5 ? $d / ( 2 - $max - $min ) : $d / ( $max + $min );
			if ( $max === $r ) {
				$h = ( $g - $b ) / $d + ( $g < $b ? 6 : 0 );
			} elseif ( $max === $g ) {
				$h = ( $b - $r ) / $d + 2;
			} else {
				$h = ( $r - $g ) / $d + 4;
			}
			$h /= 6;
		}
		$l = min( 1, max( 0, $l - $amount / 100 ) );
		if ( 0.0 === $s ) {
			$out = array( $l * 255, $l * 255, $l * 255 );
		} else {
			$q   = $l < 0.5 ? $l * ( 1 + $s ) : $l + $s - $l * $s;
			$p   = 2 * $l - $q;
			$hue = static function ( float $t ) use ( $p, $q ): float {
				$t -= floor( $t ); // The hue wraps around the colour wheel.
				if ( $t < 1 / 6 ) {
					return $p + ( $q - $p ) * 6 * $t;
				}
				if ( $t < 1 / 2 ) {
					return $q;
				}
				if ( $t < 2 / 3 ) {
					return $p + ( $q - $p ) * ( 2 / 3 - $t ) * 6;
				}
				return $p;
			};
			$out = array( $hue( $h + 1 / 3 ) * 255, $hue( $h ) * 255, $hue( $h - 1 / 3 ) * 255 );
		}
		return '#' . implode(
			'',
			array_map(
				static function ( float $v ): string {
					return str_pad( dechex( (int) round( min( 255, max( 0, $v ) ) ) ), 2, '0', STR_PAD_LEFT );
				},
				$out
			)
		);
	}
}
