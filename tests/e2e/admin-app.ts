/**
 * The plugin's wp-admin app for specs that walk its screens: the demo campaign's id, and opening
 * a screen by its hash route and waiting until its data is in.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const ADMIN_PAGE = '/wp-admin/admin.php?page=p2p-fundraising';
export const DEMO_CAMPAIGN = 'Run for Clean Water 2026';

/** The demo campaign's id, read from its link in the campaigns list. */
export async function demoCampaignId( page: Page ): Promise< number > {
	await page.goto( `${ ADMIN_PAGE }#/` );
	const href = await page
		.getByRole( 'link', { name: DEMO_CAMPAIGN, exact: true } )
		.getAttribute( 'href' );
	return Number( /campaigns\/(\d+)/.exec( href ?? '' )?.[ 1 ] );
}

/**
 * Opens a screen of the app and waits until its data is in (no spinner, no busy table).
 *
 * Within the app only the hash changes: the checks must not run before the router has rendered
 * the new route, or they pass on the old screen (and then read a detached input as NaN). So the
 * hash is set in the page, and the checks wait for the hashchange and the render it schedules.
 */
export async function openScreen( page: Page, route: string ): Promise< void > {
	const current = new URL( page.url() );
	const inApp =
		current.pathname.endsWith( '/wp-admin/admin.php' ) &&
		current.searchParams.get( 'page' ) === 'p2p-fundraising';
	if ( inApp ) {
		await page.evaluate( async ( hash ) => {
			if ( window.location.hash !== `#${ hash }` ) {
				await new Promise( ( resolve ) => {
					window.addEventListener( 'hashchange', resolve, {
						once: true,
					} );
					window.location.hash = hash;
				} );
			}
			// React renders the route in a task after the event; the next frame comes after it.
			await new Promise( ( resolve ) => setTimeout( resolve ) );
			await new Promise( ( resolve ) =>
				window.requestAnimationFrame( resolve )
			);
		}, route );
	} else {
		await page.goto( `${ ADMIN_PAGE }#${ route }` );
	}
	await expect(
		page.locator( '#p2p-fundraising-admin-root h1' )
	).toBeVisible();
	await expect(
		page.locator( '#p2p-fundraising-admin-root .p2p-spinner' )
	).toHaveCount( 0 );
	await expect(
		page.locator( '#p2p-fundraising-admin-root tbody[aria-busy]' )
	).toHaveCount( 0 );
}
