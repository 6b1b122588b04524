/**
 * The drawing area every dashboard chart shares: a fixed coordinate system that the SVG's
 * viewBox scales to the card's width (no measuring, so it renders the same in tests), and the
 * admin colours (WordPress's own blue, green and red).
 */
import { scaleBand } from '@visx/scale';

export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 260;
export const CHART_MARGIN = { top: 16, right: 64, bottom: 36, left: 72 };
/** The plot area inside the margins. */
export const PLOT_WIDTH = CHART_WIDTH - CHART_MARGIN.left - CHART_MARGIN.right;
export const PLOT_HEIGHT =
	CHART_HEIGHT - CHART_MARGIN.top - CHART_MARGIN.bottom;

export const CHART_COLORS = {
	bar: '#72aee6',
	line: '#2271b1',
	goal: '#d63638',
	grid: '#dcdcde',
	text: '#50575e',
};

/** One band a day across the plot, with a gap between the bars. */
export function dayScale( dates: string[] ) {
	return scaleBand< string >( {
		domain: dates,
		range: [ 0, PLOT_WIDTH ],
		padding: 0.2,
	} );
}

/**
 * The look of every axis: grid-coloured lines and small labels, anchored towards the plot
 * (`end` on the left, `start` on the right, `middle` under it), in the series' colour if given.
 */
export function axisStyle(
	textAnchor: 'start' | 'middle' | 'end',
	fill: string = CHART_COLORS.text
) {
	return {
		stroke: CHART_COLORS.grid,
		tickStroke: CHART_COLORS.grid,
		tickLabelProps: { fill, fontSize: 11, textAnchor },
	};
}

/** Every n-th label, so at most $most fit along an axis. */
export function everyNth< T >( values: T[], most: number ): T[] {
	const step = Math.max( 1, Math.ceil( values.length / most ) );
	return values.filter( ( _, index ) => index % step === 0 );
}

/** '2026-11-25' → '25 Nov' in the user's locale (the date is a calendar day, not a moment). */
export function shortDate( date: string, locale: string ): string {
	const [ year = 1970, month = 1, day = 1 ] = date.split( '-' ).map( Number );
	return new Date( Date.UTC( year, month - 1, day ) ).toLocaleDateString(
		locale.replace( '_', '-' ),
		{ day: 'numeric', month: 'short', timeZone: 'UTC' }
	);
}

/**
 * '2026-11-25' → 'Nov 25, 2026' / '25.11.2026' in the site's language, for the sentences and the
 * table views (the CSV keeps the ISO day). A calendar day, so it is never shifted by a time zone.
 */
export function mediumDate( date: string, locale: string ): string {
	const [ year = 1970, month = 1, day = 1 ] = date.split( '-' ).map( Number );
	return new Date( Date.UTC( year, month - 1, day ) ).toLocaleDateString(
		locale.replace( '_', '-' ),
		{ dateStyle: 'medium', timeZone: 'UTC' }
	);
}
