/**
 * The donation form and its thank-you with the keyboard only (issue 25, items 5 and 20): Enter
 * with invalid fields moves the focus to an error summary that is announced and links to each
 * field, the values stay; a gift turns the donate page into a thank-you with the share kit and
 * "Start your own fundraising page".
 */
import type { FrameLocator, Page } from '@playwright/test';
import { test, expect, resetDemoData } from './fixtures';

const CAMPAIGN = 'Run for Clean Water 2026';
const DONATE = '/campaigns/demo/donate/';

async function openForm( page: Page ): Promise< FrameLocator > {
	await page.goto( DONATE );
	const form = page.frameLocator( 'iframe[title="Donation form"]' );
	await expect( form.getByLabel( 'First name' ) ).toBeVisible();
	return form;
}

test.describe( 'The donation form with the keyboard', () => {
	test.afterAll( async ( {}, testInfo ) => {
		resetDemoData( testInfo );
	} );

	test( 'Enter with invalid fields focuses an error summary that leads to each field', async ( {
		page,
		failedRequests,
		consoleErrors,
	} ) => {
		// The form answers invalid input with 422 (docs/api.md).
		failedRequests.allow( /422 POST .*p2p-donate/ );
		consoleErrors.allow( /status of 422/ );
		const form = await openForm( page );
		// Into the frame's first name, as Tab would land there; from here on only keys.
		await form.getByLabel( 'First name' ).focus();
		await page.keyboard.type( 'Frida' );
		await page.keyboard.press( 'Enter' );

		const summary = form.locator( '.p2p-donate__summary' );
		await expect( summary ).toBeFocused();
		await expect( summary ).toHaveAttribute( 'role', 'alert' );
		await expect(
			summary.getByRole( 'heading', {
				name: 'Please check the following:',
			} )
		).toBeVisible();
		const links = summary.getByRole( 'link' );
		await expect( links ).toHaveText( [
			'Enter your last name.',
			'Enter a valid e-mail address, e.g. name@example.com.',
		] );
		// What was typed stays.
		await expect( form.getByLabel( 'First name' ) ).toHaveValue( 'Frida' );
		// The fields say what is wrong, for whoever reaches them another way.
		await expect( form.getByLabel( 'Last name' ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);

		// Tab to the first link, Enter: the focus is in the last name field.
		await page.keyboard.press( 'Tab' );
		await expect( links.first() ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect( form.getByLabel( 'Last name' ) ).toBeFocused();
		await page.keyboard.type( 'Frame' );
		await page.keyboard.press( 'Tab' );
		await expect( form.getByLabel( 'E-mail' ) ).toBeFocused();
		await page.keyboard.type( 'not-an-address' );

		// Pressing the Donate button (focused by keys) with one field still wrong.
		await form.getByRole( 'button', { name: 'Donate' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( summary ).toBeFocused();
		await expect( links ).toHaveText( [
			'Enter a valid e-mail address, e.g. name@example.com.',
		] );
		await expect( form.getByLabel( 'Last name' ) ).toHaveValue( 'Frame' );
		await page.keyboard.press( 'Tab' );
		await page.keyboard.press( 'Enter' );
		await expect( form.getByLabel( 'E-mail' ) ).toBeFocused();
		await page.keyboard.press( 'Control+A' );
		await page.keyboard.type( 'frida.keys@example.org' );
		await page.keyboard.press( 'Enter' );

		await expect(
			form.getByRole( 'heading', { name: 'Thank you!' } )
		).toBeVisible();
	} );

	test( 'after a gift the page thanks, offers to share and to start a page of your own', async ( {
		page,
	} ) => {
		const form = await openForm( page );
		await form.getByLabel( 'First name' ).fill( 'Tara' );
		await form.getByLabel( 'Last name' ).fill( 'Thanks' );
		await form.getByLabel( 'E-mail' ).fill( 'tara.thanks@example.org' );
		await form.getByRole( 'button', { name: 'Donate' } ).click();

		await expect(
			page.getByRole( 'heading', {
				level: 1,
				name: `Thank you for supporting ${ CAMPAIGN }!`,
			} )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: /Make a Donation/ } )
		).toHaveCount( 0 );
		await expect( page ).toHaveTitle(
			new RegExp( `^Thank you! – ${ CAMPAIGN }` )
		);
		const share = page.getByRole( 'region', { name: 'Spread the word' } );
		await expect(
			share.getByRole( 'link', { name: /Facebook/ } )
		).toHaveAttribute(
			'href',
			new RegExp( encodeURIComponent( '/campaigns/demo/' ) )
		);
		await page
			.getByRole( 'link', { name: 'Start your own fundraising page' } )
			.click();
		await expect( page ).toHaveURL( /\/campaigns\/demo\/register\/$/ );
	} );
} );
