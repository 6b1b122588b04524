/**
 * Profile pictures fill their circle (issue 25, item 7): a picture that is not square is cropped
 * to the circle (object-fit: cover), never letterboxed between bars of the placeholder colour.
 * The demo's team picture is swapped for a 3:1 one on its way to the browser.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

const WIDE_PICTURE =
	'<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100" viewBox="0 0 300 100"><rect width="300" height="100" fill="#c2185b"/></svg>';

async function serveWidePicture( page: Page ) {
	await page.route( '**/tools/demo/assets/team-blue-wave.svg', ( route ) =>
		route.fulfill( { contentType: 'image/svg+xml', body: WIDE_PICTURE } )
	);
}

/** The picture's box and its circle's box: the same when the picture fills the circle. */
async function expectFillsItsCircle( avatar: Locator ) {
	const picture = avatar.locator( 'img' );
	await expect
		.poll( () =>
			picture.evaluate(
				( image: HTMLImageElement ) =>
					image.complete && image.naturalWidth > 0
			)
		)
		.toBe( true );
	const [ circle, image ] = await Promise.all( [
		avatar.boundingBox(),
		picture.boundingBox(),
	] );
	expect( circle ).not.toBeNull();
	expect( image ).not.toBeNull();
	expect( Math.round( image!.width ) ).toBe( Math.round( circle!.width ) );
	expect( Math.round( image!.height ) ).toBe( Math.round( circle!.height ) );
	await expect( picture ).toHaveCSS( 'object-fit', 'cover' );
}

for ( const viewport of [
	{ width: 1280, height: 800 },
	{ width: 412, height: 915 },
] ) {
	test( `a wide team picture fills its circle at ${ viewport.width } px`, async ( {
		page,
	} ) => {
		await page.setViewportSize( viewport );
		await serveWidePicture( page );
		await page.goto( '/campaigns/demo/team-leaderboard/' );
		const card = page.getByRole( 'article' ).filter( {
			has: page.getByRole( 'heading', { name: 'Blue Wave Runners' } ),
		} );
		await expectFillsItsCircle( card.locator( '.p2p-avatar' ) );

		// The team page's header, reached in the app.
		await card.getByRole( 'link' ).click();
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Blue Wave Runners' } )
		).toBeVisible();
		await expectFillsItsCircle(
			page.locator( '.p2p-campaign .p2p-avatar' ).first()
		);
	} );
}
