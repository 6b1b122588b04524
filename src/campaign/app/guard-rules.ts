/**
 * Route guard rules (spec §2). They read the embedded auth: a login or registration reloads the
 * page, so it is always current. The server enforces the same rules on every write.
 */
import type { Auth } from '../contract/types';
import { paths } from '../navigation/paths';

export type GuardRule =
	'hasFundraiser' | 'hasNoFundraiser' | 'loggedIn' | 'loggedOut';

/** A rule, or a rule with its own redirect target. */
export type GuardEntry = GuardRule | readonly [ GuardRule, string ];

/** Where each rule sends a visitor who fails it (spec §2 defaults). */
export const DEFAULT_REDIRECTS: Record< GuardRule, string > = {
	hasFundraiser: paths.home,
	hasNoFundraiser: paths.startFundraising,
	loggedIn: paths.login,
	loggedOut: paths.startFundraising,
};

export function passes( rule: GuardRule, auth: Auth ): boolean {
	switch ( rule ) {
		case 'hasFundraiser':
			return auth.fundraiser_id > 0;
		case 'hasNoFundraiser':
			return ! ( auth.fundraiser_id > 0 );
		case 'loggedIn':
			return auth.is_logged_in;
		case 'loggedOut':
			return ! auth.is_logged_in;
	}
}

/** The redirect target of the first failing rule, or null when every rule passes. */
export function guardRedirect(
	entries: readonly GuardEntry[],
	auth: Auth
): string | null {
	for ( const entry of entries ) {
		const [ rule, target ] =
			typeof entry === 'string'
				? [ entry, DEFAULT_REDIRECTS[ entry ] ]
				: entry;
		if ( ! passes( rule, auth ) ) {
			return target;
		}
	}
	return null;
}
