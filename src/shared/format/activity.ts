/**
 * An amount of activity as every screen shows it: the site's separators, as many decimals as it
 * has (at most three, the stored precision, decision 0093) and the campaign's unit ("12.5 km",
 * "12,5 km" in German, "3 laps").
 */
import { formatNumber, type NumberFormat } from './money';

export function formatActivity(
	value: number,
	label: string,
	separators: NumberFormat
): string {
	const safe = Number.isFinite( value )
		? Math.round( value * 1000 ) / 1000
		: 0;
	const fraction = String( safe ).split( '.' )[ 1 ] ?? '';
	const number = formatNumber(
		safe,
		separators,
		Math.min( 3, fraction.length )
	);
	return label ? `${ number } ${ label }` : number;
}

/** The midday of a day (YYYY-MM-DD), for date formatters that read a time in the site's zone. */
export const dayAtNoon = ( day: string ) => `${ day }T12:00:00Z`;
