/**
 * Prepares a WordPress instance under .wp/<instance>/: a copy of the requested WordPress
 * (extracted once into .wp/cache/wp-<version>), a wp-config.php for our MariaDB socket,
 * the repo symlinked in as wp-content/plugins/p2p-fundraising, WordPress installed,
 * the plugin activated and the demo data seeded. Every PHP step runs in a php CLI process of
 * its own; a PHP fatal or a missing "P2P_OK" fails the step with the PHP output and debug.log.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import {
	BUILDS_DIR,
	CACHE_DIR,
	DB_PASSWORD,
	DB_USER,
	DEFAULT_WP,
	EXTRA_THEMES,
	INSTANCES,
	MU_PLUGIN,
	MYSQL_SOCK,
	PHP_DIR,
	PLUGIN_SLUG,
	PLUGIN_SOURCE,
	REPO,
	SHARED_WP_DIR,
	databaseName,
	instancePaths,
} from './paths.mjs';
import { createDatabase, ensureMariaDB } from './mariadb.mjs';
import { log, requireExecutable, run, runOrThrow, seconds } from './util.mjs';

export function phpBinary() {
	return requireExecutable( [ 'php8.2', 'php' ], 'php (package php8.2-cli)' );
}

function buildsVersions() {
	const file = path.join( BUILDS_DIR, 'src/wordpress/wp-versions.json' );
	if ( ! fs.existsSync( file ) ) {
		throw new Error(
			`${ path.relative( REPO, file ) } is missing: run npm ci (or bash scripts/setup.sh).`
		);
	}
	return JSON.parse( fs.readFileSync( file, 'utf8' ) );
}

/**
 * "7.1.0" → [7, 1, 0]; pre-release suffixes sort below the release ("6.6-RC3" < "6.6").
 * @param version
 */
function versionParts( version ) {
	const [ release, suffix ] = String( version ).split( '-' );
	const parts = release.split( '.' ).map( Number );
	while ( parts.length < 3 ) {
		parts.push( 0 );
	}
	return [ ...parts, suffix ? 0 : 1 ];
}

function compareVersions( a, b ) {
	const [ left, right ] = [ versionParts( a ), versionParts( b ) ];
	for ( let i = 0; i < left.length; i++ ) {
		if ( left[ i ] !== right[ i ] ) {
			return left[ i ] - right[ i ];
		}
	}
	return 0;
}

/**
 * The WordPress version inside a release zip: from its name (wordpress-7.1.0.zip), else from its
 * wp-includes/version.php (a zip named latest.zip, say).
 * @param zip
 */
function zipVersion( zip ) {
	const named = path
		.basename( zip )
		.match( /^wordpress-(\d+\.\d+(?:\.\d+)?(?:-[\w.]+)?)\.zip$/ );
	if ( named ) {
		return named[ 1 ];
	}
	const output = execFileSync(
		phpBinary(),
		[ path.join( PHP_DIR, 'zip-version.php' ), zip ],
		{ encoding: 'utf8' }
	).trim();
	return output;
}

function zipSource( zip ) {
	const file = path.resolve( zip );
	if ( ! fs.existsSync( file ) ) {
		throw new Error( `WordPress zip ${ file } does not exist.` );
	}
	return { key: `zip:${ file }`, version: zipVersion( file ), zip: file };
}

/** The release zips in ../shared/wordpress/, newest first. */
function sharedZips() {
	if ( ! fs.existsSync( SHARED_WP_DIR ) ) {
		return [];
	}
	return fs
		.readdirSync( SHARED_WP_DIR )
		.filter( ( file ) => /^wordpress-\d[\w.-]*\.zip$/.test( file ) )
		.map( ( file ) => zipSource( path.join( SHARED_WP_DIR, file ) ) )
		.sort( ( a, b ) => compareVersions( b.version, a.version ) );
}

