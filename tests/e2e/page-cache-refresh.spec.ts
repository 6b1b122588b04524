/**
 * A campaign page served from a page cache shows figures as fresh as the API within seconds of
 * load (issue 26, decisions 0069 and 0087). The page cache is Debian's nginx with fastcgi_cache
 * (docs/operations.md's rules) in front of PHP-FPM serving the project's site
 * (scripts/wp/page-cache.mjs): the campaign home is stored there, a donation comes in afterwards,
 * and the browser's request for the page is answered by that cache (X-Cache: HIT; every other
 * request goes to the site, as a cache passes them on). Without nginx or php-fpm the cache is
 * played by Playwright with a stored copy, and the run says so. A page built just now still makes
 * no API call for its first paint (campaign-home.spec.ts).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { test, expect, projectInstance, resetDemoData } from './fixtures';

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

function pageCache( command: 'up' | 'down', testInfo: TestInfo ): string {
	return execFileSync(
		process.execPath,
		[
			'scripts/wp/cli.mjs',
			'page-cache',
			command,
			'--instance',
			projectInstance( testInfo ),
		],
		{
			cwd: path.resolve( __dirname, '../..' ),
			env: { ...process.env, P2P_WP_QUIET: '1' },
		}
	).toString();
}

/**
 * Has the page cache store the campaign page: through nginx (its X-Cache answers), or as a copy.
 * @param request  Playwright's API request context.
 * @param cacheUrl nginx's address, or null.
 */
async function storePage(
	request: APIRequestContext,
	cacheUrl: string | null
): Promise< { stored: string; statuses: string[] } > {
	if ( ! cacheUrl ) {
		return {
			stored: await ( await request.get( CAMPAIGN ) ).text(),
			statuses: [],
		};
	}
	const statuses: string[] = [];
	let stored = '';
	for ( let i = 0; i < 2; i++ ) {
		const response = await request.get( `${ cacheUrl }${ CAMPAIGN }` );
		statuses.push( response.headers()[ 'x-cache' ] ?? 'none' );
		stored = await response.text();
	}
	return { stored, statuses };
}

test.describe( 'a campaign page served from a page cache', () => {
	/** nginx's address, or null when the cache is played by Playwright. */
	let cacheUrl: string | null = null;
	let unavailable = '';

	test.beforeAll( ( {}, testInfo ) => {
		const answer = JSON.parse(
			pageCache( 'up', testInfo ).trim().split( '\n' ).pop() ?? '{}'
		) as { url?: string; unavailable?: string };
		cacheUrl = answer.url ?? null;
		unavailable = answer.unavailable ?? 'no answer';
		if ( ! cacheUrl ) {
			// eslint-disable-next-line no-console -- the run must say that the real cache was skipped.
			console.log(
				`[page-cache-refresh] skipped the nginx page cache (${ unavailable }): the cache is played by Playwright`
			);
		}
	} );

	test.afterAll( ( {}, testInfo ) => {
		pageCache( 'down', testInfo );
		resetDemoData( testInfo );
	} );

	test( 'refreshes its figures within 5 s of load', async ( {
		page,
		request,
	}, testInfo ) => {
		testInfo.annotations.push( {
			type: 'page cache',
			description: cacheUrl
				? `nginx fastcgi_cache at ${ cacheUrl }`
				: `played by Playwright (${ unavailable })`,
		} );
		// The page cache stores the page (a logged-out visitor's request).
		const { stored, statuses } = await storePage( request, cacheUrl );
		expect( statuses, 'the cache stored the page' ).toEqual(
			cacheUrl ? [ 'MISS', 'HIT' ] : []
		);
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
		const served: string[] = [];
		await page.route(
			( url ) => url.pathname === CAMPAIGN,
			async ( route ) => {
				if ( route.request().resourceType() !== 'document' ) {
					await route.continue();
					return;
				}
				hits++;
				if ( cacheUrl ) {
					// The page as the cache in front of the site answers it.
					const response = await route.fetch( {
						url: `${ cacheUrl }${ CAMPAIGN }`,
					} );
					served.push( response.headers()[ 'x-cache' ] ?? 'none' );
					await route.fulfill( { response } );
					return;
				}
				served.push( 'HIT' );
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
		expect( served, 'the page came from the cache' ).toEqual( [ 'HIT' ] );
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
