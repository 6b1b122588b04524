#!/usr/bin/env node
/**
 * npm start: the local WordPress with the plugin, and the front end rebuilt on every change.
 *
 * 1. Runs scripts/setup.sh, which installs what is missing (PHP, MariaDB, Chromium, npm packages).
 * 2. Builds once if build/ is missing.
 * 3. Brings up instance "dev" on http://localhost:8888 on the newest WordPress there is
 *    (P2P_WP_ZIP=/path/wordpress-x.y.z.zip, else the newest zip in ../shared/wordpress/, else the
 *    npm build), prepared with fresh demo data only the first time or when that WordPress changed
 *    (`npm run wp:reset` recreates it), and prints its URLs and accounts.
 *    With P2P_STRIPE_FAKE=1 the site runs in Stripe mode against the local fake Stripe
 *    (scripts/stripe-fake/server.mjs on http://localhost:12111, webhook secret whsec_p2p_fake).
 * 4. Runs `wp-scripts start` (watch) in the foreground. Ctrl-C stops the watcher, the php server
 *    and MariaDB (MariaDB stays up when another instance's server still uses it).
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import { DEFAULT_WP, REPO, instancePaths } from './wp/paths.mjs';

// Installs whatever is missing first (apt packages, npm packages), as `npm test` does; it takes a
// second when everything is there.
const setup = spawnSync( 'bash', [ path.join( REPO, 'scripts/setup.sh' ) ], {
	cwd: REPO,
	stdio: 'inherit',
} );
if ( setup.status !== 0 ) {
	process.stderr.write(
		'\nSetup failed (see above); npm start needs PHP, MariaDB and the npm packages.\n'
	);
	process.exit( setup.status ?? 1 );
}

const { up, printUrls } = await import( './wp/cli.mjs' );
const { stopServer, serverPid } = await import( './wp/server.mjs' );
const { stopMariaDB } = await import( './wp/mariadb.mjs' );
const { listInstances } = await import( './wp/wordpress.mjs' );

const build = spawn(
	process.execPath,
	[ path.join( REPO, 'scripts/build-if-missing.mjs' ) ],
	{ cwd: REPO, stdio: 'inherit' }
);
const buildCode = await new Promise( ( resolve ) =>
	build.on( 'close', resolve )
);
if ( buildCode !== 0 ) {
	process.exit( buildCode ?? 1 );
}

let instance;
try {
	// The newest WordPress there is (P2P_WP_ZIP, ../shared/wordpress/, else the npm build); a dev
	// site made with another one is prepared afresh on it.
	instance = await up( { instance: 'dev', wp: DEFAULT_WP } );
} catch ( error ) {
	process.stderr.write( `\n[wp] ERROR: ${ error.message }\n` );
	process.exit( 1 );
}
printUrls( instance );

// Stripe mode against the fake, or test mode: the mu-plugin reads this flag on every request.
const stripeFlag = path.join( instancePaths( 'dev' ).dir, 'stripe-fake.on' );
let stripeFake = null;
if ( process.env.P2P_STRIPE_FAKE === '1' ) {
	fs.writeFileSync(
		stripeFlag,
		'Written by npm start with P2P_STRIPE_FAKE=1\n'
	);
	stripeFake = spawn(
		process.execPath,
		[
			path.join( REPO, 'scripts/stripe-fake/server.mjs' ),
			'--port',
			'12111',
		],
		{ cwd: REPO, stdio: 'inherit' }
	);
	process.stdout.write(
		'  Payments: Stripe mode against the fake Stripe on http://localhost:12111 (pay on its checkout page).\n'
	);
} else {
	fs.rmSync( stripeFlag, { force: true } );
}
process.stdout.write(
	'  Watching src/ (wp-scripts start). Ctrl-C stops everything; npm run wp:reset recreates the site.\n\n'
);

const watcher = spawn(
	path.join( REPO, 'node_modules/.bin/wp-scripts' ),
	[ 'start' ],
	{ cwd: REPO, stdio: 'inherit' }
);

let stopping = false;
async function stop( code ) {
	if ( stopping ) {
		return;
	}
	stopping = true;
	if ( watcher.exitCode === null ) {
		watcher.kill( 'SIGTERM' );
	}
	if ( stripeFake && stripeFake.exitCode === null ) {
		stripeFake.kill( 'SIGTERM' );
	}
	process.stdout.write( '\n' );
	await stopServer( 'dev' );
	const othersServing = listInstances().filter( ( other ) =>
		serverPid( other.name )
	);
	if ( othersServing.length ) {
		process.stdout.write(
			`[wp] MariaDB left running for ${ othersServing.map( ( other ) => other.name ).join( ', ' ) }\n`
		);
	} else {
		await stopMariaDB();
	}
	process.exit( code );
}

process.on( 'SIGINT', () => stop( 0 ) );
process.on( 'SIGTERM', () => stop( 0 ) );
watcher.on( 'close', ( code ) => stop( code ?? 0 ) );
