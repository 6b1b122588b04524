/**
 * Colour arithmetic for campaign theming (spec §9): brightness threshold 143 for the text colour,
 * "darken by 20" in HSL lightness, and WCAG contrast so text-bearing surfaces stay readable.
 */
export const DARK_TEXT = '#333333';
export const LIGHT_TEXT = '#ffffff';
export const BRIGHTNESS_THRESHOLD = 143;
export const MIN_TEXT_CONTRAST = 4.5;

interface Rgb {
	r: number;
	g: number;
	b: number;
}

export function parseHex( color: string ): Rgb | null {
	const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec( color.trim() );
	if ( ! match || ! match[ 1 ] ) {
		return null;
	}
	const hex =
		match[ 1 ].length === 3
			? match[ 1 ]
					.split( '' )
					.map( ( c ) => c + c )
					.join( '' )
			: match[ 1 ];
	return {
		r: parseInt( hex.slice( 0, 2 ), 16 ),
		g: parseInt( hex.slice( 2, 4 ), 16 ),
		b: parseInt( hex.slice( 4, 6 ), 16 ),
	};
}

const toHex = ( { r, g, b }: Rgb ) =>
	'#' +
	[ r, g, b ]
		.map( ( v ) =>
			Math.round( Math.min( 255, Math.max( 0, v ) ) )
				.toString( 16 )
				.padStart( 2, '0' )
		)
		.join( '' );

/** Perceived brightness, 0–255 (the classic YIQ weighting). */
export function brightness( color: string ): number {
	const rgb = parseHex( color );
	if ( ! rgb ) {
		return 0;
	}
	return ( rgb.r * 299 + rgb.g * 587 + rgb.b * 114 ) / 1000;
}

/** Dark text on bright colours, white text on dark ones (threshold 143). */
export function textColorOn( background: string ): string {
	return brightness( background ) > BRIGHTNESS_THRESHOLD
		? DARK_TEXT
		: LIGHT_TEXT;
}

function rgbToHsl( { r, g, b }: Rgb ) {
	const [ rn, gn, bn ] = [ r / 255, g / 255, b / 255 ];
	const max = Math.max( rn, gn, bn );
	const min = Math.min( rn, gn, bn );
	const l = ( max + min ) / 2;
	if ( max === min ) {
		return { h: 0, s: 0, l };
	}
	const d = max - min;
	const s = l > 0.5 ? d / ( 2 - max - min ) : d / ( max + min );
	let h: number;
	if ( max === rn ) {
		h = ( gn - bn ) / d + ( gn < bn ? 6 : 0 );
	} else if ( max === gn ) {
		h = ( bn - rn ) / d + 2;
	} else {
		h = ( rn - gn ) / d + 4;
	}
	return { h: h / 6, s, l };
}

function hslToRgb( { h, s, l }: { h: number; s: number; l: number } ): Rgb {
	if ( s === 0 ) {
		return { r: l * 255, g: l * 255, b: l * 255 };
	}
	const hue = ( p: number, q: number, t: number ) => {
		// Hue wraps around the colour wheel.
		const tt = t - Math.floor( t );
		if ( tt < 1 / 6 ) {
			return p + ( q - p ) * 6 * tt;
		}
		if ( tt < 1 / 2 ) {
			return q;
		}
		if ( tt < 2 / 3 ) {
			return p + ( q - p ) * ( 2 / 3 - tt ) * 6;
		}
		return p;
	};
	const q = l < 0.5 ? l * ( 1 + s ) : l + s - l * s;
	const p = 2 * l - q;
	return {
		r: hue( p, q, h + 1 / 3 ) * 255,
		g: hue( p, q, h ) * 255,
		b: hue( p, q, h - 1 / 3 ) * 255,
	};
}

/** Lowers HSL lightness by `amount` percentage points (Sass's darken()). */
export function darken( color: string, amount: number ): string {
	const rgb = parseHex( color );
	if ( ! rgb ) {
		return color;
	}
	const hsl = rgbToHsl( rgb );
	return toHex(
		hslToRgb( {
			...hsl,
			l: Math.min( 1, Math.max( 0, hsl.l - amount / 100 ) ),
		} )
	);
}

function relativeLuminance( color: string ): number {
	const rgb = parseHex( color ) ?? { r: 0, g: 0, b: 0 };
	const channel = ( v: number ) => {
		const c = v / 255;
		return c <= 0.03928
			? c / 12.92
			: Math.pow( ( c + 0.055 ) / 1.055, 2.4 );
	};
	return (
		0.2126 * channel( rgb.r ) +
		0.7152 * channel( rgb.g ) +
		0.0722 * channel( rgb.b )
	);
}

/** WCAG 2 contrast ratio between two colours (1–21). */
export function contrastRatio( a: string, b: string ): number {
	const [ hi, lo ] = [ relativeLuminance( a ), relativeLuminance( b ) ].sort(
		( x, y ) => y - x
	) as [ number, number ];
	return ( hi + 0.05 ) / ( lo + 0.05 );
}

/**
 * `color` itself when it reaches AA contrast against `against`, otherwise the nearest shade that
 * does: darker against light colours, lighter against dark ones. Used for text-bearing surfaces
 * (a button in the campaign colour) and for coloured text on white.
 */
export function readableShade( color: string, against: string ): string {
	const step = relativeLuminance( against ) > 0.5 ? 2 : -2;
	let shade = color;
	for (
		let i = 0;
		i < 50 && contrastRatio( shade, against ) < MIN_TEXT_CONTRAST;
		i++
	) {
		shade = darken( shade, step );
	}
	return shade;
}
