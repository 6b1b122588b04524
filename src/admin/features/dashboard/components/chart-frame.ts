/**
 * The drawing area every dashboard chart shares: a fixed coordinate system that the SVG's
 * viewBox scales to the card's width (no measuring, so it renders the same in tests), and the
 * admin colours (WordPress's own blue, green and red).
 */
export const CHART_WIDTH = 640;
export const CHART_HEIGHT = 260;
export const CHART_MARGIN = { top: 16, right: 64, bottom: 36, left: 72 };

export const CHART_COLORS = {
	bar: '#72aee6',
	line: '#2271b1',
	goal: '#d63638',
	grid: '#dcdcde',
	text: '#50575e',
};

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
