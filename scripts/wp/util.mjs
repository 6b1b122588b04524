/**
 * Small process helpers shared by the WordPress toolkit (no dependencies).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Prints one step line, e.g. "[wp] mariadb: started (1.2 s)". Silence with P2P_WP_QUIET=1.
 * @param message
 */
export function log( message ) {
	if ( process.env.P2P_WP_QUIET !== '1' ) {
		process.stdout.write( `[wp] ${ message }\n` );
	}
}

export function seconds( start ) {
	return `${ ( ( Date.now() - start ) / 1000 ).toFixed( 1 ) } s`;
}

export const sleep = ( ms ) =>
	new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * Runs a command to completion and collects its output; never throws on a non-zero exit.
 * @param command
 * @param args
 * @param options
 */
export function run( command, args, options = {} ) {
	return new Promise( ( resolve, reject ) => {
		const child = spawn( command, args, {
			stdio: [
				options.input === undefined ? 'ignore' : 'pipe',
				'pipe',
				'pipe',
			],
			...options,
		} );
		let stdout = '';
		let stderr = '';
		child.stdout.on( 'data', ( chunk ) => ( stdout += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( stderr += chunk ) );
		child.on( 'error', reject );
		child.on( 'close', ( code, signal ) =>
			resolve( { code: code ?? 1, signal, stdout, stderr } )
		);
		if ( options.input !== undefined ) {
			child.stdin.end( options.input );
		}
	} );
}

/**
 * Like run() but throws with the command's output when it fails.
 * @param command
 * @param args
 * @param options
 */
export async function runOrThrow( command, args, options = {} ) {
	const result = await run( command, args, options );
	if ( result.code !== 0 ) {
		const output = `${ result.stdout }\n${ result.stderr }`.trim();
		throw new Error(
			`${ options.what ?? `${ command } ${ args.join( ' ' ) }` } failed (exit ${ result.code }):\n${ output }`
		);
	}
	return result;
}

/**
 * Finds an executable in PATH or in the given absolute fallbacks (sbin is not always in PATH).
 * @param names
 * @param fallbackDirs
 */
export function findExecutable(
	names,
	fallbackDirs = [
		'/usr/sbin',
		'/usr/bin',
		'/sbin',
		'/usr/local/bin',
		'/usr/local/sbin',
	]
) {
	const dirs = [
		...( process.env.PATH ?? '' ).split( path.delimiter ).filter( Boolean ),
		...fallbackDirs,
	];
	for ( const name of names ) {
		for ( const dir of dirs ) {
			const candidate = path.join( dir, name );
			try {
				fs.accessSync( candidate, fs.constants.X_OK );
				return candidate;
			} catch {}
		}
	}
	return null;
}

export function requireExecutable( names, what ) {
	const found = findExecutable( names );
	if ( ! found ) {
		throw new Error(
			`${ what } not found (looked for ${ names.join( ', ' ) }). Run: bash scripts/setup.sh`
		);
	}
	return found;
}

export function isPidAlive( pid ) {
	if ( ! pid ) {
		return false;
	}
	try {
		process.kill( pid, 0 );
		return true;
	} catch ( error ) {
		return error.code === 'EPERM';
	}
}

export function readPid( file ) {
	try {
		const pid = Number.parseInt(
			fs.readFileSync( file, 'utf8' ).trim(),
			10
		);
		return Number.isInteger( pid ) && pid > 0 ? pid : null;
	} catch {
		return null;
	}
}

/**
 * Waits until the process is gone; returns false on timeout.
 * @param pid
 * @param timeoutMs
 */
export async function waitForExit( pid, timeoutMs ) {
	const deadline = Date.now() + timeoutMs;
	while ( isPidAlive( pid ) ) {
		if ( Date.now() > deadline ) {
			return false;
		}
		await sleep( 100 );
	}
	return true;
}

/**
 * The tail of a log file, for error messages.
 * @param file
 * @param lines
 */
export function tail( file, lines = 30 ) {
	try {
		return fs
			.readFileSync( file, 'utf8' )
			.trimEnd()
			.split( '\n' )
			.slice( -lines )
			.join( '\n' );
	} catch {
		return '(no log)';
	}
}
