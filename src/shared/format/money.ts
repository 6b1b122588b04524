/**
 * Numbers and money formatted with the site's separators and currency settings, so every
 * amount on every screen reads the same way.
 */
import type { Settings } from '../boot/types';

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

/** Whole amounts show no fraction ($1,250); others show cents ($12.50). */
export function formatMoney( amount: number, format: MoneyFormat ): string {
	const decimals = Number.isInteger( Math.round( amount * 100 ) / 100 )
		? 0
		: 2;
	const number = formatNumber( amount, format, decimals );
	return format.currencyPosition === 'after'
		? `${ number }${ format.currencySymbol }`
		: `${ format.currencySymbol }${ number }`;
}

/** Percentages are shown with at most one decimal: 42%, 42.5%. */
export function formatPercentage(
	value: number,
	format: NumberFormat
): string {
	const rounded = Math.round( value * 10 ) / 10;
	return `${ formatNumber(
		rounded,
		format,
		Number.isInteger( rounded ) ? 0 : 1
	) }%`;
}
