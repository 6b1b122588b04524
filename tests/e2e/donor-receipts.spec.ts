/**
 * A donor's receipt (issue 25, item 3; decision 0060), in a real browser against the real plugin
 * in test mode: the gift's thank-you view in the donate page's frame says the receipt is on its
 * way to the address given and shows its number; WP-Cron (requested like WordPress does) sends
 * it to the mail log with that number, marked as a test in which no money moved.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, mails, type SentMail } from './fixtures';

const CAMPAIGN = '/campaigns/demo';

const donationForm = ( page: Page ) =>
	page.frameLocator( 'iframe[title="Donation form"]' );

/** Runs WP-Cron (the site's own wp-cron.php), which drains the e-mail queue. */
async function runCron( request: APIRequestContext ) {
	const response = await request.get( '/wp-cron.php' );
	expect( response.status() ).toBeLessThan( 400 );
}

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
