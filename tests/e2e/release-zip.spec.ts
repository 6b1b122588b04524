/**
 * The release zip, as a site owner meets it: `npm run plugin-zip`'s archive holds no development
 * code, and uploaded through Plugins → Add New → Upload Plugin on a bare WordPress (no plugin
 * linked, no demo data: instance "e2e-bare") it installs, activates and opens its admin screens.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { test, expect, loginAs, wpCli } from './fixtures';

const REPO = path.resolve( __dirname, '../..' );
const ZIP = path.join( REPO, 'dist/p2p-fundraising.zip' );
const BARE_PORT = Number( process.env.P2P_E2E_PORT ?? 8889 ) + 2;

test.use( { baseURL: `http://localhost:${ BARE_PORT }` } );
test.describe.configure( { mode: 'serial' } );

// Runs in the wp-newest project only (playwright.config.ts): the zip is the same for every WordPress.
test.beforeAll( async ( {}, testInfo ) => {
	testInfo.setTimeout( 120_000 );
	// The e2e run already built the bundles; the zip is made from them.
	execFileSync( process.execPath, [ 'scripts/release/plugin-zip.mjs' ], {
		cwd: REPO,
		stdio: 'pipe',
	} );
	wpCli(
		'up',
		'--instance',
		'e2e-bare',
		'--port',
		String( BARE_PORT ),
		'--fresh',
		'--no-plugin'
	);
} );

test.afterAll( () => {
	wpCli( 'down', '--instance', 'e2e-bare' );
} );

test( 'the zip holds what a site runs and nothing from development', () => {
	const entries = new AdmZip( ZIP )
		.getEntries()
		.map( ( entry ) => entry.entryName );

	for ( const required of [
		'p2p-fundraising/plugin.php',
		'p2p-fundraising/uninstall.php',
		'p2p-fundraising/readme.txt',
		'p2p-fundraising/includes/Plugin.php',
		'p2p-fundraising/build/campaign.js',
		'p2p-fundraising/build/admin.js',
		'p2p-fundraising/templates/campaign-block.php',
	] ) {
		expect( entries ).toContain( required );
	}
	expect(
		entries.every( ( entry ) => entry.startsWith( 'p2p-fundraising/' ) )
	).toBe( true );
	const development = entries.filter( ( entry ) =>
		/DemoData|\/(tests?|tools|scripts|src|node_modules)\/|\.map$|\.tsx?$|package(-lock)?\.json$|README\.md$/.test(
			entry
		)
	);
	expect( development ).toEqual( [] );
} );

test( 'a site owner uploads the zip, activates it and opens the plugin', async ( {
	page,
	debugLog,
} ) => {
	// Upload, unpack, activate and three admin screens of a cold site: 15-20 s alone.
	test.setTimeout( 90_000 );
	// The bare site is stock WordPress without the toolkit's settings, so its admin screens ask
	// WordPress.org for updates, which this offline machine cannot reach (core's warning, not ours).
	debugLog.allow(
		/could not establish a secure connection to WordPress\.org/
	);
	await loginAs( page, 'admin' );

	await page.goto( '/wp-admin/plugin-install.php?tab=upload' );
	await page.locator( '#pluginzip' ).setInputFiles( ZIP );
	await page.getByRole( 'button', { name: 'Install Now' } ).click();
	await expect(
		page.getByText( 'Plugin installed successfully.' )
	).toBeVisible( {
		timeout: 30_000,
	} );

	await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
	await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();
	await expect(
		page.locator( '#the-list tr[data-slug="p2p-fundraising"]' )
	).toHaveClass( /active/ );

	await page
		.locator( '#adminmenu' )
		.getByRole( 'link', { name: 'P2P Fundraising', exact: true } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: 'Campaigns', level: 1 } )
	).toBeVisible();
	// A fresh site has no campaign: the list says so instead of showing demo data.
	await expect( page.getByRole( 'cell', { name: 'No data' } ) ).toBeVisible();
} );
