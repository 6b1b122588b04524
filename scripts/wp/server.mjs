/**
 * Serves an instance with PHP's built-in server:
 *   php -S 127.0.0.1:<port> -t .wp/<instance>/wordpress scripts/wp/router.php
 * PHP_CLI_SERVER_WORKERS=4 lets the page, its REST calls and the donation iframe run at once.
 * The server runs detached (its own process group, pid in .wp/<instance>/server.pid, output in
 * server.log) and is reused when it already answers.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { ROUTER, instancePaths } from './paths.mjs';
import {
	isPidAlive,
	log,
	readPid,
	seconds,
	sleep,
	tail,
	waitForExit,
} from './util.mjs';
import {
	listInstances,
	phpBinary,
	readInstance,
	siteUrl,
} from './wordpress.mjs';

/**
 * Resolves with the HTTP status of GET url, or 0 when nothing answers.
 * @param url
 * @param timeoutMs
 */
export async function httpStatus( url, timeoutMs = 2000 ) {
	try {
		const response = await fetch( url, {
			redirect: 'manual',
			signal: AbortSignal.timeout( timeoutMs ),
		} );
		await response.arrayBuffer();
		return response.status;
	} catch {
		return 0;
	}
}

export function serverPid( name ) {
	const pid = readPid( instancePaths( name ).serverPid );
	return pid && isPidAlive( pid ) ? pid : null;
}

export async function startServer( name ) {
	const instance = readInstance( name );
	if ( ! instance ) {
		throw new Error(
			`Instance "${ name }" is not prepared (node scripts/wp/cli.mjs prepare --instance ${ name }).`
		);
	}
	const paths = instancePaths( name );
	const probe = `http://127.0.0.1:${ instance.port }/wp-login.php`;
	if ( serverPid( name ) && ( await httpStatus( probe ) ) === 200 ) {
		return { instance, started: false };
	}
	if ( serverPid( name ) ) {
		await stopServer( name );
	}
	if ( await httpStatus( `http://127.0.0.1:${ instance.port }/`, 1000 ) ) {
		throw new Error(
			`Port ${ instance.port } is taken by another process (not instance "${ name }"'s server). Stop it or pick another --port.`
		);
	}

	const start = Date.now();
	const out = fs.openSync( paths.serverLog, 'w' ); // the log of the current server only
	const child = spawn(
		phpBinary(),
		[
			'-S',
			`127.0.0.1:${ instance.port }`,
			'-t',
			paths.wordpress,
			'-d',
			'upload_max_filesize=8M',
			'-d',
			'post_max_size=10M',
			'-d',
			'memory_limit=256M',
			'-d',
			'max_execution_time=60',
			'-d',
			'opcache.enable=1',
			'-d',
			'opcache.validate_timestamps=1',
			'-d',
			'opcache.revalidate_freq=0',
			ROUTER,
		],
		{
			cwd: paths.wordpress,
			detached: true,
			stdio: [ 'ignore', out, out ],
			env: {
				...process.env,
				PHP_CLI_SERVER_WORKERS:
					process.env.PHP_CLI_SERVER_WORKERS ?? '4',
			},
		}
	);
	child.unref();
	fs.closeSync( out );
	fs.writeFileSync( paths.serverPid, `${ child.pid }\n` );

	const deadline = Date.now() + 20000;
	for (;;) {
		const status = await httpStatus( probe, 5000 );
		if ( status === 200 ) {
			break;
		}
		if ( child.exitCode !== null || Date.now() > deadline ) {
			await stopServer( name );
			throw new Error(
				`php -S for "${ name }" ${ child.exitCode !== null ? `exited (${ child.exitCode })` : `answered ${ status || 'nothing' } on ${ probe }` }. ${ paths.serverLog }:\n${ tail( paths.serverLog, 15 ) }\n${ paths.debugLog }:\n${ tail( paths.debugLog, 15 ) }`
			);
		}
		await sleep( 100 );
	}
	log(
		`${ name }: serving ${ siteUrl( instance ) } (pid ${ child.pid }, ${ seconds( start ) })`
	);
	return { instance, started: true };
}

/**
 * True when any instance's php -S is running (MariaDB must then stay up).
 * @param except
 */
export function anyServerRunning( except = [] ) {
	return listInstances().some(
		( instance ) =>
			! except.includes( instance.name ) && serverPid( instance.name )
	);
}

/**
 * Stops the instance's php -S and its workers (the whole process group it leads).
 * @param name
 */
export async function stopServer( name ) {
	const paths = instancePaths( name );
	const pid = serverPid( name );
	fs.rmSync( paths.serverPid, { force: true } );
	if ( ! pid ) {
		return false;
	}
	try {
		process.kill( -pid, 'SIGTERM' );
	} catch {
		process.kill( pid, 'SIGTERM' );
	}
	if ( ! ( await waitForExit( pid, 5000 ) ) ) {
		try {
			process.kill( -pid, 'SIGKILL' );
		} catch {}
		await waitForExit( pid, 2000 );
	}
	log( `${ name }: server stopped` );
	return true;
}