/**
 * Resolves a requested WordPress to { key, version, zip? }; the key is what instance.json stores.
 *
 * - "newest" (the default): the zip named by P2P_WP_ZIP, else the newest release zip in
 *   ../shared/wordpress/, else the newest @wp-playground/wordpress-builds build ("beta").
 * - a path to a release zip ("/tmp/wordpress-7.0.zip"), or a stored "zip:<path>" key.
 * - a version of a zip in ../shared/wordpress/ ("7.1", "7.1.0").
 * - a key of the builds' wp-versions.json ("beta", "6.2"), a full version ("6.2.6", "6.6-RC3")
 *   or a major version ("6.6" = the 6.6 release candidate).
 * @param requested
 */
export function resolveWordPressVersion( requested ) {
	const wanted = String( requested ?? DEFAULT_WP );
	if ( wanted === 'newest' ) {
		if ( process.env.P2P_WP_ZIP ) {
			return zipSource( process.env.P2P_WP_ZIP );
		}
		return sharedZips()[ 0 ] ?? resolveWordPressVersion( 'beta' );
	}
	if ( wanted.startsWith( 'zip:' ) ) {
		return zipSource( wanted.slice( 4 ) );
	}
	if ( wanted.endsWith( '.zip' ) ) {
		return zipSource( wanted );
	}
	const shared = sharedZips().find(
		( source ) =>
			source.version === wanted ||
			source.version.startsWith( `${ wanted }.` )
	);
	if ( shared ) {
		return shared;
	}
	const versions = buildsVersions();
	for ( const [ key, version ] of Object.entries( versions ) ) {
		if (
			wanted === key ||
			wanted === version ||
			version.startsWith( `${ wanted }-` ) ||
			version.startsWith( `${ wanted }.` )
		) {
			return { key, version: key === 'nightly' ? 'nightly' : version };
		}
	}
	throw new Error(
		`WordPress "${ wanted }" is neither a release zip nor in @wp-playground/wordpress-builds; available: newest, a path to a wordpress-x.y.z.zip, ${ [
			...sharedZips().map( ( source ) => source.version ),
			...Object.entries( versions ).map( ( [ k, v ] ) =>
				k === v ? k : `${ k } (${ v })`
			),
		].join( ', ' ) }`
	);
}

/**
 * Extracts a release zip (one wordpress/ folder, as wordpress.org ships it) into `tmp`.
 * @param zip
 * @param tmp
 */
async function extractReleaseZip( zip, tmp ) {
	const unpacked = `${ tmp }.unpacked`;
	fs.rmSync( unpacked, { recursive: true, force: true } );
	fs.mkdirSync( unpacked, { recursive: true } );
	const extracted = await run( phpBinary(), [
		path.join( PHP_DIR, 'extract.php' ),
		zip,
		unpacked,
	] );
	if ( extracted.code !== 0 || ! extracted.stdout.includes( 'P2P_OK' ) ) {
		throw new Error(
			`Extracting ${ zip } failed:\n${ extracted.stdout }${ extracted.stderr }`
		);
	}
	const root = fs.existsSync( path.join( unpacked, 'wordpress/wp-includes' ) )
		? path.join( unpacked, 'wordpress' )
		: unpacked;
	fs.rmSync( tmp, { recursive: true, force: true } );
	fs.renameSync( root, tmp );
	fs.rmSync( unpacked, { recursive: true, force: true } );
}

/**
 * Extracts one WordPress into .wp/cache/wp-<version> once: a release zip as it is, or a
 * wordpress-builds zip merged with its public assets.
 * @param requested
 */
