#!/usr/bin/env node
/**
 * npm run screenshots: the WordPress.org directory's screenshots, made from the demo site so they
 * stay current with the plugin.
 *
 *   npm run screenshots [-- --port 9220 --out .wordpress-org --theme default --width 1280 --full]
 *
 * Brings up its own instance "screenshots" (port 9220, so `npm start` keeps 8888) on the newest
 * WordPress there is, recreates the demo data, builds the bundles when build/ is missing, and
 * writes with Debian's Chromium:
 *
 *   screenshot-1.png  the campaign home
 *   screenshot-2.png  a fundraiser's page
 *   screenshot-3.png  the donation form
 *   screenshot-4.png  the campaign dashboard in wp-admin
 *
 * into .wordpress-org/ (the folder a deploy to the directory's SVN copies to its assets/; the
 * captions are the `== Screenshots ==` list of readme.txt, in the same order). --theme
 * twentytwentyone (or any installed theme) and --width 412 make the same pictures under another
 * theme or on a phone, e.g. to look at them; --full takes the whole page instead of one screen.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { up } from './wp/cli.mjs';
import { DEFAULT_WP, INSTANCES, REPO } from './wp/paths.mjs';
import {
	ensureLinks,
	isPrepared,
	seedInstance,
	siteUrl,
	switchTheme,
} from './wp/wordpress.mjs';
import { stopServer } from './wp/server.mjs';
import { flags } from './bench/lib.mjs';

const options = flags( {
	port: INSTANCES.screenshots.port,
	instance: 'screenshots',
	out: '.wordpress-org',
	theme: 'default',
	width: 1280,
	full: false,
	only: '',
} );

/**
 * --only 4 (or 1,3) takes only those screenshots.
 * @param {number} number The screenshot's number.
 */
const wanted = ( number ) =>
	! options.only ||
	String( options.only ).split( ',' ).includes( String( number ) );

function step( message ) {
	process.stdout.write( `[screenshots] ${ message }\n` );
}

/** Height of one screen at the chosen width: a desktop window, or a phone. */
const height = options.width < 600 ? 915 : 800;

/**
 * A fundraiser of the demo campaign, by the API the app itself reads.
 * @param {import('@playwright/test').Page} page The page.
 * @param {string}                          url  The site's address.
 */
async function fundraiserPath( page, url ) {
	const boot = JSON.parse(
		( await page.locator( '#p2p-fundraising-boot' ).textContent() ) ?? '{}'
	);
	const campaignId = /"campaign_id":(\d+)/.exec(
		JSON.stringify( boot )
	)?.[ 1 ];
	const answer = await fetch(
		`${ url }/wp-json/p2p-fundraising/v1/get-campaign-fundraisers-search?campaign_id=${ campaignId }`
	);
	const fundraisers = ( await answer.json().catch( () => null ) )?.data ?? [];
	// The top fundraiser with a photo: the page as most fundraisers make it.
	const id = (
		fundraisers.find( ( fundraiser ) => fundraiser.profile_image ) ??
		fundraisers[ 0 ]
	)?.id;
	if ( ! id ) {
		throw new Error(
			`No fundraiser found in the demo data (get-campaign-fundraisers-search answered ${ answer.status }).`
		);
	}
	return `/campaigns/demo/fundraiser/${ id }/`;
}

/**
 * Waits until the app (not its first paint) shows the page's heading, and images have loaded.
 * @param {import('@playwright/test').Page} page The page.
 */
async function settle( page ) {
	step( `waiting for ${ page.url() }` );
	await page
		.locator( '#p2p-fundraising-root h1, #p2p-fundraising-admin-root h1' )
		.first()
		.waitFor( { state: 'visible', timeout: 60_000 } );
	await page
		.waitForLoadState( 'networkidle', { timeout: 10_000 } )
		.catch( () => {} );
	await page
		.evaluate( () =>
			Promise.all(
				Array.from( document.images ).map( ( image ) =>
					image.complete ? null : image.decode().catch( () => null )
				)
			)
		)
		.catch( () => {} );
	// Let entrance transitions (progress bars, charts) finish.
	await page.waitForTimeout( 800 );
}

async function shoot( page, file ) {
	const target = path.resolve( REPO, options.out, file );
	fs.mkdirSync( path.dirname( target ), { recursive: true } );
	await page.screenshot( {
		path: target,
		fullPage: Boolean( options.full ),
	} );
	process.stdout.write(
		`[screenshots] ${ path.relative( process.cwd(), target ) }\n`
	);
}

