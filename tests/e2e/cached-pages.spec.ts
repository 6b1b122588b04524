/**
 * A campaign page older than the REST nonce lifetime (as a page cache serves it) keeps working
 * (issue 11): the first refused request fetches a fresh nonce and is sent again, so a visitor
 * still searches, signs in and registers. The lifetime is shortened to 4 s on the project's site
 * (the dev mu-plugin's p2p_dev_rest_nonce_life option) for this spec only.
 */
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	projectInstance,
	resetDemoData,
	wpCli,
} from './fixtures';

const CAMPAIGN = '/campaigns/demo';
const NONCE_LIFE_SECONDS = 4;

/** Waits until the nonce the page was served with has expired (a tick is half the lifetime). */
async function letTheNonceExpire( page: Page ): Promise< void > {
	// eslint-disable-next-line playwright/no-wait-for-timeout -- the page's nonce must really age.
	await page.waitForTimeout( NONCE_LIFE_SECONDS * 1000 + 700 );
}

/** Counts the page's requests for a fresh nonce. */
function countNonceRequests( page: Page ): () => number {
	let count = 0;
	page.on( 'request', ( request ) => {
		if (
			/\/nonce(\?|$|&)|rest_route=%2Fp2p-fundraising%2Fv1%2Fnonce/.test(
				request.url()
			)
		) {
			count++;
		}
	} );
	return () => count;
}

test.describe( 'a page older than the nonce lifetime', () => {
	test.beforeAll( ( {}, testInfo ) => {
		wpCli(
			'options',
			'--instance',
			projectInstance( testInfo ),
			`p2p_dev_rest_nonce_life=${ NONCE_LIFE_SECONDS }`
		);
	} );

	test.beforeEach( ( { failedRequests, consoleErrors } ) => {
		// The first request of an old page is refused once, on purpose: that is what is tested.
		failedRequests.allow(
			/^403 (GET|POST) .*(cookie|nonce|get-campaign-teams-search|fundraiser-login|register-fundraiser)/
		);
		consoleErrors.allow( /403/ );
	} );

	test.afterAll( ( {}, testInfo ) => {
		wpCli(
			'options',
			'--instance',
			projectInstance( testInfo ),
			'p2p_dev_rest_nonce_life='
		);
		// The registration added a fundraiser that other specs would count.
		resetDemoData( testInfo );
	} );

	test( 'still searches a leaderboard', async ( { page } ) => {
		const nonceRequests = countNonceRequests( page );
		await page.goto( `${ CAMPAIGN }/team-leaderboard/` );
		await expect( page.getByText( /Total Teams/ ) ).toBeVisible();
		await letTheNonceExpire( page );

		await page
			.getByPlaceholder( 'Start typing the name of the team...' )
			.fill( 'river' );

		await expect(
			page.getByRole( 'heading', { name: 'River Keepers' } )
		).toBeVisible();
		await expect(
			page.getByText( 'Showing 1 - 1 of 1 Total Teams' )
		).toBeVisible();
		expect( nonceRequests() ).toBe( 1 );
	} );

	test( 'still signs in', async ( { page } ) => {
		const nonceRequests = countNonceRequests( page );
		await page.goto( `${ CAMPAIGN }/login/` );
		await page
			.getByLabel( 'Email or Username' )
			.fill( 'fundraiser@example.com' );
		await page.getByLabel( 'Password' ).fill( 'password' );
		await letTheNonceExpire( page );

		await page.getByRole( 'button', { name: 'Sign in' } ).click();

		await page.waitForURL( /\/start-fundraising\/$/ );
		await expect(
			page.getByText( "You're ready to start fundraising!" )
		).toBeVisible();
		expect( nonceRequests() ).toBe( 1 );
	} );

	test( 'still registers', async ( { page } ) => {
		const nonceRequests = countNonceRequests( page );
		const email = `cached-${ Date.now() }@example.net`;
		await page.goto( `${ CAMPAIGN }/register/individual/` );
		await page.getByLabel( 'First Name' ).fill( 'Cache' );
		await page.getByLabel( 'Last Name' ).fill( 'Survivor' );
		await page.getByLabel( 'Email', { exact: true } ).fill( email );
		await page
			.getByLabel( 'Password', { exact: true } )
			.fill( 'secret-pass' );
		await page.getByLabel( 'Confirm Password' ).fill( 'secret-pass' );
		await letTheNonceExpire( page );

		await page.getByRole( 'button', { name: 'Continue' } ).click();

		await page.waitForURL( /\/create-profile\/$/ );
		expect( nonceRequests() ).toBe( 1 );
	} );
} );
