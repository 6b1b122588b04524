/**
 * The words of a sponsor's match: "Every gift doubled by Acme until 30 June — $1,200 of $5,000
 * matched".
 */
import { __, sprintf } from '@wordpress/i18n';
import type { CampaignMatch } from '../../../shared/api/types';

/** '2026-06-30' in the site's language, as a calendar day. */
export function longDate( date: string, locale: string ): string {
	const [ year = 1970, month = 1, day = 1 ] = date.split( '-' ).map( Number );
	return new Date( Date.UTC( year, month - 1, day ) ).toLocaleDateString(
		locale.replace( '_', '-' ),
		{ day: 'numeric', month: 'long', timeZone: 'UTC' }
	);
}

export function matchHeadline( match: CampaignMatch, locale: string ): string {
	if ( match.matched >= match.cap ) {
		return sprintf(
			/* translators: %s: sponsor name. */
			__(
				'%s’s matching gift is complete. Thank you!',
				'p2p-fundraising'
			),
			match.sponsor_name
		);
	}
	const until = longDate( match.end_date, locale );
	if ( ! match.is_running ) {
		return sprintf(
			/* translators: 1: first day of the match, 2: sponsor name, 3: last day. */
			__(
				'From %1$s every gift is matched by %2$s until %3$s',
				'p2p-fundraising'
			),
			longDate( match.start_date, locale ),
			match.sponsor_name,
			until
		);
	}
	if ( match.ratio === 1 ) {
		return sprintf(
			/* translators: 1: sponsor name, 2: last day of the match. */
			__( 'Every gift doubled by %1$s until %2$s', 'p2p-fundraising' ),
			match.sponsor_name,
			until
		);
	}
	if ( match.ratio === 2 ) {
		return sprintf(
			/* translators: 1: sponsor name, 2: last day of the match. */
			__( 'Every gift tripled by %1$s until %2$s', 'p2p-fundraising' ),
			match.sponsor_name,
			until
		);
	}
	return sprintf(
		/* translators: 1: sponsor name, 2: what the sponsor gives per 1 given, 3: last day. */
		__(
			'Every gift matched by %1$s (%2$s for each 1 given) until %3$s',
			'p2p-fundraising'
		),
		match.sponsor_name,
		String( match.ratio ),
		until
	);
}
