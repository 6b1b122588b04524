#!/usr/bin/env node
/**
 * The local WordPress environment in one command.
 *
 *   node scripts/wp/cli.mjs up      [--instance dev] [--port 8888] [--wp beta|6.2|...] [--fresh] [--no-plugin]
 *       (--no-plugin: a bare WordPress, e.g. to install the release zip through wp-admin)
 *   node scripts/wp/cli.mjs down    [--instance X]     (no instance: every server and MariaDB)
 *   node scripts/wp/cli.mjs reset   [--instance dev]   (fresh database, WordPress, plugin, demo data)
 *   node scripts/wp/cli.mjs seed    [--instance dev]   (demo data only: DemoData::reset())
 *   node scripts/wp/cli.mjs options [--instance dev] name=value ...   (site options; name= deletes)
 *   node scripts/wp/cli.mjs theme   [--instance dev] twentytwentyone|default   (switch_theme())
 *   node scripts/wp/cli.mjs prepare  --instance phpunit [--wp ...] [--fresh]   (no server)
 *   node scripts/wp/cli.mjs test-php [phpunit args...]  (fresh "phpunit" instance, then phpunit)
 *   node scripts/wp/cli.mjs e2e-up | e2e-down          (Playwright's instances e2e + e2e-oldest)
 *   node scripts/wp/cli.mjs page-cache up|down --instance e2e   (nginx fastcgi_cache + PHP-FPM in
 *       front of the instance, on its port + 3; `up` prints { url } or { unavailable } as JSON)
 *   node scripts/wp/cli.mjs status
 *
 * WordPress versions (--wp): "newest" (the default) = the zip in P2P_WP_ZIP, else the newest
 * wordpress-x.y.z.zip in ../shared/wordpress/, else the newest npm build (6.6-RC3); a path to a
 * release zip; a version of a zip in ../shared/wordpress/ ("7.1"); or a key of
 * @wp-playground/wordpress-builds (beta = 6.6-RC3; 6.5, 6.4, 6.3, 6.2 = the oldest we support;
 * nightly), "6.6", "6.2.6" and the like.
 */
import fs from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_WP, INSTANCES, REPO } from './paths.mjs';
import { ensureMariaDB, isMariaDBUp, stopMariaDB } from './mariadb.mjs';
import {
	ensureLinks,
	isPrepared,
	listInstances,
	prepareInstance,
	readInstance,
	resetInstance,
	resolveWordPressVersion,
	seedInstance,
	setOptions,
	siteUrl,
	switchTheme,
} from './wordpress.mjs';
import {
	anyServerRunning,
	serverPid,
	startServer,
	stopServer,
} from './server.mjs';
import { e2eDown, e2eUp } from './e2e.mjs';
import { pageCacheDown, pageCacheUp } from './page-cache.mjs';
import { findExecutable, log, seconds } from './util.mjs';

function parseArgs( argv ) {
	const options = { _: [] };
	for ( let i = 0; i < argv.length; i++ ) {
		const arg = argv[ i ];
		if ( arg === '--fresh' ) {
			options.fresh = true;
		} else if ( arg === '--no-plugin' ) {
			options.plugin = false;
		} else if ( /^--(instance|port|wp)$/.test( arg ) ) {
			options[ arg.slice( 2 ) ] = argv[ ++i ];
		} else if ( /^--(instance|port|wp)=/.test( arg ) ) {
			const [ key, value ] = arg.slice( 2 ).split( '=' );
			options[ key ] = value;
		} else {
			options._.push( arg );
		}
	}
	return options;
}

/**
 * Brings an instance up: prepared when missing (or --fresh), MariaDB and php -S started.
 * @param options
 */
export async function up( options = {} ) {
	const name = options.instance ?? 'dev';
	const start = Date.now();
	await ensureMariaDB();
	const existing = readInstance( name );
	const wanted = {
		wp: options.wp,
		port: options.port,
		plugin: options.plugin,
	};
	const changed =
		existing &&
		( ( options.port && Number( options.port ) !== existing.port ) ||
			( options.wp &&
				resolveWordPressVersion( options.wp ).key !== existing.wp ) );
	if ( changed && ! options.fresh ) {
		log(
			`${ name }: WordPress ${ existing.version } → ${ resolveWordPressVersion( options.wp ).version }: preparing the site afresh`
		);
	}
	if ( options.fresh || ! isPrepared( name ) || changed ) {
		if ( serverPid( name ) ) {
			await stopServer( name );
		}
		await prepareInstance( name, wanted );
	} else if ( ensureLinks( name ) ) {
		log(
			`${ name }: plugin link updated; if the plugin's data looks stale: npm run wp:reset -- --instance ${ name }`
		);
	}
	const { instance } = await startServer( name );
	log( `${ name }: up in ${ seconds( start ) }` );
	return instance;
}

export function printUrls( instance ) {
	const url = siteUrl( instance );
	const lines = [
		'',
		`  Site        ${ url }/`,
		`  wp-admin    ${ url }/wp-admin/   (admin / password)`,
		`  Campaigns   ${ url }/campaigns/demo/`,
		`              ${ url }/campaigns/draft-demo/`,
		'  Accounts    captain@example.com, fundraiser@example.com, user@example.com (password: password)',
		`  Logs        .wp/${ instance.name }/debug.log, .wp/${ instance.name }/server.log, .wp/${ instance.name }/mail.log`,
		'',
	];
	process.stdout.write( `${ lines.join( '\n' ) }\n` );
}

