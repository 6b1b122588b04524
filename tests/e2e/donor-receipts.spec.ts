/**
 * A donor's receipt (issue 25, item 3; decision 0060), in a real browser against the real plugin
 * in test mode: the gift's thank-you view in the donate page's frame says the receipt is on its
 * way to the address given and shows its number; WP-Cron (requested like WordPress does) sends
 * it to the mail log with that number, marked as a test in which no money moved.
 */
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	loginAs,
	mails,
	seriousViolations,
	type SentMail,
	runCron,
} from './fixtures';

const CAMPAIGN = '/campaigns/demo';

const donationForm = ( page: Page ) =>
	page.frameLocator( 'iframe[title="Donation form"]' );

test( 'a test-mode gift: the thank-you view says a receipt is on its way, and WP-Cron mails it with its number', async ( {
	page,
}, testInfo ) => {
	test.setTimeout( 90_000 );
	const stamp = Date.now();
	const email = `rita${ stamp }@example.net`;

	await page.goto( `${ CAMPAIGN }/donate/` );
	const form = donationForm( page );
	await form.getByLabel( 'Other amount' ).fill( '42.50' );
	await form.getByLabel( 'First name' ).fill( 'Rita' );
	await form.getByLabel( 'Last name' ).fill( `Receipt${ stamp }` );
	await form.getByLabel( 'E-mail' ).fill( email );
	await form.getByRole( 'button', { name: 'Donate' } ).click();

	await expect(
		form.getByRole( 'heading', { name: 'Thank you!' } )
	).toBeVisible();
	await expect(
		form.getByText( `Your receipt is on its way to ${ email }.` )
	).toBeVisible();
	const number =
		(
			await form
				.locator( 'dt:text-is("Receipt number") + dd' )
				.textContent()
		)?.trim() ?? '';
	expect( number ).toMatch( /^TEST-P2P-\d{6}$/ );
	await page.screenshot( {
		path: testInfo.outputPath( 'thank-you-receipt.png' ),
		fullPage: true,
	} );
	expect(
		mails( testInfo ).filter( ( mail ) => mail.to === email ),
		'the gift itself sends nothing: the queue does'
	).toHaveLength( 0 );

	let receipt: SentMail | undefined;
	await expect( async () => {
		await runCron( page.request );
		receipt = mails( testInfo ).find( ( mail ) => mail.to === email );
		expect( receipt ).toBeDefined();
	} ).toPass( { timeout: 20_000 } );
	expect( receipt?.subject ).toBe(
		`[TEST] Your donation receipt ${ number }`
	);
	expect( receipt?.message ).toContain( `Receipt number: ${ number }` );
	expect( receipt?.message ).toContain( 'Amount: $42.50' );
	expect( receipt?.message ).toContain( 'No money moved' );
	expect( receipt?.message ).toContain( `Dear Rita Receipt${ stamp },` );
} );

test( 'the E-mails screen lists the receipt for donors and flags an unknown placeholder', async ( {
	page,
}, testInfo ) => {
	test.setTimeout( 90_000 );
	await loginAs( page, 'admin' );
	for ( const width of [ 1280, 412 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.goto( '/wp-admin/admin.php?page=p2p-fundraising#/emails' );
		const receipt = page.getByRole( 'group', {
			name: 'Donation receipt (to the donor)',
		} );
		await expect(
			receipt.getByRole( 'textbox', {
				name: 'Organisation named on receipts',
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'To donors', level: 2 } )
		).toBeVisible();
		const body = page
			.getByRole( 'group', { name: 'Welcome after registration' } )
			.getByRole( 'textbox', { name: 'Text' } );
		await body.fill( 'Hi {fundraiser_name}, see {bogus}' );
		await expect( body ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect(
			page.getByText(
				/^Unknown placeholder \{bogus\}\. This e-mail understands: \{fundraiser_name\}/
			)
		).toBeVisible();
		expect(
			await seriousViolations( page, '#p2p-fundraising-admin-root' )
		).toEqual( [] );
		await receipt.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: testInfo.outputPath( `emails-receipt-${ width }.png` ),
		} );
	}
} );
