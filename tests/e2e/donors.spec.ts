/**
 * Donor records in wp-admin (issue 27; decisions 0081, 0082), in a real browser against the real
 * plugin in test mode: a gift made through the donate page appears on the Donors screen, found by
 * the donor's name; the donor's page lists the gift with its receipt number, and "Re-send
 * receipt" puts the same receipt in the site's mail log once more (WP-Cron sends it). Both
 * screens are checked with axe and at 412 px.
 */
import type { Page, TestInfo } from '@playwright/test';
import {
	test,
	expect,
	loginAs,
	mails,
	seriousViolations,
	runCron,
} from './fixtures';

const donationForm = ( page: Page ) =>
	page.frameLocator( 'iframe[title="Donation form"]' );

/** The receipts the mail log holds for an address. */
const receiptsTo = ( testInfo: TestInfo, email: string ) =>
	mails( testInfo ).filter(
		( mail ) => mail.to === email && /receipt/i.test( mail.subject )
	);

/** At 412 px the screen does not scroll sideways (tables scroll inside their box) and axe is clean. */
async function checkScreen( page: Page, testInfo: TestInfo, name: string ) {
	for ( const width of [ 1280, 412 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		// Rows being refreshed are dimmed (aria-busy), and the debounced search may start one more
		// refresh after the first settles: measure the settled screen, asking again while it is not.
		await expect( async () => {
			await expect(
				page.locator( '#p2p-fundraising-admin-root tbody[aria-busy]' )
			).toHaveCount( 0 );
			expect(
				await seriousViolations( page, '#p2p-fundraising-admin-root' )
			).toEqual( [] );
		} ).toPass( { timeout: 15_000 } );
		expect(
			await page.evaluate(
				() =>
					document.documentElement.scrollWidth -
					document.documentElement.clientWidth
			),
			`${ name } at ${ width } px scrolls sideways`
		).toBe( 0 );
		await page.screenshot( {
			path: testInfo.outputPath( `${ name }-${ width }.png` ),
			fullPage: true,
		} );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );
}

test( 'the Donors screen finds a donor by name, opens their page and re-sends a receipt', async ( {
	page,
	failedRequests,
	consoleErrors,
}, testInfo ) => {
	test.setTimeout( 150_000 );
	const stamp = Date.now();
	const email = `dina${ stamp }@example.net`;
	const name = `Dina Donorpage${ stamp }`;

	await page.goto( '/campaigns/demo/donate/' );
	const form = donationForm( page );
	await form.getByLabel( 'Other amount' ).fill( '37' );
	await form.getByLabel( 'First name' ).fill( 'Dina' );
	await form.getByLabel( 'Last name' ).fill( `Donorpage${ stamp }` );
	await form.getByLabel( 'E-mail' ).fill( email );
	await form.getByRole( 'button', { name: 'Donate' } ).click();
	await expect(
		form.getByRole( 'heading', { name: 'Thank you!' } )
	).toBeVisible();
	await expect( async () => {
		await runCron( page.request );
		expect( receiptsTo( testInfo, email ) ).toHaveLength( 1 );
	} ).toPass( { timeout: 20_000 } );

	await loginAs( page, 'admin' );
	await page.goto( '/wp-admin/admin.php?page=p2p-fundraising#/' );
	await page.getByRole( 'link', { name: 'Donors', exact: true } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Donors', level: 1 } )
	).toBeVisible();
	await page
		.getByRole( 'searchbox', { name: 'Search donors by name or e-mail' } )
		.fill( `Donorpage${ stamp }` );
	await page.keyboard.press( 'Enter' );
	const link = page.getByRole( 'link', { name } );
	await expect( link ).toBeVisible();
	const row = page.getByRole( 'row' ).filter( { has: link } );
	await expect( row ).toContainText( email );
	await expect( row ).toContainText( '$37' );
	await checkScreen( page, testInfo, 'donors' );

	await link.click();
	await expect(
		page.getByRole( 'heading', { name, level: 1 } )
	).toBeVisible();
	const gift = page
		.getByRole( 'row' )
		.filter( { hasText: 'Online (test)' } )
		.filter( { hasText: '$37' } );
	await expect( gift ).toHaveCount( 1 );
	const number =
		( await gift.getByText( /^TEST-P2P-\d{6}$/ ).textContent() )?.trim() ??
		'';
	expect( number ).toMatch( /^TEST-P2P-\d{6}$/ );
	await checkScreen( page, testInfo, 'donor-page' );

	await gift.getByRole( 'button', { name: /^Re-send the receipt/ } ).click();
	await expect(
		page.getByText( `Receipt ${ number } is on its way to the donor.` )
	).toBeVisible();
	await expect( gift ).toContainText( 'Sent again' );
	await expect( async () => {
		await runCron( page.request );
		expect( receiptsTo( testInfo, email ) ).toHaveLength( 2 );
	} ).toPass( { timeout: 20_000 } );
	const resent = receiptsTo( testInfo, email )[ 1 ];
	expect( resent?.subject ).toBe(
		`[TEST] Your donation receipt ${ number }`
	);

	// A second click at once is refused (throttled: 429) and says so.
	failedRequests.allow( /429 POST .*\/resend-receipt/ );
	consoleErrors.allow( /status of 429 .*\/resend-receipt/ );
	await gift.getByRole( 'button', { name: /^Re-send the receipt/ } ).click();
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'This receipt was sent again a moment ago.'
	);
} );