export async function ensureWordPressCache( requested ) {
	const { key, version, zip } = resolveWordPressVersion( requested );
	const target = path.join( CACHE_DIR, `wp-${ version }` );
	const marker = path.join( target, '.p2p-cache' );
	let stamp;
	if ( zip ) {
		const stat = fs.statSync( zip );
		stamp = `zip ${ zip } ${ stat.size } ${ Math.round( stat.mtimeMs ) }`;
	} else {
		const buildsVersion = JSON.parse(
			fs.readFileSync( path.join( BUILDS_DIR, 'package.json' ), 'utf8' )
		).version;
		stamp = `wordpress-builds@${ buildsVersion } ${ key }`;
	}
	if (
		fs.existsSync( marker ) &&
		fs.readFileSync( marker, 'utf8' ) === stamp
	) {
		return { key, version, dir: target };
	}
	const start = Date.now();
	const tmp = `${ target }.tmp-${ process.pid }`;
	fs.rmSync( tmp, { recursive: true, force: true } );
	fs.mkdirSync( tmp, { recursive: true } );
	if ( zip ) {
		await extractReleaseZip( zip, tmp );
	} else {
		const buildZip = path.join(
			BUILDS_DIR,
			`src/wordpress/wp-${ key }.zip`
		);
		const assets = path.join( BUILDS_DIR, `public/wp-${ key }` );
		const extracted = await run( phpBinary(), [
			path.join( PHP_DIR, 'extract.php' ),
			buildZip,
			tmp,
		] );
		if ( extracted.code !== 0 || ! extracted.stdout.includes( 'P2P_OK' ) ) {
			throw new Error(
				`Extracting ${ buildZip } failed:\n${ extracted.stdout }${ extracted.stderr }`
			);
		}
		// The PHP lives in the zip, the static files (js, css, images, fonts) in public/: merge them.
		await runOrThrow( 'cp', [ '-a', `${ assets }/.`, tmp ], {
			what: `copying ${ assets }`,
		} );
	}
	for ( const leftover of [
		'wordpress-remote-asset-paths',
		'wp-config.php', // Playground's placeholder config: ours is written per instance
		'wp-content/database', // Playground's SQLite database
		'wp-content/plugins/hello.php',
		'wp-content/plugins/akismet',
	] ) {
		fs.rmSync( path.join( tmp, leftover ), {
			recursive: true,
			force: true,
		} );
	}
	if (
		! fs.existsSync( path.join( tmp, 'wp-includes/version.php' ) ) ||
		! fs.existsSync(
			path.join( tmp, 'wp-includes/js/jquery/jquery.min.js' )
		)
	) {
		throw new Error(
			`The merged WordPress ${ version } in ${ tmp } is incomplete (wp-includes/version.php or jquery missing).`
		);
	}
	fs.writeFileSync( marker.replace( target, tmp ), stamp );
	fs.rmSync( target, { recursive: true, force: true } );
	fs.renameSync( tmp, target );
	log(
		`wordpress: cached ${ version } in ${ path.relative( REPO, target ) } (${ seconds( start ) })`
	);
	return { key, version, dir: target };
}

export function readInstance( name ) {
	const { json } = instancePaths( name );
	try {
		return JSON.parse( fs.readFileSync( json, 'utf8' ) );
	} catch {
		return null;
	}
}

export function listInstances() {
	const root = path.dirname( instancePaths( 'dev' ).dir );
	if ( ! fs.existsSync( root ) ) {
		return [];
	}
	return fs
		.readdirSync( root )
		.filter(
			( name ) =>
				/^[a-z0-9][a-z0-9-]*$/.test( name ) &&
				name !== 'cache' &&
				name !== 'mysql'
		)
		.filter( ( name ) => fs.existsSync( instancePaths( name ).json ) )
		.map( ( name ) => readInstance( name ) )
		.filter( Boolean );
}

export function siteUrl( instance ) {
	return `http://localhost:${ instance.port }`;
}

/**
 * Fixed salts derived from the instance name: logins survive a restart, nothing random.
 * @param name
 * @param which
 */
function salt( name, which ) {
	return crypto
		.createHash( 'sha256' )
		.update( `p2p-fundraising-local ${ name } ${ which }` )
		.digest( 'base64' );
}

