/**
 * Our own MariaDB server for the local WordPress instances (never the system service):
 * datadir .wp/mysql, unix socket .wp/mysql.sock, no TCP (--skip-networking), tuned for tests
 * (durability traded for speed). Idempotent: a server already answering on the socket is reused.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
	DB_PASSWORD,
	DB_USER,
	MYSQL_DIR,
	MYSQL_ERR,
	MYSQL_PID,
	MYSQL_SOCK,
	MYSQL_TMP,
	WP_HOME_DIR,
} from './paths.mjs';
import {
	isPidAlive,
	log,
	readPid,
	requireExecutable,
	run,
	runOrThrow,
	seconds,
	sleep,
	tail,
	waitForExit,
} from './util.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
/** mariadb-install-db gives root and the current OS user unix_socket access. */
const adminUser = isRoot ? 'root' : os.userInfo().username;

/**
 * Resolves true when something answers the MySQL handshake on our socket.
 * @param timeoutMs
 */
export function isMariaDBUp( timeoutMs = 1000 ) {
	return new Promise( ( resolve ) => {
		if ( ! fs.existsSync( MYSQL_SOCK ) ) {
			resolve( false );
			return;
		}
		const socket = net.createConnection( MYSQL_SOCK );
		const done = ( up ) => {
			socket.destroy();
			resolve( up );
		};
		socket.setTimeout( timeoutMs, () => done( false ) );
		socket.once( 'data', () => done( true ) );
		socket.once( 'error', () => done( false ) );
	} );
}

async function initialiseDatadir() {
	const installDb = requireExecutable(
		[ 'mariadb-install-db', 'mysql_install_db' ],
		'mariadb-install-db (package mariadb-server)'
	);
	const start = Date.now();
	fs.mkdirSync( WP_HOME_DIR, { recursive: true } );
	const tmp = `${ MYSQL_DIR }.init-${ process.pid }`;
	fs.rmSync( tmp, { recursive: true, force: true } );
	await runOrThrow(
		installDb,
		[
			'--no-defaults',
			`--datadir=${ tmp }`,
			...( isRoot ? [ '--user=root' ] : [] ),
			'--auth-root-authentication-method=socket',
			'--skip-test-db',
			'--skip-name-resolve',
		],
		{ what: 'mariadb-install-db' }
	);
	fs.renameSync( tmp, MYSQL_DIR );
	log(
		`mariadb: initialised ${ path.relative( process.cwd(), MYSQL_DIR ) || MYSQL_DIR } (${ seconds( start ) })`
	);
}

/**
 * Starts our MariaDB unless it already answers. Returns { started } so callers that started it
 * can stop it again when they are done.
 */
