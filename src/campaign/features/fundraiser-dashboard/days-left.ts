/**
 * Whole days from now until the end of a campaign's last day, or null without an end date.
 * `end_date` is 'YYYY-MM-DD' (the campaign's last day) or a full ISO date and time.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export function daysLeft(
	endDate: string | undefined,
	now: Date
): number | null {
	if ( ! endDate ) {
		return null;
	}
	const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test( endDate );
	const end = new Date( isDateOnly ? `${ endDate }T23:59:59` : endDate );
	if ( Number.isNaN( end.getTime() ) ) {
		return null;
	}
	return Math.max(
		0,
		Math.ceil( ( end.getTime() - now.getTime() ) / DAY_MS )
	);
}
