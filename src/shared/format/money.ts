/**
 * Numbers and money formatted with the site's separators and currency settings, so every
 * amount on every screen reads the same way.
 */
import type { Settings } from '../boot/settings';
import { toLanguageTag } from './locale';
import { remembered } from './remembered';

export type NumberFormat = Pick<
	Settings,
	'decimalSeparator' | 'thousandsSeparator'
>;
export type MoneyFormat = NumberFormat &
	Pick< Settings, 'currencySymbol' | 'currencyPosition' >;

export function formatNumber(
	value: number,
	{ decimalSeparator, thousandsSeparator }: NumberFormat,
	decimals = 0
): string {
	const safe = Number.isFinite( value ) ? value : 0;
	const [ whole = '0', fraction ] = Math.abs( safe )
		.toFixed( decimals )
		.split( '.' );
	const grouped = whole.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		thousandsSeparator
	);
	const sign =
		safe < 0 && Number( whole + ( fraction ?? '' ) ) !== 0 ? '-' : '';
	return sign + grouped + ( fraction ? decimalSeparator + fraction : '' );
}

/** Whole amounts show no fraction ($1,250); others show cents ($12.50); the sign leads (-$5). */
export function formatMoney( amount: number, format: MoneyFormat ): string {
	const safe = Number.isFinite( amount ) ? amount : 0;
	const decimals = Number.isInteger( Math.round( safe * 100 ) / 100 ) ? 0 : 2;
	const number = formatNumber( safe, format, decimals );
	const sign = number.startsWith( '-' ) ? '-' : '';
	const digits = number.slice( sign.length );
	return format.currencyPosition === 'after'
		? `${ sign }${ digits } ${ format.currencySymbol }`
		: `${ sign }${ format.currencySymbol }${ digits }`;
}

/**
 * The number of a percentage, with at most one decimal: 42, 42.5 (42,5 with a comma), for
 * sentences that place the sign themselves ("13,3 %" in German).
 */
export function formatPercentNumber(
	value: number,
	format: NumberFormat
): string {
	const rounded = Number.isFinite( value )
		? Math.round( value * 10 ) / 10
		: 0;
	return formatNumber( rounded, format, Number.isInteger( rounded ) ? 0 : 1 );
}

/**
 * The sign as the site language writes it after a number: "%" in English, "\u00a0%" (a
 * non-breaking space first) in German or French, as CLDR says.
 */
export function percentSign( locale = '' ): string {
	// English writes none, and the first Intl.NumberFormat of a page costs about 50 ms (200 ms on
	// a phone): the language of most sites never pays it.
	if ( locale === '' || /^en(?:[_-]|$)/i.test( locale ) ) {
		return '%';
	}
	return remembered( `percent:${ locale }`, () => spacedPercent( locale ) );
}

function spacedPercent( locale: string ): string {
	try {
		const parts = new Intl.NumberFormat( toLanguageTag( locale ), {
			style: 'percent',
		} ).formatToParts( 0.5 );
		const sign = parts.findIndex( ( part ) => part.type === 'percentSign' );
		const before = parts[ sign - 1 ];
		return sign > 0 && before?.type === 'literal' ? '\u00a0%' : '%';
	} catch {
		return '%';
	}
}

/**
 * Percentages are shown with at most one decimal, in the site language's way, so admin and
 * campaign pages agree: 42%, 42.5% in English; 42 %, 42,5 % in German.
 */
export function formatPercentage(
	value: number,
	format: NumberFormat & Partial< Pick< Settings, 'locale' > >
): string {
	return `${ formatPercentNumber( value, format ) }${ percentSign(
		format.locale
	) }`;
}
