/**
 * An amount as a person typed it, read with the site's separators and refused when it could
 * mean two things (decision 0018). The same rule as the server's TypedAmount (PHP): a thousands
 * separator counts only between groups of three digits ("1,250.50" is 1250.5, "2,50" is refused
 * when "," groups thousands); a space (also no-break or thin) may group digits the same way;
 * at most two decimals and nine whole digits.
 */
import type { NumberFormat } from './money';

const SPACES = /[\u00a0\u202f\u2009]/g;

function escapeRegExp( text: string ): string {
	return text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
}

function toNumber(
	whole: string,
	fraction: string | undefined
): number | null {
	const digits = whole.replace( /^0+/, '' );
	if ( digits.length > 9 ) {
		return null;
	}
	return (
		Math.round(
			Number( `${ digits || '0' }.${ fraction || '0' }` ) * 100
		) / 100
	);
}

/** The amount in `typed`, or null when it is not an unambiguous amount. */
export function parseAmount(
	typed: string,
	{ decimalSeparator, thousandsSeparator }: NumberFormat,
	currencySymbol = ''
): number | null {
	let text = typed.replace( SPACES, ' ' );
	if ( currencySymbol ) {
		text = text.split( currencySymbol ).join( '' );
	}
	text = text.trim();
	const decimal = decimalSeparator || '.';
	const fraction = `(?:${ escapeRegExp( decimal ) }([0-9]{1,2}))?`;
	const plain = new RegExp( `^([0-9]+)${ fraction }$` ).exec( text );
	if ( plain ) {
		return toNumber( plain[ 1 ] ?? '', plain[ 2 ] );
	}
	const groups = new Set( [ ' ' ] );
	if ( thousandsSeparator && thousandsSeparator !== decimal ) {
		groups.add( thousandsSeparator.replace( SPACES, ' ' ) );
	}
	for ( const group of groups ) {
		const grouped = new RegExp(
			`^([0-9]{1,3}(?:${ escapeRegExp( group ) }[0-9]{3})+)${ fraction }$`
		).exec( text );
		if ( grouped ) {
			return toNumber(
				( grouped[ 1 ] ?? '' ).split( group ).join( '' ),
				grouped[ 2 ]
			);
		}
	}
	return null;
}

/**
 * Whether digits were typed with the thousands separator in a place that does not group three
 * digits ("2,50"): such text must be corrected, never read as another number.
 */
export function isAmbiguousAmount(
	typed: string,
	format: NumberFormat
): boolean {
	return (
		/[0-9]/.test( typed ) &&
		format.thousandsSeparator !== '' &&
		typed.includes( format.thousandsSeparator ) &&
		parseAmount( typed, format ) === null
	);
}
