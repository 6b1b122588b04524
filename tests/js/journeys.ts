/**
 * Helpers for the tests of the fundraiser journeys' forms.
 */
import { pageNavigation } from '../../src/campaign/navigation/page-navigation';

/** Screens are lazily loaded chunks, compiled on their first import: the first find waits longer. */
export const LAZY = { timeout: 15_000 };

/** Replaces the full page load that follows a successful form with a spy. */
export function spyOnPageNavigation() {
	return jest
		.spyOn( pageNavigation, 'assign' )
		.mockImplementation( () => undefined );
}