function phpString( value ) {
	return `'${ String( value ).replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
}

function writeConfig( instance ) {
	const paths = instancePaths( instance.name );
	const salts = [
		'AUTH_KEY',
		'SECURE_AUTH_KEY',
		'LOGGED_IN_KEY',
		'NONCE_KEY',
		'AUTH_SALT',
		'SECURE_AUTH_SALT',
		'LOGGED_IN_SALT',
		'NONCE_SALT',
	]
		.map(
			( key ) =>
				`define( '${ key }', ${ phpString( salt( instance.name, key ) ) } );`
		)
		.join( '\n' );
	const config = `<?php
/**
 * Written by scripts/wp/wordpress.mjs for the local instance "${ instance.name }" (WordPress ${ instance.version }).
 * Regenerated on every prepare/reset: edit the generator, not this file.
 */
define( 'DB_NAME', ${ phpString( instance.db ) } );
define( 'DB_USER', ${ phpString( DB_USER ) } );
define( 'DB_PASSWORD', ${ phpString( DB_PASSWORD ) } );
define( 'DB_HOST', ${ phpString( `localhost:${ MYSQL_SOCK }` ) } );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

${ salts }

$table_prefix = 'wp_';

define( 'WP_HOME', ${ phpString( siteUrl( instance ) ) } );
define( 'WP_SITEURL', ${ phpString( siteUrl( instance ) ) } );
define( 'WP_ENVIRONMENT_TYPE', 'local' );

define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', ${ phpString( paths.debugLog ) } );
define( 'SCRIPT_DEBUG', false );
define( 'WP_DISABLE_FATAL_ERROR_HANDLER', true ); // show real fatals, no recovery-mode e-mails

// Offline and quiet: no cron spawning, no updates, no outgoing HTTP but to this machine.
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_ACCESSIBLE_HOSTS', 'localhost,127.0.0.1' );
define( 'FS_METHOD', 'direct' );
define( 'WP_MEMORY_LIMIT', '256M' );

define( 'P2P_DEV_MAIL_LOG', ${ phpString( paths.mailLog ) } );
define( 'P2P_DEV_INSTANCE', ${ phpString( instance.name ) } );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
	const file = path.join( paths.wordpress, 'wp-config.php' );
	fs.writeFileSync( `${ file }.tmp`, config );
	fs.renameSync( `${ file }.tmp`, file );
}

/**
 * Points wp-content/plugins/p2p-fundraising (and our mu-plugin) at the current checkout; returns
 * true when a link had to be fixed (repo moved, or P2P_PLUGIN_DIR changed).
 * @param name
 */
export function ensureLinks( name ) {
	const wordpress = instancePaths( name ).wordpress;
	const links = [
		[
			MU_PLUGIN,
			path.join(
				wordpress,
				'wp-content/mu-plugins',
				path.basename( MU_PLUGIN )
			),
		],
	];
	if ( readInstance( name )?.plugin !== false ) {
		links.push( [
			PLUGIN_SOURCE,
			path.join( wordpress, 'wp-content/plugins', PLUGIN_SLUG ),
		] );
	}
	let fixed = false;
	for ( const [ target, link ] of links ) {
		let current = null;
		try {
			current = fs.readlinkSync( link );
		} catch {}
		if ( current !== target ) {
			linkInto( target, link );
			fixed = true;
		}
	}
	return fixed;
}

function linkInto( target, linkPath ) {
	fs.rmSync( linkPath, { recursive: true, force: true } );
	fs.mkdirSync( path.dirname( linkPath ), { recursive: true } );
	fs.symlinkSync( target, linkPath );
}

/**
 * Runs one PHP step (scripts/wp/php/<step>.php) for an instance; throws a readable error on failure.
 * @param instance
 * @param step
 */
