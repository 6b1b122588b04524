/**
 * The Playwright environment: instances "e2e" (newest WordPress, port 8889) and "e2e-oldest"
 * (WordPress 6.2, port 8890), each with a fresh database and demo data every run. The extracted
 * WordPress copies are reused; both instances are prepared in parallel.
 * Used by tests/e2e/global-setup.ts / global-teardown.ts through `cli.mjs e2e-up` / `e2e-down`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { INSTANCES, OLDEST_WP, DEFAULT_WP, WP_HOME_DIR } from './paths.mjs';
import { ensureMariaDB, stopMariaDB } from './mariadb.mjs';
import {
	isPrepared,
	prepareInstance,
	readInstance,
	resetInstance,
	resolveWordPressVersion,
	siteUrl,
} from './wordpress.mjs';
import { anyServerRunning, startServer, stopServer } from './server.mjs';
import { pageCacheDown } from './page-cache.mjs';
import { log, seconds } from './util.mjs';

export const E2E_INSTANCES = [
	{ name: 'e2e', wp: DEFAULT_WP, port: INSTANCES.e2e.port },
	{ name: 'e2e-oldest', wp: OLDEST_WP, port: INSTANCES[ 'e2e-oldest' ].port },
];
const STATE = path.join( WP_HOME_DIR, 'e2e-state.json' );

async function freshInstance( { name, wp, port } ) {
	const existing = readInstance( name );
	const sameSetup =
		existing &&
		existing.port === port &&
		existing.wp === resolveWordPressVersion( wp ).key;
	await stopServer( name );
	if ( isPrepared( name ) && sameSetup ) {
		await resetInstance( name );
	} else {
		await prepareInstance( name, { wp, port } );
	}
	await startServer( name );
	return readInstance( name );
}

export async function e2eUp() {
	const start = Date.now();
	const { started } = await ensureMariaDB();
	fs.writeFileSync(
		STATE,
		JSON.stringify( { mariadbStartedByE2E: started } )
	);
	const instances = await Promise.all( E2E_INSTANCES.map( freshInstance ) );
	for ( const instance of instances ) {
		log(
			`e2e: ${ instance.name } = WordPress ${ instance.version } at ${ siteUrl( instance ) }`
		);
	}
	log( `e2e: environment ready (${ seconds( start ) })` );
}

export async function e2eDown() {
	await Promise.all(
		E2E_INSTANCES.map( async ( { name } ) => {
			// A page cache a spec left running (page-cache-refresh.spec.ts stops its own).
			await pageCacheDown( name );
			await stopServer( name );
		} )
	);
	let state = {};
	try {
		state = JSON.parse( fs.readFileSync( STATE, 'utf8' ) );
	} catch {}
	fs.rmSync( STATE, { force: true } );
	if ( state.mariadbStartedByE2E && ! anyServerRunning() ) {
		await stopMariaDB();
	}
}
