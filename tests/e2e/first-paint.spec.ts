/**
 * The first paint (includes/Frontend/FirstPaint.php): the top of the four public page kinds is
 * in the HTML, so it shows without JavaScript, and the app replaces it with the same thing:
 * the page's largest element keeps its size (no jump, and the browser's largest paint stays the
 * early one). Compared on a phone and a desktop viewport.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, appReady } from './fixtures';

const CAMPAIGN = '/campaigns/demo/';

interface PageKind {
	name: string;
	path: ( page: Page ) => Promise< string >;
	/** The page's largest element, the same in the first paint and in the app. */
	largest: string;
	heading: RegExp;
}

/** The first team or fundraiser of the demo campaign (ids change when other specs reset it). */
async function firstId( page: Page, route: string ): Promise< number > {
	const html = await ( await page.request.get( CAMPAIGN ) ).text();
	const boot = JSON.parse(
		/<script type="application\/json" id="p2p-fundraising-boot">(.*?)<\/script>/s.exec(
			html
		)?.[ 1 ] ?? '{}'
	) as { data?: { campaign?: { campaign_id?: number } } };
	const response = await page.request.get(
		`/wp-json/p2p-fundraising/v1/${ route }`,
		{
			params: {
				campaign_id: boot.data?.campaign?.campaign_id ?? 0,
				showClosedTeams: 'true',
			},
		}
	);
	const body = ( await response.json() ) as { data: Array< { id: number } > };
	const first = body.data[ 0 ];
	if ( ! first ) {
		throw new Error( `No item from ${ route }` );
	}
	return first.id;
}

const KINDS: PageKind[] = [
	{
		name: 'campaign home',
		path: async () => CAMPAIGN,
		largest: 'header:has(> h1)',
		heading: /^Run for Clean Water 2026$/,
	},
	{
		name: 'team leaderboard',
		path: async () => `${ CAMPAIGN }team-leaderboard/`,
		largest: 'h1',
		heading: /Team Leaderboard$/,
	},
	{
		name: 'team page',
		path: async ( page ) =>
			`${ CAMPAIGN }team/${ await firstId(
				page,
				'get-campaign-teams-search'
			) }/`,
		largest: 'h1',
		heading: /.+/,
	},
	{
		name: 'fundraiser page',
		path: async ( page ) =>
			`${ CAMPAIGN }fundraiser/${ await firstId(
				page,
				'get-campaign-fundraisers-search'
			) }/`,
		largest: 'h1',
		heading: / fundraising in support of Run for Clean Water 2026$/,
	},
];

async function sizeOf( page: Page, selector: string ) {
	const box = await page
		.locator( '#p2p-fundraising-root' )
		.locator( selector )
		.first()
		.boundingBox();
	expect( box, selector ).not.toBeNull();
	return {
		width: Math.round( box?.width ?? 0 ),
		height: Math.round( box?.height ?? 0 ),
	};
}

/** The first paint as a browser without JavaScript shows it. */
async function withoutScript(
	browser: Browser,
	baseURL: string | undefined,
	viewport: { width: number; height: number },
	path: string
) {
	const context = await browser.newContext( {
		baseURL,
		viewport,
		javaScriptEnabled: false,
	} );
	const page = await context.newPage();
	await page.goto( path );
	await page.evaluate( () => document.fonts.ready ).catch( () => undefined );
	return { context, page };
}

/** The campaign home once the app has replaced its first paint. */
async function openAppHome( page: Page ) {
	await page.goto( CAMPAIGN );
	await appReady( page, /^Run for Clean Water 2026$/ );
}

/**
 * When the page's first contentful paint came, and when each request whose URL matches
 * `pattern` started (milliseconds from the navigation, in the order they started).
 */
function requestsBesideFirstPaint( page: Page, pattern: RegExp ) {
	return page.evaluate( ( source ) => {
		const matches = new RegExp( source );
		return {
			firstPaint:
				performance.getEntriesByName( 'first-contentful-paint' )[ 0 ]
					?.startTime ?? Infinity,
			requests: performance
				.getEntriesByType( 'resource' )
				.filter( ( entry ) => matches.test( entry.name ) )
				.map( ( entry ) => ( {
					url: entry.name,
					start: entry.startTime,
				} ) ),
		};
	}, pattern.source );
}

