/**
 * The registration wizard's navigation sets (spec §2) and the one the visitor chose, kept in the
 * browser session because every step is a page load.
 */
import { __ } from '@wordpress/i18n';

export type NavigationSetName = 'createTeam' | 'joinIndividual' | 'joinTeam';

export interface NavigationStep {
	name: string;
	step: number;
}

const STORAGE_KEY = 'p2p-fundraising-navigation-set';

/** The steps of a set, numbered from 1. */
export function navigationSteps( set: NavigationSetName ): NavigationStep[] {
	const names: Record< NavigationSetName, string[] > = {
		joinTeam: [
			__( 'Find Team', 'p2p-fundraising' ),
			__( 'Register', 'p2p-fundraising' ),
			__( 'Create Profile', 'p2p-fundraising' ),
			__( 'Start Fundraising', 'p2p-fundraising' ),
		],
		joinIndividual: [
			__( 'Register', 'p2p-fundraising' ),
			__( 'Create Profile', 'p2p-fundraising' ),
			__( 'Start Fundraising', 'p2p-fundraising' ),
		],
		createTeam: [
			__( 'Register', 'p2p-fundraising' ),
			__( 'Create Team', 'p2p-fundraising' ),
			__( 'Create Profile', 'p2p-fundraising' ),
			__( 'Start Fundraising', 'p2p-fundraising' ),
		],
	};
	return names[ set ].map( ( name, index ) => ( { name, step: index + 1 } ) );
}

/** Where a fundraiser stands once registered: in a team or not, and its captain or not. */
export interface FundraiserStanding {
	hasTeam: boolean;
	isCaptain: boolean;
}

/**
 * The path of the profile step, read from where the fundraiser stands rather than from the
 * session alone (another tab, a sign-in on the way or a cleared session must not change the
 * wizard's shape): a team's captain came the create-team way, a member the join-team way, a
 * fundraiser without a team the individual way. Until that is known, the stored choice, or null.
 */
export function profilePathOf(
	standing: FundraiserStanding | null,
	stored: NavigationSetName | null
): NavigationSetName | null {
	if ( ! standing ) {
		return stored;
	}
	if ( ! standing.hasTeam ) {
		return 'joinIndividual';
	}
	return standing.isCaptain ? 'createTeam' : 'joinTeam';
}

/** The profile form is step 2 on the individual path and step 3 on the others. */
export const profileStep = ( set: NavigationSetName ) =>
	set === 'joinIndividual' ? 2 : 3;

const isSetName = ( value: unknown ): value is NavigationSetName =>
	value === 'createTeam' ||
	value === 'joinIndividual' ||
	value === 'joinTeam';

export function storedNavigationSet(): NavigationSetName | null {
	try {
		const value = window.sessionStorage.getItem( STORAGE_KEY );
		return isSetName( value ) ? value : null;
	} catch {
		return null;
	}
}

export function storeNavigationSet( set: NavigationSetName ): void {
	try {
		window.sessionStorage.setItem( STORAGE_KEY, set );
	} catch {
		// Private mode without storage: the indicator falls back to each screen's default.
	}
}

/** Forgets the chosen set: the wizard is over (or a plain sign-in started a new visit). */
export function clearNavigationSet(): void {
	try {
		window.sessionStorage.removeItem( STORAGE_KEY );
	} catch {
		// Nothing stored without storage.
	}
}