async function main() {
	const build = spawnSync(
		process.execPath,
		[ path.join( REPO, 'scripts/build-if-missing.mjs' ) ],
		{ cwd: REPO, stdio: 'inherit' }
	);
	if ( build.status !== 0 ) {
		process.exit( build.status ?? 1 );
	}
	if ( isPrepared( options.instance ) && ensureLinks( options.instance ) ) {
		// Another checkout of the plugin: a running server would keep serving the old files.
		await stopServer( options.instance );
	}
	const instance = await up( {
		instance: options.instance,
		port: options.port,
		wp: DEFAULT_WP,
	} );
	await seedInstance( options.instance );
	await switchTheme( options.instance, options.theme );
	const url = siteUrl( instance );

	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [ '--no-sandbox', '--disable-gpu', '--no-first-run' ],
	} );
	try {
		const context = await browser.newContext( {
			baseURL: url,
			viewport: { width: Number( options.width ), height },
			deviceScaleFactor: 1,
			reducedMotion: 'reduce',
		} );
		const page = await context.newPage();
		page.on( 'crash', () => step( 'the page crashed' ) );
		page.on( 'close', () => step( 'the page closed' ) );

		await page.goto( '/campaigns/demo/' );
		await settle( page );
		if ( wanted( 1 ) ) {
			await shoot( page, 'screenshot-1.png' );
		}

		if ( wanted( 2 ) ) {
			await page.goto( await fundraiserPath( page, url ) );
			await settle( page );
			await shoot( page, 'screenshot-2.png' );
		}

		if ( wanted( 3 ) ) {
			await donationForm( page );
		}
		await context.close();
		if ( wanted( 4 ) ) {
			// A context of its own: the administrator's session stays out of the visitor's pictures.
			const admin = await browser.newContext( {
				baseURL: url,
				viewport: { width: Number( options.width ), height },
				reducedMotion: 'reduce',
			} );
			await adminDashboard( await admin.newPage() );
			await admin.close();
		}
	} finally {
		await browser.close();
		if ( options.theme !== 'default' ) {
			await switchTheme( options.instance, 'default' );
		}
	}
}

async function donationForm( page ) {
	await page.goto( '/campaigns/demo/donate/' );
	await settle( page );
	const form = page.frameLocator( 'iframe[title="Donation form"]' );
	await form
		.locator( 'form' )
		.first()
		.waitFor( { state: 'visible', timeout: 30_000 } );
	await page
		.locator( 'iframe[title="Donation form"]' )
		.scrollIntoViewIfNeeded();
	await page.waitForTimeout( 500 );
	await shoot( page, 'screenshot-3.png' );
}

async function adminDashboard( page ) {
	step( 'signing in to wp-admin' );
	// wp-login.php selects the username field shortly after load: fill until both hold.
	await page.goto( '/wp-login.php' );
	for ( let attempt = 0; attempt < 5; attempt++ ) {
		await page.locator( '#user_login' ).fill( 'admin' );
		await page.locator( '#user_pass' ).fill( 'password' );
		await page.waitForTimeout( 300 );
		if (
			( await page.locator( '#user_login' ).inputValue() ) === 'admin' &&
			( await page.locator( '#user_pass' ).inputValue() ) === 'password'
		) {
			break;
		}
	}
	await Promise.all( [
		page.waitForURL(
			( next ) => ! next.pathname.endsWith( 'wp-login.php' ),
			{ timeout: 60_000 }
		),
		page.locator( '#wp-submit' ).click(),
	] );
	step( 'opening the campaigns list' );
	await page.goto( '/wp-admin/admin.php?page=p2p-fundraising#/' );
	// The test-mode notice says the demo takes no real money; the directory's picture shows the
	// screen. Dismissing it goes through admin-post.php and back to this list.
	const dismiss = page.getByRole( 'link', { name: 'Dismiss this notice' } );
	if ( await dismiss.count() ) {
		await Promise.all( [
			page.waitForURL( /admin\.php\?page=p2p-fundraising/, {
				timeout: 60_000,
			} ),
			dismiss.first().click(),
		] );
	}
	// The demo campaign shown on the public pages ("Run for Clean Water 2026"), not the draft.
	const id = await (
		await fetch( `${ new URL( page.url() ).origin }/campaigns/demo/` )
	)
		.text()
		.then( ( html ) => /"campaign_id":(\d+)/.exec( html )?.[ 1 ] );
	if ( ! id ) {
		throw new Error( 'No campaign in the admin list of the demo site.' );
	}
	step( `opening the dashboard of campaign ${ id }` );
	await page.goto(
		`/wp-admin/admin.php?page=p2p-fundraising#/campaigns/${ id }/dashboard`
	);
	await page
		.locator( '#p2p-fundraising-admin-root h1' )
		.first()
		.waitFor( { state: 'visible', timeout: 60_000 } );
	// The charts are in when no spinner is left; then let them draw.
	await page
		.locator( '#p2p-fundraising-admin-root .p2p-spinner' )
		.first()
		.waitFor( { state: 'detached', timeout: 60_000 } )
		.catch( () => {} );
	await page.waitForTimeout( 2000 );
	await shoot( page, 'screenshot-4.png' );
}

main().then(
	() => process.exit( 0 ),
	( error ) => {
		process.stderr.write( `\n[screenshots] ERROR: ${ error.message }\n` );
		process.exit( 1 );
	}
);
