#!/usr/bin/env node
/**
 * npm run bench:bundle — what the plugin's front end weighs. No pass/fail, just figures.
 *
 * 1. `wp-scripts build` with webpack stats (skip with --no-build to measure the current build/).
 * 2. Per bundle (campaign, admin): JS and CSS bytes, raw and gzipped (zlib level 9), for the entry
 *    files and each async chunk the entry can load (from the stats' chunk graph).
 * 3. "campaign home first load": the campaign home /campaigns/demo/ opened in Chromium against
 *    the "lighthouse" instance (port 9210, reset first; the "bench" instance keeps bench:scale's
 *    seeded million donations); the plugin's own build/*.js and *.css that the page really
 *    fetched are summed (WordPress's react, react-dom, i18n are not ours and not counted), and
 *    the REST requests it made (its first paint renders from the embedded data: none).
 *    Goal lines: the home's own JS ≤ 50 KiB gzipped, and no API request.
 *    Then the same for a first visit (empty cache) of every other open route of the spec (§2),
 *    with the first team and fundraiser of the demo campaign.
 * 4. The WordPress-provided scripts the bundles depend on (build/<entry>.asset.php).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO } from '../wp/paths.mjs';
import { run } from '../wp/util.mjs';
import { goal } from './lib.mjs';

const BUILD = path.join( REPO, 'build' );
const STATS = path.join( REPO, '.wp/webpack-stats.json' );
const ENTRIES = [ 'campaign', 'admin' ];
const noBuild = process.argv.includes( '--no-build' );
/** The site the first loads are measured on (reset each time). */
const INSTANCE = 'lighthouse';
/** The campaign home's first load of the plugin's own JS, gzipped (issue 26). */
const HOME_JS_GOAL = 50 * 1024;

const sizes = new Map();
function size( file ) {
	if ( ! sizes.has( file ) ) {
		const bytes = fs.readFileSync( path.join( BUILD, file ) );
		sizes.set( file, {
			raw: bytes.length,
			gzip: zlib.gzipSync( bytes, { level: 9 } ).length,
		} );
	}
	return sizes.get( file );
}
const sum = ( files ) =>
	files.reduce(
		( total, file ) => ( {
			raw: total.raw + size( file ).raw,
			gzip: total.gzip + size( file ).gzip,
		} ),
		{ raw: 0, gzip: 0 }
	);
