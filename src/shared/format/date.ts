/**
 * Dates and times in the site's language and time zone (from the boot settings), never the
 * browser's: an editor in Berlin and a reviewer in Boston read the same "25.11.2026, 10:30".
 */
import type { Settings } from '../boot/settings';
import { toLanguageTag } from './locale';
import { remembered } from './remembered';

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
	return format( iso, settings, { dateStyle: 'medium', timeStyle: 'short' } );
}

/**
 * The day alone, in the site time zone: '25.11.2026' / 'Nov 25, 2026' (medium), '25. November
 * 2026' / 'November 25, 2026' (long); '' for none, the text if unreadable.
 */
export function formatDate(
	iso: string,
	settings: DateFormat,
	style: 'medium' | 'long' = 'medium'
): string {
	return format( iso, settings, { dateStyle: style } );
}

function format(
	iso: string,
	settings: DateFormat,
	styles: Pick< Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle' >
): string {
	if ( ! iso ) {
		return '';
	}
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return iso;
	}
	const { locale, timeZone } = settings;
	const formatter = remembered(
		`date:${ locale }|${ timeZone }|${ styles.dateStyle }|${ styles.timeStyle }`,
		() =>
			new Intl.DateTimeFormat( toLanguageTag( locale ), {
				...styles,
				...timeZoneOption( timeZone ),
			} )
	);
	return formatter.format( date );
}
