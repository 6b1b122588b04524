/**
 * Issue 8 in a real browser: the campaign's login form sends site administrators to
 * wp-login.php instead of signing them in, and an administrator can close fundraiser
 * registration from the Settings screen (the campaign pages then explain it).
 */
import type { Page } from '@playwright/test';
import { test, expect, loginAs } from './fixtures';

const ADMIN_SETTINGS = '/wp-admin/admin.php?page=p2p-fundraising#/settings';

async function setRegistrationOpen( page: Page, isOpen: boolean ) {
	await page.goto( ADMIN_SETTINGS );
	const box = page.getByRole( 'checkbox', {
		name: 'Visitors may register as fundraisers',
	} );
	await box.setChecked( isOpen );
	// Wait for the answer itself: an earlier "Settings saved." notice may still be on screen.
	const [ saved ] = await Promise.all( [
		page.waitForResponse(
			( response ) =>
				response.url().includes( 'admin/settings' ) &&
				response.request().method() === 'POST'
		),
		page.getByRole( 'button', { name: 'Save Settings' } ).click(),
	] );
	expect( saved.status() ).toBe( 200 );
	expect( await saved.json() ).toMatchObject( {
		data: { registrationOpen: isOpen },
	} );
	// The notice of an earlier save on this screen may still be shown: the newest is the last.
	await expect( page.getByText( 'Settings saved.' ).last() ).toBeVisible();
}

test.describe( 'Sign-in security', () => {
	test.describe.configure( { mode: 'serial' } );

	// Registration is reopened whatever happened, so the specs after this one can register.
	test.afterAll( async ( { browser, baseURL } ) => {
		const context = await browser.newContext( { baseURL } );
		const page = await context.newPage();
		await loginAs( page, 'admin', 'password' );
		await setRegistrationOpen( page, true );
		await context.close();
	} );

	test( 'an administrator is sent from the campaign login to wp-login.php', async ( {
		page,
		context,
		failedRequests,
		consoleErrors,
	} ) => {
		failedRequests.allow( /403 POST .*fundraiser-login/ );
		consoleErrors.allow( /403/ );
		await page.goto( '/campaigns/demo/login/' );
		await page.getByLabel( 'Email or Username' ).fill( 'admin' );
		await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
		await page.getByRole( 'button', { name: 'Sign in' } ).click();

		await expect(
			page.getByRole( 'alert' ).filter( {
				hasText:
					'Site administrators sign in on the WordPress login page.',
			} )
		).toBeVisible();
		await expect( page.getByLabel( 'Email or Username' ) ).toHaveValue(
			'admin'
		);
		const cookies = await context.cookies();
		expect(
			cookies.filter( ( cookie ) =>
				cookie.name.startsWith( 'wordpress_logged_in_' )
			)
		).toEqual( [] );

		await page
			.getByRole( 'link', { name: 'Go to the WordPress login page' } )
			.click();
		await expect( page ).toHaveURL( /\/wp-login\.php\?redirect_to=/ );
		await expect( page.locator( '#user_login' ) ).toBeVisible();
	} );

	test( 'closed registration is explained on the campaign and refused by the server', async ( {
		page,
		browser,
		baseURL,
	} ) => {
		test.slow(); // wp-admin twice and a second browser context
		await loginAs( page, 'admin', 'password' );
		await setRegistrationOpen( page, false );
		try {
			const visitor = await browser.newContext( { baseURL } );
			const visitorPage = await visitor.newPage();
			await visitorPage.goto( '/campaigns/demo/register/' );
			await expect(
				visitorPage.getByText(
					'Registration of new fundraisers is closed at the moment.'
				)
			).toBeVisible();
			await expect(
				visitorPage.getByRole( 'link', { name: 'Individual' } )
			).toHaveCount( 0 );

			await visitorPage.goto( '/campaigns/demo/register/individual/' );
			await expect(
				visitorPage.getByText(
					'Registration of new fundraisers is closed at the moment.'
				)
			).toBeVisible();
			await expect( visitorPage.getByLabel( 'Password' ) ).toHaveCount(
				0
			);

			// The server refuses it too, whatever the page shows.
			const boot = JSON.parse(
				( await visitorPage
					.locator( '#p2p-fundraising-boot' )
					.textContent() ) ?? '{}'
			) as {
				settings: {
					apiRoot: string;
					apiNonce: string;
					registrationOpen: boolean;
				};
				data: { campaign: { campaign_id: number } };
			};
			expect( boot.settings ).toMatchObject( {
				registrationOpen: false,
			} );
			const refused = await visitorPage.request.post(
				`${ boot.settings.apiRoot }/register-fundraiser`,
				{
					headers: {
						'X-WP-Nonce': boot.settings.apiNonce,
						Origin: new URL( baseURL ?? '' ).origin,
					},
					data: {
						campaign_id: boot.data.campaign.campaign_id,
						firstName: 'Closed',
						lastName: 'Door',
						email: 'closed-door@example.net',
						password: 'long enough',
						password2: 'long enough',
					},
				}
			);
			expect( refused.status() ).toBe( 403 );
			expect( await refused.json() ).toMatchObject( {
				code: 'p2p_registration_closed',
				message:
					'Registration of new fundraisers is closed at the moment.',
			} );
			await visitor.close();
		} finally {
			await setRegistrationOpen( page, true );
		}
		await page.goto( '/campaigns/demo/register/' );
		await expect(
			page.getByRole( 'link', { name: 'Individual' } )
		).toBeVisible();
	} );
} );