/**
 * Stops one instance's server, or every server and MariaDB.
 * @param options
 */
export async function down( options = {} ) {
	if ( options.instance ) {
		await stopServer( options.instance );
		return;
	}
	await Promise.all(
		listInstances().map( ( instance ) => stopServer( instance.name ) )
	);
	await stopMariaDB();
}

/**
 * The shipped .mo files, compiled from languages/*.po when missing or older: the tests load them as
 * a German site does (BundledTranslations), and `npm test` runs PHP before the build that also
 * makes them.
 */
function compileTranslations() {
	const dir = path.join( REPO, 'languages' );
	const files = fs.readdirSync( dir ).filter( ( f ) => f.endsWith( '.po' ) );
	for ( const po of files ) {
		const source = path.join( dir, po );
		const target = source.replace( /\.po$/, '.mo' );
		if (
			! fs.existsSync( target ) ||
			fs.statSync( target ).mtimeMs < fs.statSync( source ).mtimeMs
		) {
			execFileSync( 'msgfmt', [ '-o', target, source ] );
		}
	}
}

async function testPhp( phpunitArgs ) {
	const phpunit = findExecutable( [ 'phpunit' ] );
	if ( ! phpunit ) {
		throw new Error(
			'phpunit not found (Debian package phpunit). Run: bash scripts/setup.sh'
		);
	}
	compileTranslations();
	const { started } = await ensureMariaDB();
	try {
		// Always the newest WordPress (P2P_WP_ZIP, ../shared/wordpress/, else the npm build).
		await prepareInstance( 'phpunit', { wp: DEFAULT_WP } );
		const code = await new Promise( ( resolve ) => {
			const child = spawn(
				phpunit,
				[ '-c', path.join( REPO, 'phpunit.xml.dist' ), ...phpunitArgs ],
				{ cwd: REPO, stdio: 'inherit' }
			);
			child.on( 'close', ( exitCode ) => resolve( exitCode ?? 1 ) );
		} );
		return code;
	} finally {
		if ( started && ! anyServerRunning() ) {
			await stopMariaDB();
		}
	}
}

async function status() {
	const db = await isMariaDBUp();
	process.stdout.write( `mariadb: ${ db ? 'running' : 'stopped' }\n` );
	for ( const instance of listInstances() ) {
		const pid = serverPid( instance.name );
		process.stdout.write(
			`${ instance.name }: WordPress ${ instance.version }, ${ siteUrl( instance ) }, database ${ instance.db }, server ${ pid ? `running (pid ${ pid })` : 'stopped' }\n`
		);
	}
}

async function main() {
	const options = parseArgs( process.argv.slice( 2 ) );
	const [ command, ...rest ] = options._;
	switch ( command ) {
		case 'up': {
			const instance = await up( options );
			printUrls( instance );
			return 0;
		}
		case 'down':
			await down( options );
			return 0;
		case 'reset': {
			const name = options.instance ?? 'dev';
			const wasServing = Boolean( serverPid( name ) );
			const instance = await resetInstance( name, {
				wp: options.wp,
				port: options.port,
			} );
			if ( wasServing ) {
				await startServer( name );
			}
			printUrls( instance );
			return 0;
		}
		case 'seed':
			await seedInstance( options.instance ?? 'dev' );
			return 0;
		case 'options':
			await setOptions(
				options.instance ?? 'dev',
				Object.fromEntries(
					rest.map( ( pair ) => [
						pair.split( '=' )[ 0 ],
						pair.slice( pair.indexOf( '=' ) + 1 ),
					] )
				)
			);
			return 0;
		case 'theme':
			await switchTheme(
				options.instance ?? 'dev',
				rest[ 0 ] ?? 'default'
			);
			return 0;
		case 'prepare': {
			const name = options.instance ?? 'phpunit';
			if (
				options.fresh ||
				! isPrepared( name ) ||
				options.wp ||
				options.port
			) {
				await prepareInstance( name, {
					wp: options.wp,
					port: options.port,
				} );
			} else {
				await resetInstance( name );
			}
			return 0;
		}
		case 'test-php':
			// Everything after "test-php" goes to phpunit (e.g. --filter Environment).
			return testPhp(
				process.argv.slice( process.argv.indexOf( 'test-php' ) + 1 )
			);
		case 'e2e-up':
			await e2eUp();
			return 0;
		case 'e2e-down':
			await e2eDown();
			return 0;
		case 'status':
			await status();
			return 0;
		case 'page-cache': {
			const name = options.instance ?? 'e2e';
			if ( rest[ 0 ] === 'down' ) {
				await pageCacheDown( name );
				return 0;
			}
			process.stdout.write(
				`${ JSON.stringify( await pageCacheUp( name ) ) }\n`
			);
			return 0;
		}
		default:
			process.stdout.write(
				`${ fs
					.readFileSync( new URL( import.meta.url ), 'utf8' )
					.split( '/**' )[ 1 ]
					.split( '*/' )[ 0 ]
					.split( '\n' )
					.map( ( line ) => line.replace( /^ \*\s?/, '' ) )
					.join( '\n' )
					.trim() }\n`
			);
			return command ? 1 : 0;
	}
}

if (
	process.argv[ 1 ] &&
	path.resolve( process.argv[ 1 ] ) === new URL( import.meta.url ).pathname
) {
	main().then(
		( code ) => process.exit( code ),
		( error ) => {
			process.stderr.write( `\n[wp] ERROR: ${ error.message }\n` );
			process.exit( 1 );
		}
	);
}