const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 1 ) } KiB`;
const row = ( label, { raw, gzip }, note = '' ) =>
	`  ${ label.padEnd( 52 ) } ${ kb( raw ).padStart( 11 ) } ${ kb( gzip ).padStart( 11 ) }${ note ? `  ${ note }` : '' }`;
const isJs = ( file ) => file.endsWith( '.js' );
const isCss = ( file ) =>
	file.endsWith( '.css' ) && ! file.endsWith( '-rtl.css' );

async function build() {
	fs.mkdirSync( path.dirname( STATS ), { recursive: true } );
	process.stdout.write( 'Building (wp-scripts build)…\n' );
	const start = Date.now();
	const code = await new Promise( ( resolve ) => {
		const child = spawn(
			path.join( REPO, 'node_modules/.bin/wp-scripts' ),
			[ 'build', `--json=${ STATS }` ],
			{ cwd: REPO, stdio: [ 'ignore', 'ignore', 'inherit' ] }
		);
		child.on( 'close', resolve );
	} );
	if ( code !== 0 ) {
		process.stderr.write( 'wp-scripts build failed\n' );
		process.exit( 1 );
	}
	process.stdout.write(
		`Built in ${ ( ( Date.now() - start ) / 1000 ).toFixed( 1 ) } s\n`
	);
}

/**
 * Entry files and the async chunks reachable from the entry's chunks, from webpack's stats.
 * @param stats
 * @param entry
 */
function bundleFiles( stats, entry ) {
	const byId = new Map(
		stats.chunks.map( ( chunk ) => [ chunk.id, chunk ] )
	);
	const entryChunks = stats.entrypoints[ entry ].chunks;
	const initial = stats.entrypoints[ entry ].assets
		.map( ( asset ) => asset.name ?? asset )
		.filter( ( file ) => isJs( file ) || isCss( file ) );
	const seen = new Set( entryChunks );
	const queue = [ ...entryChunks ];
	const asyncChunks = [];
	while ( queue.length ) {
		const chunk = byId.get( queue.shift() );
		for ( const childId of chunk?.children ?? [] ) {
			if ( ! seen.has( childId ) ) {
				seen.add( childId );
				queue.push( childId );
				const child = byId.get( childId );
				asyncChunks.push( {
					name: child.names?.[ 0 ] ?? String( childId ),
					files: child.files.filter(
						( file ) => isJs( file ) || isCss( file )
					),
				} );
			}
		}
	}
	return { initial, asyncChunks };
}

async function wordpressDependencies( entry ) {
	const file = path.join( BUILD, `${ entry }.asset.php` );
	if ( ! fs.existsSync( file ) ) {
		return null;
	}
	const result = await run( 'php', [
		'-r',
		'echo json_encode( require $argv[1] );',
		file,
	] );
	return result.code === 0 ? JSON.parse( result.stdout ).dependencies : null;
}

/** The open routes (spec §2) below the campaign; {team} and {fundraiser} are filled from the home page. */
const OPEN_ROUTES = [
	'team-leaderboard/',
	'fundraiser-leaderboard/',
	'donate/',
	'team/{team}/',
	'team/{team}/donate',
	'team/{team}/join/',
	'fundraiser/{fundraiser}/',
	'fundraiser/{fundraiser}/donate/',
];

/**
 * Opens the campaign home, then each open route, each in a fresh browser context (a first visit:
 * nothing cached), and lists the plugin's build files each one fetched.
 */
async function measureFirstLoad() {
	const { resetInstance } = await import( '../wp/wordpress.mjs' );
	const { startServer, stopServer } = await import( '../wp/server.mjs' );
	const { ensureMariaDB, stopMariaDB } = await import( '../wp/mariadb.mjs' );
	const { chromium } = await import( '@playwright/test' );
	const quiet = process.env.P2P_WP_QUIET;
	process.env.P2P_WP_QUIET = '1';
	const { started: startedDb } = await ensureMariaDB();
	let browser;
	try {
		// Fresh database and demo data every time: the figures never depend on an old state.
		const instance = await resetInstance( INSTANCE );
		await startServer( INSTANCE );
		const url = `http://localhost:${ instance.port }/campaigns/demo/`;
		browser = await chromium.launch( {
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
				'--disable-quic',
			],
		} );
		const visit = async ( address ) => {
			const context = await browser.newContext();
			const page = await context.newPage();
			const fetched = new Set();
			const apiCalls = [];
			page.on( 'request', ( request ) => {
				if ( /\/wp-json\/|[?&]rest_route=/.test( request.url() ) ) {
					apiCalls.push( request.url() );
				}
			} );
			const marker = '/wp-content/plugins/p2p-fundraising/build/';
			page.on( 'response', ( response ) => {
				const { pathname } = new URL( response.url() );
				const at = pathname.indexOf( marker );
				if ( at !== -1 && response.status() < 400 ) {
					fetched.add(
						decodeURIComponent(
							pathname.slice( at + marker.length )
						)
					);
				}
			} );
			const response = await page.goto( address, {
				waitUntil: 'networkidle',
			} );
			const boot = await page
				.locator( '#p2p-fundraising-boot' )
				.textContent()
				.catch( () => null );
			await context.close();
			return {
				url: address,
				status: response?.status() ?? 0,
				files: [ ...fetched ].sort(),
				apiCalls,
				boot,
			};
		};
		const home = await visit( url );
		const data = home.boot ? ( JSON.parse( home.boot ).data ?? {} ) : {};
		const ids = {
			team: data.topTeams?.data?.[ 0 ]?.id,
			fundraiser: data.topFundraisers?.data?.[ 0 ]?.id,
		};
		const routes = [];
		for ( const route of OPEN_ROUTES ) {
			const path = route.replace( /\{(team|fundraiser)\}/g, ( _, kind ) =>
				String( ids[ kind ] ?? 0 )
			);
			routes.push( await visit( url + path ) );
		}
		return { ...home, routes };
	} finally {
		await browser?.close();
		await stopServer( INSTANCE );
		if ( startedDb ) {
			await stopMariaDB();
		}
		process.env.P2P_WP_QUIET = quiet;
	}
}

if ( ! noBuild ) {
	await build();
}
if ( ! fs.existsSync( STATS ) ) {
	process.stderr.write(
		`${ STATS } is missing: run without --no-build once.\n`
	);
	process.exit( 1 );
}
const stats = JSON.parse( fs.readFileSync( STATS, 'utf8' ) );