export async function runPhpStep( instance, step ) {
	const paths = instancePaths( instance.name );
	const logOffset = fs.existsSync( paths.debugLog )
		? fs.statSync( paths.debugLog ).size
		: 0;
	const result = await run(
		phpBinary(),
		[ '-d', 'memory_limit=512M', path.join( PHP_DIR, `${ step }.php` ) ],
		{
			env: {
				...process.env,
				P2P_WP_DIR: paths.wordpress,
				P2P_WP_URL: siteUrl( instance ),
			},
			cwd: paths.wordpress,
		}
	);
	let debugLog = '';
	if ( fs.existsSync( paths.debugLog ) ) {
		const fd = fs.openSync( paths.debugLog, 'r' );
		const size = fs.fstatSync( fd ).size;
		const buffer = Buffer.alloc( Math.max( 0, size - logOffset ) );
		fs.readSync( fd, buffer, 0, buffer.length, logOffset );
		fs.closeSync( fd );
		debugLog = buffer.toString( 'utf8' ).trim();
	}
	const ok = result.code === 0 && /^P2P_OK/m.test( result.stdout );
	const notes = result.stdout
		.split( '\n' )
		.filter( ( line ) => line.startsWith( 'P2P_NOTE ' ) )
		.map( ( line ) => line.slice( 9 ) );
	if ( ! ok ) {
		const parts = [
			`PHP step "${ step }" failed for instance "${ instance.name }" (exit ${ result.code }).`,
			result.stderr.trim() && `--- stderr ---\n${ result.stderr.trim() }`,
			result.stdout.trim() &&
				`--- stdout ---\n${ result.stdout.trim().slice( -4000 ) }`,
			debugLog &&
				! result.stderr.includes( 'PHP FATAL' ) &&
				`--- ${ path.relative( REPO, paths.debugLog ) } ---\n${ debugLog.split( '\n' ).slice( -40 ).join( '\n' ) }`,
		].filter( Boolean );
		throw new Error( parts.join( '\n' ) );
	}
	const warnings = [ result.stderr.trim(), debugLog ]
		.filter( Boolean )
		.join( '\n' );
	if ( warnings ) {
		log(
			`${ instance.name }: PHP reported during "${ step }":\n${ warnings
				.split( '\n' )
				.slice( -30 )
				.map( ( l ) => `    ${ l }` )
				.join( '\n' ) }`
		);
	}
	return { notes, stdout: result.stdout };
}

/**
 * Copies the cached WordPress into an instance. wp-admin and wp-includes (2,000+ files nobody
 * writes to: updates are off) are hard links into the cache, which makes a fresh copy ~50 ms
 * instead of ~1 s; wp-content and the root files are real copies.
 * @param from
 * @param to
 */
async function copyWordPress( from, to ) {
	fs.mkdirSync( to, { recursive: true } );
	const entries = fs
		.readdirSync( from )
		.filter( ( entry ) => entry !== '.p2p-cache' );
	const linked = entries.filter(
		( entry ) => entry === 'wp-admin' || entry === 'wp-includes'
	);
	const copied = entries.filter( ( entry ) => ! linked.includes( entry ) );
	const sources = ( list ) =>
		list.map( ( entry ) => path.join( from, entry ) );
	const hardLinked = await run( 'cp', [ '-al', ...sources( linked ), to ] );
	if ( hardLinked.code !== 0 ) {
		await runOrThrow( 'cp', [ '-a', ...sources( linked ), to ], {
			what: 'copying WordPress core',
		} );
	}
	await runOrThrow( 'cp', [ '-a', ...sources( copied ), to ], {
		what: 'copying WordPress',
	} );
}

/**
 * Copies the classic themes installed on this machine (EXTRA_THEMES: Debian's Twenty Twenty-One)
 * into an instance, so its pages can be tried under a classic PHP theme as well as the default
 * block theme. A missing theme is skipped: the e2e spec that needs it says so.
 *
 * A copy already there is replaced when it is not a whole theme: the Playground builds of
 * WordPress (6.2 and the other npm builds) ship their bundled themes with style.css and assets but
 * without a single PHP file, so WordPress lists that Twenty Twenty-One, switches to it, and then
 * finds no header.php/footer.php (core's theme-compat fallback and its deprecation notices).
 * @param wordpress
 */
