/**
 * A persistent object cache for the bench instance (`--object-cache` of bench:scale and
 * bench:load): Debian's redis-server on a unix socket under .wp/bench-redis/ and the small Redis
 * drop-in of scripts/bench/object-cache/ as the instance's wp-content/object-cache.php.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO, WP_HOME_DIR, instancePaths } from '../wp/paths.mjs';
import { findExecutable, readPid, sleep } from '../wp/util.mjs';
import { exec } from './lib.mjs';

const DIR = path.join( WP_HOME_DIR, 'bench-redis' );
const SOCKET = path.join( DIR, 'redis.sock' );
const PID = path.join( DIR, 'redis.pid' );

function dropIn( name ) {
	return path.join(
		instancePaths( name ).wordpress,
		'wp-content/object-cache.php'
	);
}

/**
 * Starts Redis (installing it with apt-get when missing) and installs the drop-in.
 * @param name
 */
export async function enableObjectCache( name ) {
	let server = findExecutable( [ 'redis-server' ] );
	const hasExtension =
		( await exec( 'php', [ '-r', 'exit(class_exists("Redis")?0:1);' ] ) )
			.code === 0;
	if ( ! server || ! hasExtension ) {
		const result = await exec(
			'apt-get',
			[
				'install',
				'-y',
				'--no-install-recommends',
				'redis-server',
				'php8.2-redis',
			],
			{ env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }
		);
		if ( result.code !== 0 ) {
			throw new Error(
				`apt-get install redis-server php8.2-redis failed:\n${ result.stderr.slice( -1500 ) }`
			);
		}
		server = findExecutable( [ 'redis-server' ] );
	}
	fs.mkdirSync( DIR, { recursive: true } );
	if ( ! fs.existsSync( SOCKET ) ) {
		const started = await exec( server, [
			'--port',
			'0',
			'--unixsocket',
			SOCKET,
			'--unixsocketperm',
			'700',
			'--daemonize',
			'yes',
			'--pidfile',
			PID,
			'--dir',
			DIR,
			'--save',
			'',
			'--appendonly',
			'no',
			'--maxmemory',
			'512mb',
			'--maxmemory-policy',
			'allkeys-lru',
			'--logfile',
			path.join( DIR, 'redis.log' ),
		] );
		if ( started.code !== 0 ) {
			throw new Error(
				`redis-server did not start: ${ started.stderr }`
			);
		}
		for ( let i = 0; i < 50 && ! fs.existsSync( SOCKET ); i++ ) {
			await sleep( 100 );
		}
	}
	fs.copyFileSync(
		path.join( REPO, 'scripts/bench/object-cache/object-cache.php' ),
		dropIn( name )
	);
	// Start from an empty cache.
	await exec( findExecutable( [ 'redis-cli' ] ) ?? 'redis-cli', [
		'-s',
		SOCKET,
		'FLUSHALL',
	] );
	return SOCKET;
}

/**
 * Removes the drop-in and stops Redis.
 * @param name
 */
export async function disableObjectCache( name ) {
	fs.rmSync( dropIn( name ), { force: true } );
	const pid = readPid( PID );
	if ( pid ) {
		try {
			process.kill( pid, 'SIGTERM' );
		} catch {}
	}
	for ( let i = 0; i < 50 && fs.existsSync( SOCKET ); i++ ) {
		await sleep( 100 );
	}
}