const header = `  ${ ''.padEnd( 52 ) } ${ 'raw'.padStart( 11 ) } ${ 'gzip -9'.padStart( 11 ) }`;
for ( const entry of ENTRIES ) {
	if ( ! stats.entrypoints[ entry ] ) {
		process.stdout.write( `\n${ entry }: no such entry in the build\n` );
		continue;
	}
	const { initial, asyncChunks } = bundleFiles( stats, entry );
	process.stdout.write( `\n${ entry }\n${ header }\n` );
	for ( const file of initial ) {
		process.stdout.write(
			`${ row( `entry  ${ file }`, size( file ) ) }\n`
		);
	}
	for ( const chunk of asyncChunks ) {
		for ( const file of chunk.files ) {
			process.stdout.write(
				`${ row( `async  ${ file }`, size( file ) ) }\n`
			);
		}
	}
	const asyncFiles = asyncChunks.flatMap( ( chunk ) => chunk.files );
	process.stdout.write(
		`${ row( `entry JS`, sum( initial.filter( isJs ) ) ) }\n`
	);
	process.stdout.write(
		`${ row( `entry CSS`, sum( initial.filter( isCss ) ) ) }\n`
	);
	process.stdout.write(
		`${ row( `async chunks JS (${ asyncChunks.length } chunks)`, sum( asyncFiles.filter( isJs ) ) ) }\n`
	);
	if ( asyncFiles.some( isCss ) ) {
		process.stdout.write(
			`${ row( 'async chunks CSS', sum( asyncFiles.filter( isCss ) ) ) }\n`
		);
	}
	process.stdout.write(
		`${ row( 'everything (entry + all chunks, JS + CSS)', sum( [ ...initial, ...asyncFiles ] ) ) }\n`
	);
	const dependencies = await wordpressDependencies( entry );
	process.stdout.write(
		`  WordPress scripts it depends on (build/${ entry }.asset.php): ${ dependencies ? dependencies.join( ', ' ) || 'none' : 'n/a' }\n`
	);
}

process.stdout.write( '\ncampaign home first load\n' );
try {
	const { url, status, files, routes, apiCalls } = await measureFirstLoad();
	if ( status !== 200 ) {
		process.stdout.write(
			`  n/a: ${ url } answered ${ status }${ status === 404 ? ' (no demo campaign yet? DemoData::reset() seeds it)' : '' }\n`
		);
	} else {
		const own = files.filter( ( file ) => isJs( file ) || isCss( file ) );
		process.stdout.write(
			`  ${ url } fetched ${ own.length ? own.join( ', ' ) : 'no build file of the plugin' }\n${ header }\n`
		);
		process.stdout.write(
			`${ row( 'JS', sum( own.filter( isJs ) ) ) }\n${ row( 'CSS', sum( own.filter( isCss ) ) ) }\n`
		);
		process.stdout.write(
			`${ row( 'campaign home first load (JS + CSS)', sum( own ) ) }\n`
		);
		const homeJs = sum( own.filter( isJs ) ).gzip;
		goal(
			"campaign home first load ≤ 50 KiB gzipped of the plugin's own JS",
			homeJs <= HOME_JS_GOAL,
			kb( homeJs )
		);
		goal(
			'campaign home first load makes no API request',
			apiCalls.length === 0,
			apiCalls.length ? apiCalls.join( ', ' ) : '0 requests to /wp-json/'
		);
		const fonts = files.filter( ( file ) =>
			/\.(woff2?|ttf)$/.test( file )
		);
		if ( fonts.length ) {
			process.stdout.write(
				`${ row( `fonts (${ fonts.length } files, not in the total)`, sum( fonts ) ) }\n`
			);
		}
		process.stdout.write(
			`\nfirst visit of each open route (plugin JS it fetched; the same entry as the home, plus the route's chunks)\n${ header }\n`
		);
		for ( const route of routes ) {
			const label = route.url.slice( url.length - 1 );
			if ( route.status !== 200 ) {
				process.stdout.write(
					`  ${ label.padEnd( 52 ) } n/a: answered ${ route.status }\n`
				);
				continue;
			}
			const js = route.files.filter( isJs );
			process.stdout.write(
				`${ row( `${ label } (${ js.length } files)`, sum( js ) ) }\n`
			);
		}
	}
} catch ( error ) {
	process.stdout.write( `  n/a: ${ error.message.split( '\n' )[ 0 ] }\n` );
}
process.stdout.write(
	'\nReference: GiveWP Peer-to-Peer 1.6.7 campaign SPA, one chunk: 533 KB minified, ~160 KB gzipped (+13 KB gz CSS), React from WordPress on top.\n'
);