async function copyExtraThemes( wordpress ) {
	const themes = path.join( wordpress, 'wp-content/themes' );
	for ( const theme of EXTRA_THEMES ) {
		const target = path.join( themes, path.basename( theme ) );
		if ( ! fs.existsSync( path.join( theme, 'style.css' ) ) ) {
			continue;
		}
		if ( fs.existsSync( target ) && ! isWholeTheme( target ) ) {
			fs.rmSync( target, { recursive: true, force: true } );
		}
		if ( ! fs.existsSync( target ) ) {
			await runOrThrow( 'cp', [ '-rL', theme, themes ], {
				what: `copying the theme ${ theme }`,
			} );
		}
	}
}

/**
 * Whether a theme folder holds what WordPress needs to render with it: style.css and index.php
 * (a block theme: templates/index.html instead).
 * @param dir
 */
export function isWholeTheme( dir ) {
	return (
		fs.existsSync( path.join( dir, 'style.css' ) ) &&
		( fs.existsSync( path.join( dir, 'index.php' ) ) ||
			fs.existsSync( path.join( dir, 'templates/index.html' ) ) )
	);
}

function instanceDefaults( name, options ) {
	const known = INSTANCES[ name ] ?? {};
	const previous = readInstance( name );
	let resolved;
	try {
		resolved = resolveWordPressVersion(
			options.wp ?? previous?.wp ?? known.wp ?? DEFAULT_WP
		);
	} catch ( error ) {
		if ( options.wp || ! previous?.wp ) {
			throw error;
		}
		// The zip this instance was made from is gone: take the newest WordPress there is.
		resolved = resolveWordPressVersion( known.wp ?? DEFAULT_WP );
	}
	const { key, version } = resolved;
	const port = Number( options.port ?? previous?.port ?? known.port ?? 8888 );
	if ( ! Number.isInteger( port ) || port < 1024 || port > 65535 ) {
		throw new Error( `Invalid port ${ options.port }` );
	}
	// plugin: false makes a bare WordPress (no plugin link, no activation, no demo data).
	const plugin = options.plugin ?? previous?.plugin ?? true;
	return { name, wp: key, version, port, db: databaseName( name ), plugin };
}

/**
 * True when the instance's files and database are there (its database may still be stale).
 * @param name
 */
export function isPrepared( name ) {
	const instance = readInstance( name );
	return Boolean(
		instance &&
		fs.existsSync(
			path.join( instancePaths( name ).wordpress, 'wp-config.php' )
		)
	);
}

/**
 * Creates or recreates an instance: files from the cache (copied afresh; cheap), wp-config.php,
 * symlinks, an empty database, then install → activate → seed. Returns the instance record.
 * Options: wp (version), port.
 * @param name
 * @param options
 */
export async function prepareInstance( name, options = {} ) {
	const start = Date.now();
	const instance = instanceDefaults( name, options );
	const paths = instancePaths( name );
	const [ cache ] = await Promise.all( [
		ensureWordPressCache( instance.wp ),
		ensureMariaDB(),
	] );

	fs.mkdirSync( paths.dir, { recursive: true } );
	fs.rmSync( paths.wordpress, { recursive: true, force: true } );
	for ( const file of [ paths.debugLog, paths.mailLog ] ) {
		fs.rmSync( file, { force: true } );
	}
	await copyWordPress( cache.dir, paths.wordpress );
	await copyExtraThemes( paths.wordpress );
	fs.writeFileSync(
		paths.json,
		`${ JSON.stringify( { ...instance, preparedAt: new Date().toISOString() }, null, '\t' ) }\n`
	);
	ensureLinks( name );
	fs.mkdirSync( path.join( paths.wordpress, 'wp-content/uploads' ), {
		recursive: true,
	} );
	writeConfig( instance );

	await installSite( instance );
	log(
		`${ name }: WordPress ${ instance.version } ready at ${ siteUrl( instance ) } (${ seconds( start ) })`
	);
	return instance;
}

