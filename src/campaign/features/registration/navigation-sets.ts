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