export async function ensureMariaDB() {
	if ( await isMariaDBUp() ) {
		return { started: false };
	}
	const mariadbd = requireExecutable(
		[ 'mariadbd', 'mysqld' ],
		'mariadbd (package mariadb-server)'
	);
	if ( ! fs.existsSync( path.join( MYSQL_DIR, 'mysql' ) ) ) {
		fs.rmSync( MYSQL_DIR, { recursive: true, force: true } );
		await initialiseDatadir();
	}
	// A stale socket or pid file from a killed server would stop mariadbd from starting.
	const stalePid = readPid( MYSQL_PID );
	if ( stalePid && isPidAlive( stalePid ) ) {
		// Still shutting down or hung: give it a moment, then give up loudly.
		if ( ! ( await waitForExit( stalePid, 15000 ) ) ) {
			throw new Error(
				`mariadbd (pid ${ stalePid }) is running but does not answer on ${ MYSQL_SOCK }. Stop it: node scripts/wp/cli.mjs down`
			);
		}
	}
	fs.rmSync( MYSQL_SOCK, { force: true } );
	fs.rmSync( MYSQL_PID, { force: true } );

	const start = Date.now();
	const errOffset = fs.existsSync( MYSQL_ERR )
		? fs.statSync( MYSQL_ERR ).size
		: 0;
	// Temporary files live beside the datadir: a sort or temp table of a million rows spills to
	// disk, and a /tmp cleaned under a running server breaks those queries.
	fs.mkdirSync( MYSQL_TMP, { recursive: true } );
	const child = spawn(
		mariadbd,
		[
			'--no-defaults',
			`--datadir=${ MYSQL_DIR }`,
			`--tmpdir=${ MYSQL_TMP }`,
			`--socket=${ MYSQL_SOCK }`,
			`--pid-file=${ MYSQL_PID }`,
			`--log-error=${ MYSQL_ERR }`,
			...( isRoot ? [ '--user=root' ] : [] ),
			'--skip-networking',
			'--skip-name-resolve',
			'--skip-log-bin',
			'--performance-schema=OFF',
			'--character-set-server=utf8mb4',
			'--collation-server=utf8mb4_unicode_ci',
			'--default-storage-engine=InnoDB',
			'--innodb-buffer-pool-size=256M',
			'--innodb-log-file-size=64M',
			// Local test data: no fsync per commit, no doublewrite. A crash loses at most a second.
			'--innodb-flush-log-at-trx-commit=0',
			'--innodb-doublewrite=0',
			'--innodb-use-native-aio=0',
			'--sync-binlog=0',
			'--max-connections=200',
		],
		{ detached: true, stdio: 'ignore' }
	);
	child.unref();

	const deadline = Date.now() + 30000;
	while ( ! ( await isMariaDBUp( 500 ) ) ) {
		if ( child.exitCode !== null || Date.now() > deadline ) {
			const log = fs.existsSync( MYSQL_ERR )
				? fs.readFileSync( MYSQL_ERR, 'utf8' ).slice( errOffset )
				: '';
			throw new Error(
				`mariadbd did not start (${ child.exitCode !== null ? `exit ${ child.exitCode }` : 'timeout' }). ${ MYSQL_ERR }:\n${ log.trim().split( '\n' ).slice( -20 ).join( '\n' ) }`
			);
		}
		await sleep( 100 );
	}
	await sql(
		`CREATE USER IF NOT EXISTS '${ DB_USER }'@'localhost' IDENTIFIED BY '${ DB_PASSWORD }';` +
			`GRANT ALL PRIVILEGES ON *.* TO '${ DB_USER }'@'localhost';`
	);
	log( `mariadb: started, socket ${ MYSQL_SOCK } (${ seconds( start ) })` );
	return { started: true };
}

/** Stops our MariaDB cleanly (SIGTERM = normal shutdown) if it runs. */
export async function stopMariaDB() {
	const pid = readPid( MYSQL_PID );
	if ( ! pid || ! isPidAlive( pid ) ) {
		fs.rmSync( MYSQL_SOCK, { force: true } );
		return false;
	}
	const start = Date.now();
	process.kill( pid, 'SIGTERM' );
	if ( ! ( await waitForExit( pid, 30000 ) ) ) {
		throw new Error(
			`mariadbd (pid ${ pid }) did not stop within 30 s; see ${ MYSQL_ERR }:\n${ tail( MYSQL_ERR, 10 ) }`
		);
	}
	log( `mariadb: stopped (${ seconds( start ) })` );
	return true;
}

/**
 * Runs SQL as the MariaDB admin over our socket.
 * @param statements
 */
export async function sql( statements ) {
	const client = requireExecutable(
		[ 'mariadb', 'mysql' ],
		'mariadb client (package mariadb-client)'
	);
	const result = await run(
		client,
		[
			'--no-defaults',
			`--socket=${ MYSQL_SOCK }`,
			`--user=${ adminUser }`,
			'--batch',
			'--skip-column-names',
		],
		{
			input: statements,
		}
	);
	if ( result.code !== 0 ) {
		throw new Error(
			`SQL failed: ${ result.stderr.trim() }\n${ statements }`
		);
	}
	return result.stdout;
}

/**
 * Drops (when asked) and creates the database of an instance.
 * @param name
 * @param root0
 * @param root0.drop
 */
export async function createDatabase( name, { drop = false } = {} ) {
	if ( ! /^[A-Za-z0-9_]+$/.test( name ) ) {
		throw new Error( `Invalid database name ${ name }` );
	}
	await sql(
		`${ drop ? `DROP DATABASE IF EXISTS \`${ name }\`;` : '' }CREATE DATABASE IF NOT EXISTS \`${ name }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`
	);
}