/**
 * Empty database → wp_install → activate the plugin → demo data (a bare instance stops after the install).
 * @param instance
 */
async function installSite( instance ) {
	await createDatabase( instance.db, { drop: true } );
	await runPhpStep( instance, 'install' );
	if ( instance.plugin === false ) {
		return;
	}
	const pluginMain = path.join( PLUGIN_SOURCE, 'plugin.php' );
	if ( ! fs.existsSync( pluginMain ) ) {
		throw new Error(
			`${ pluginMain } does not exist: WordPress is installed at ${ siteUrl( instance ) } but the plugin cannot be activated.`
		);
	}
	await runPhpStep( instance, 'activate' );
	const { notes } = await runPhpStep( instance, 'seed' );
	for ( const note of notes ) {
		log( `${ instance.name }: ${ note }` );
	}
}

/**
 * Fresh database, uploads and logs for an existing instance; files and config are kept.
 * @param name
 * @param options
 */
export async function resetInstance( name, options = {} ) {
	if ( ! isPrepared( name ) || options.wp || options.port ) {
		return prepareInstance( name, options );
	}
	const start = Date.now();
	const instance = readInstance( name );
	const paths = instancePaths( name );
	await ensureMariaDB();
	fs.rmSync( path.join( paths.wordpress, 'wp-content/uploads' ), {
		recursive: true,
		force: true,
	} );
	fs.mkdirSync( path.join( paths.wordpress, 'wp-content/uploads' ), {
		recursive: true,
	} );
	for ( const file of [ paths.debugLog, paths.mailLog ] ) {
		fs.rmSync( file, { force: true } );
	}
	ensureLinks( name );
	await copyExtraThemes( paths.wordpress );
	writeConfig( instance );
	await installSite( instance );
	log(
		`${ name }: reset, WordPress ${ instance.version } at ${ siteUrl( instance ) } (${ seconds( start ) })`
	);
	return instance;
}

/**
 * Recreates only the demo data (DemoData::reset() + rewrite flush) of a running instance.
 * @param name
 */
export async function seedInstance( name ) {
	const instance = readInstance( name );
	if ( ! instance ) {
		throw new Error( `Instance "${ name }" is not prepared.` );
	}
	await ensureMariaDB();
	const start = Date.now();
	const { notes } = await runPhpStep( instance, 'seed' );
	log(
		`${ name }: ${ notes.join( '; ' ) || 'seeded' } (${ seconds( start ) })`
	);
	return instance;
}

/**
 * Sets (or, with an empty value, deletes) site options of a prepared instance.
 * @param name
 * @param values
 */
export async function setOptions( name, values ) {
	const instance = readInstance( name );
	if ( ! instance ) {
		throw new Error( `Instance "${ name }" is not prepared.` );
	}
	await ensureMariaDB();
	process.env.P2P_OPTIONS = JSON.stringify( values );
	try {
		const { notes } = await runPhpStep( instance, 'options' );
		log( `${ name }: ${ notes.join( '; ' ) }` );
	} finally {
		delete process.env.P2P_OPTIONS;
	}
	return instance;
}

/**
 * Switches a prepared instance's theme (switch_theme()): a folder name such as "twentytwentyone",
 * or "default" for the release's default theme.
 * @param name
 * @param theme
 */
export async function switchTheme( name, theme ) {
	const instance = readInstance( name );
	if ( ! instance ) {
		throw new Error( `Instance "${ name }" is not prepared.` );
	}
	await ensureMariaDB();
	process.env.P2P_THEME = theme;
	try {
		const { notes } = await runPhpStep( instance, 'theme' );
		log( `${ name }: ${ notes.join( '; ' ) }` );
	} finally {
		delete process.env.P2P_THEME;
	}
	return instance;
}