for ( const viewport of [
	{ width: 412, height: 823 },
	{ width: 1280, height: 900 },
] ) {
	test.describe( `First paint at ${ viewport.width } px`, () => {
		test.use( { viewport } );

		for ( const kind of KINDS ) {
			test( `the ${ kind.name } shows its top without JavaScript, and the app keeps its size`, async ( {
				page,
				browser,
				baseURL,
			} ) => {
				const path = await kind.path( page );
				const server = await withoutScript(
					browser,
					baseURL,
					viewport,
					path
				);
				const firstPaint = server.page.locator( '.p2p-first-paint' );
				await expect( firstPaint ).toBeVisible();
				await expect(
					firstPaint.getByRole( 'heading', { level: 1 } )
				).toHaveText( kind.heading );
				// A first visit: the platform's sans-serif, not the theme's font, and not yet
				// Montserrat (decision 0123).
				const family = () =>
					firstPaint
						.locator( 'h1' )
						.evaluate(
							( h1 ) => getComputedStyle( h1 ).fontFamily
						);
				expect( await family() ).toBe( 'sans-serif' );
				// The app turns Montserrat on over the first paint before it replaces it: compare
				// that with the app, in the web font itself.
				await server.page.evaluate( () =>
					document.documentElement.classList.add( 'p2p-fonts' )
				);
				expect( await family() ).toMatch( /^"?Montserrat/ );
				await server.page
					.waitForFunction( () =>
						document.fonts.check( '700 16px Montserrat' )
					)
					.catch( () => undefined );
				const before = await sizeOf( server.page, kind.largest );
				await server.context.close();

				await page.goto( path );
				// The app has taken over: its own heading, and the first paint is gone.
				await expect(
					page
						.locator( '#p2p-fundraising-root .p2p-campaign' )
						.getByRole( 'heading', { level: 1 } )
				).toHaveText( kind.heading );
				await expect( page.locator( '.p2p-first-paint' ) ).toHaveCount(
					0
				);
				await page.evaluate( () => document.fonts.ready );
				expect( await sizeOf( page, kind.largest ) ).toEqual( before );
			} );
		}
	} );
}

test( 'a first visit is painted before Montserrat is asked for, and the next one is painted in it', async ( {
	page,
} ) => {
	await openAppHome( page );
	// The app turned Montserrat on, and the browser remembers that it has the files.
	await expect
		.poll( () =>
			page.evaluate( () =>
				window.localStorage.getItem( 'p2p-fundraising-fonts' )
			)
		)
		.toBe( '1' );
	const timing = await requestsBesideFirstPaint( page, /montserrat-latin-/ );
	expect( timing.requests.length ).toBeGreaterThan( 0 );
	for ( const font of timing.requests ) {
		expect( font.start, font.url ).toBeGreaterThan( timing.firstPaint );
	}
	// Montserrat swapping in, then the app replacing the first paint, moved nothing that shows.
	const shift = await page.evaluate(
		() =>
			new Promise< number >( ( resolve ) => {
				new PerformanceObserver( ( list ) =>
					resolve(
						list
							.getEntries()
							.reduce(
								( sum, entry ) =>
									sum +
									( ( entry as unknown as { value: number } )
										.value ?? 0 ),
								0
							)
					)
				).observe( { type: 'layout-shift', buffered: true } );
				setTimeout( () => resolve( 0 ), 500 );
			} )
	);
	expect( shift ).toBeLessThan( 0.01 );

	// The next page: Montserrat from its first paint, before (here: without) the app's script.
	await page.route( '**/build/campaign.js*', ( route ) =>
		route.fulfill( { contentType: 'text/javascript', body: '' } )
	);
	await page.goto( `${ CAMPAIGN }team-leaderboard/` );
	const heading = page.locator( '.p2p-first-paint h1' );
	await expect( heading ).toHaveText( /Team Leaderboard$/ );
	expect(
		await heading.evaluate( ( h1 ) => getComputedStyle( h1 ).fontFamily )
	).toMatch( /^"?Montserrat/ );
} );

test( 'the first paint’s links work before the app has loaded', async ( {
	browser,
	baseURL,
} ) => {
	const server = await withoutScript(
		browser,
		baseURL,
		{ width: 412, height: 823 },
		CAMPAIGN
	);
	await server.page.getByRole( 'link', { name: 'Donate Now' } ).click();
	await expect( server.page ).toHaveURL( /\/campaigns\/demo\/donate\/$/ );
	await server.context.close();
} );

test( 'the app’s scripts are asked for once the first paint is on screen, in WordPress’s order', async ( {
	page,
	request,
} ) => {
	const html = await ( await request.get( CAMPAIGN ) ).text();
	for ( const id of [
		'react-js',
		'react-dom-js',
		'p2p-fundraising-campaign-js',
	] ) {
		// WordPress 6.2 quotes attributes with ', 6.3 and later with ".
		expect( html, id ).not.toMatch(
			new RegExp( `<script [^>]*id=["']${ id }["']` )
		);
	}
	// The bundle carries @wordpress/i18n: WordPress's, which can never be deferred, is not needed.
	expect( html ).not.toMatch( /id=["']wp-i18n-js["']/ );

	await openAppHome( page );
	const timing = await requestsBesideFirstPaint(
		page,
		/\/(react|react-dom)(\.min)?\.js|\/build\/campaign\.js/
	);
	const name = ( url: string ) =>
		new URL( url ).pathname.split( '/' ).pop()?.replace( '.min.js', '.js' );
	expect( timing.requests.map( ( script ) => name( script.url ) ) ).toEqual( [
		'react.js',
		'react-dom.js',
		'campaign.js',
	] );
	for ( const script of timing.requests ) {
		expect( script.start, script.url ).toBeGreaterThan( timing.firstPaint );
	}
} );

test( 'the campaign stylesheet comes inline with the page, not as a request that holds up the first paint', async ( {
	page,
} ) => {
	const stylesheets: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'stylesheet' ) {
			stylesheets.push( request.url() );
		}
	} );
	await page.goto( CAMPAIGN );
	await expect(
		page.locator( 'style#p2p-fundraising-campaign-inline-css' )
	).toHaveCount( 1 );
	expect(
		stylesheets.filter( ( url ) => url.includes( '/build/campaign' ) )
	).toEqual( [] );
	// Its font URLs were rewritten from the site root: Montserrat loads from them.
	await expect
		.poll( () =>
			page.evaluate( () =>
				[ ...document.fonts ].some(
					( face ) =>
						face.family.replace( /"/g, '' ) === 'Montserrat' &&
						face.weight === '700' &&
						face.status === 'loaded'
				)
			)
		)
		.toBe( true );
} );
