/**
 * Where everything of the local WordPress environment lives, and the instances we know.
 *
 * .wp/                      (git-ignored)
 *   mysql/                  our own MariaDB datadir (never the system service)
 *   mysql.sock, mysql.pid, mysql.err
 *   cache/wp-<version>/     WordPress extracted from @wp-playground/wordpress-builds (zip + public assets)
 *   <instance>/
 *     instance.json         name, WordPress version, port, database
 *     wordpress/            document root: a copy of the cached WordPress + wp-config.php
 *                           (wp-admin/ and wp-includes/ are hard links into the cache: never edit them)
 *                           (wp-content/plugins/p2p-fundraising is a symlink to the repo)
 *     debug.log             WP_DEBUG_LOG
 *     server.log, server.pid  the php -S server
 *     mail.log              every wp_mail(), one JSON object a line (nothing is sent)
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import os from 'node:os';
import crypto from 'node:crypto';

export const REPO = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const WP_HOME_DIR = path.join( REPO, '.wp' );
export const CACHE_DIR = path.join( WP_HOME_DIR, 'cache' );
export const MYSQL_DIR = path.join( WP_HOME_DIR, 'mysql' );
export const MYSQL_PID = path.join( WP_HOME_DIR, 'mysql.pid' );
export const MYSQL_ERR = path.join( WP_HOME_DIR, 'mysql.err' );
/** mariadbd's temporary files (large sorts, temp tables): inside .wp, not /tmp, which other tools clean. */
export const MYSQL_TMP = path.join( WP_HOME_DIR, 'mysql-tmp' );
export const PHP_DIR = path.join( REPO, 'scripts/wp/php' );
export const ROUTER = path.join( REPO, 'scripts/wp/router.php' );
export const MU_PLUGIN = path.join(
	REPO,
	'scripts/wp/mu-plugins/p2p-dev-environment.php'
);
export const BUILDS_DIR = path.join(
	REPO,
	'node_modules/@wp-playground/wordpress-builds'
);
export const PLUGIN_SLUG = 'p2p-fundraising';
/** The folder linked in as the plugin: the repo itself (P2P_PLUGIN_DIR overrides, for trying the toolkit alone). */
export const PLUGIN_SOURCE = process.env.P2P_PLUGIN_DIR
	? path.resolve( process.env.P2P_PLUGIN_DIR )
	: REPO;

/** A unix socket path must stay under ~107 bytes; deep checkouts fall back to the temp dir. */
const preferredSocket = path.join( WP_HOME_DIR, 'mysql.sock' );
export const MYSQL_SOCK =
	Buffer.byteLength( preferredSocket ) < 100
		? preferredSocket
		: path.join(
				os.tmpdir(),
				`p2p-mysql-${ crypto.createHash( 'sha1' ).update( REPO ).digest( 'hex' ).slice( 0, 10 ) }.sock`
			);

/**
 * Default WordPress for dev, phpunit and e2e: "newest" = the zip named by P2P_WP_ZIP, else the
 * newest wordpress-x.y.z.zip in ../shared/wordpress/ (beside the checkout), else the newest
 * @wp-playground/wordpress-builds build ("beta", 6.6-RC3). See resolveWordPressVersion().
 */
export const DEFAULT_WP = 'newest';
/** Release zips (wordpress-x.y.z.zip, one wordpress/ folder) looked for beside the checkout. */
export const SHARED_WP_DIR = path.resolve( REPO, '../shared/wordpress' );
/**
 * Classic themes copied into every instance when installed: Debian's wordpress-theme-twentytwentyone
 * (scripts/setup.sh installs it), so campaign pages can be tried under a classic PHP theme.
 */
export const EXTRA_THEMES = [
	'/usr/share/wordpress/wp-content/themes/twentytwentyone',
];
/** The oldest WordPress we support. */
export const OLDEST_WP = '6.2';

/** Port of Playwright's newest-WordPress site; the oldest one serves on the next port. P2P_E2E_PORT moves both, so two checkouts can run e2e at once. */
export const E2E_PORT = Number( process.env.P2P_E2E_PORT ?? 8889 );

/** Known instances and their default ports (phpunit never serves HTTP; its port only shapes URLs). */
export const INSTANCES = {
	dev: { port: 8888, wp: DEFAULT_WP },
	e2e: { port: E2E_PORT, wp: DEFAULT_WP },
	'e2e-oldest': { port: E2E_PORT + 1, wp: OLDEST_WP },
	bench: { port: 8891, wp: DEFAULT_WP },
	/** bench:lighthouse's own site, so measuring never moves the dev site off 8888. */
	lighthouse: { port: 9210, wp: DEFAULT_WP },
	phpunit: { port: 8887, wp: DEFAULT_WP },
	/** npm run screenshots: the WordPress.org screenshots, made from its own demo site. */
	screenshots: { port: 9220, wp: DEFAULT_WP },
};

/** The database user WordPress connects with (created by mariadb.mjs). */
export const DB_USER = 'wp';
export const DB_PASSWORD = 'wp';

export function instanceDir( name ) {
	if ( ! /^[a-z0-9][a-z0-9-]*$/.test( name ) ) {
		throw new Error(
			`Invalid instance name "${ name }" (use lowercase letters, digits and dashes).`
		);
	}
	return path.join( WP_HOME_DIR, name );
}

export function instancePaths( name ) {
	const dir = instanceDir( name );
	return {
		dir,
		json: path.join( dir, 'instance.json' ),
		wordpress: path.join( dir, 'wordpress' ),
		debugLog: path.join( dir, 'debug.log' ),
		serverLog: path.join( dir, 'server.log' ),
		serverPid: path.join( dir, 'server.pid' ),
		mailLog: path.join( dir, 'mail.log' ),
	};
}

export function databaseName( name ) {
	return `wp_${ name.replace( /-/g, '_' ) }`;
}
