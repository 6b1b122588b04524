/**
 * Dates and times in the site's language and time zone (from the boot settings), never the
 * browser's: an editor in Berlin and a reviewer in Boston read the same "25.11.2026, 10:30".
 */
import type { Settings } from '../boot/settings';
import { toLanguageTag } from './locale';

export type DateFormat = Pick< Settings, 'locale' | 'timeZone' >;

/** The site's time zone if Intl knows it (an IANA name or, on newer engines, an offset). */
function timeZoneOption( timeZone: string ): { timeZone?: string } {
	if ( ! timeZone ) {
		return {};
	}
	try {
		new Intl.DateTimeFormat( 'en-US', { timeZone } );
		return { timeZone };
	} catch {
		return {};
	}
}

/** '25.11.2026, 10:30' (de-DE) / 'Nov 25, 2026, 10:30 AM' (en-US); '' for none, the text if unreadable. */
export function formatDateTime( iso: string, settings: DateFormat ): string {
	if ( ! iso ) {
		return '';
	}
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return iso;
	}
	return new Intl.DateTimeFormat( toLanguageTag( settings.locale ), {
		dateStyle: 'medium',
		timeStyle: 'short',
		...timeZoneOption( settings.timeZone ),
	} ).format( date );
}
