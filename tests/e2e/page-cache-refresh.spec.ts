/**
 * A campaign page served from a page cache shows figures as fresh as the API within seconds of
 * load (issue 26, decision 0069). The page cache is played by Playwright: the campaign home's HTML
 * is stored as a cache would store it, a donation comes in afterwards, and the stored copy is what
 * the browser gets for the page (every other request goes to the site). A page built just now
 * still makes no API call for its first paint (campaign-home.spec.ts).
 */
import type { Page } from '@playwright/test';
import { test, expect, resetDemoData } from './fixtures';

const CAMPAIGN = '/campaigns/demo/';
const STATS_REQUEST = /get-campaign-stats/;
/** How far apart clocks may be for embedded data to count as fresh (src/shared/api/swr-config.ts). */
const CLOCK_TOLERANCE_MS = 5000;

interface Boot {
	data: {
		campaign: { iframe_url: string };
		campaignStats: { raisedAmount: number; donationsCount: number };
		generatedAt: number;
	};
}

function bootOf( html: string ): Boot {
	const match = html.match(
		/<script[^>]*id="p2p-fundraising-boot"[^>]*>([\s\S]*?)<\/script>/
	);
	expect( match, 'the page embeds its boot data' ).not.toBeNull();
	return JSON.parse( match?.[ 1 ] ?? '{}' ) as Boot;
}

/** The "Donations" figure of the campaign statistics, as the visitor reads it. */
function donationsFigure( page: Page ) {
	return page
		.getByRole( 'region', { name: 'Campaign statistics' } )
		.getByText( 'Donations', { exact: true } )
		.locator( '..' );
}

test.describe( 'a campaign page served from a page cache', () => {
	test.afterAll( ( {}, testInfo ) => {
		resetDemoData( testInfo );
	} );

	test( 'refreshes its figures within 5 s of load', async ( {
		page,
		request,
	} ) => {
		// The page cache stores the page (a logged-out visitor's request).
		const stored = await ( await request.get( CAMPAIGN ) ).text();
		const storedAt = Date.now();
		const cached = bootOf( stored ).data;
		expect( cached.generatedAt ).toBeGreaterThan( 0 );

		// A donation comes in after the page was stored.
		await page.goto( cached.campaign.iframe_url );
		await page.getByLabel( 'Other amount' ).fill( '25' );
		await page.getByLabel( 'First name' ).fill( 'Cora' );
		await page.getByLabel( 'Last name' ).fill( 'Cache' );
		await page.getByLabel( 'E-mail' ).fill( 'cora.cache@example.org' );
		await page.getByRole( 'button', { name: /Donate/ } ).click();
		await expect( page.getByText( /Thank you/ ) ).toBeVisible();
		const fresh = bootOf( await ( await request.get( CAMPAIGN ) ).text() )
			.data.campaignStats;
		expect( fresh.donationsCount ).toBe(
			cached.campaignStats.donationsCount + 1
		);

		// The cache serves its copy a while after storing it (more than the clocks' tolerance).
		const stillFresh = Math.max(
			0,
			CLOCK_TOLERANCE_MS + 1000 - ( Date.now() - storedAt )
		);
		// eslint-disable-next-line playwright/no-wait-for-timeout -- the stored page must really age.
		await page.waitForTimeout( stillFresh );
		await page.context().clearCookies();
		let hits = 0;
		await page.route(
			( url ) => url.pathname === CAMPAIGN,
			async ( route ) => {
				if ( route.request().resourceType() !== 'document' ) {
					await route.continue();
					return;
				}
				hits++;
				await route.fulfill( {
					status: 200,
					contentType: 'text/html; charset=UTF-8',
					headers: { 'X-Cache': 'HIT' },
					body: stored,
				} );
			}
		);
		const statsRequests: string[] = [];
		page.on( 'request', ( sent ) => {
			if ( STATS_REQUEST.test( sent.url() ) ) {
				statsRequests.push( sent.url() );
			}
		} );

		// Within 5 s of the load event (page.goto waits for it) the figures are the API's.
		await page.goto( CAMPAIGN );
		expect( hits ).toBe( 1 );
		await expect( donationsFigure( page ) ).toContainText(
			String( fresh.donationsCount ),
			{ timeout: 5000 }
		);
		expect( statsRequests.length ).toBeGreaterThanOrEqual( 1 );
		await expect( donationsFigure( page ) ).not.toContainText(
			String( cached.campaignStats.donationsCount )
		);
	} );
} );
