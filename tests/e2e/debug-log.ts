/**
 * The debug.log of a toolkit site (WP_DEBUG and WP_DEBUG_LOG are on, scripts/wp/wordpress.mjs):
 * found by the site's port, read as entries. Used by the `debugLog` fixture and global-setup.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const WP_HOME = path.resolve( __dirname, '../../.wp' );

/**
 * The debug.log of the toolkit instance serving `baseURL` (found by its port in
 * .wp/<instance>/instance.json), or null when no instance serves it.
 * @param baseURL The site's URL.
 */
export function debugLogFor( baseURL: string | undefined ): string | null {
	if ( ! baseURL || ! existsSync( WP_HOME ) ) {
		return null;
	}
	const port = Number( new URL( baseURL ).port );
	for ( const name of readdirSync( WP_HOME ) ) {
		const json = path.join( WP_HOME, name, 'instance.json' );
		if ( existsSync( json ) ) {
			try {
				if (
					JSON.parse( readFileSync( json, 'utf8' ) ).port === port
				) {
					return path.join( WP_HOME, name, 'debug.log' );
				}
			} catch {}
		}
	}
	return null;
}

export function debugLogSize( file: string ): number {
	return existsSync( file ) ? statSync( file ).size : 0;
}

/**
 * The entries (lines opening with "[date]", each with its continuation lines) written to a
 * debug.log after `offset`.
 * @param file   The debug.log.
 * @param offset The byte offset to read from.
 */
export function debugLogEntries( file: string, offset = 0 ): string[] {
	if ( debugLogSize( file ) <= offset ) {
		return [];
	}
	return readFileSync( file )
		.subarray( offset )
		.toString( 'utf8' )
		.split( /\n(?=\[)/ )
		.map( ( entry ) => entry.trim() )
		.filter( Boolean );
}
