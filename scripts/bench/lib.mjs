/**
 * What the benchmarks share: timing HTTP requests, percentiles, aligned tables and the `goal:`
 * lines other tooling reads (each starts with "goal:" and ends with "met" or "missed").
 */
import { spawn } from 'node:child_process';

/**
 * The value below which p percent of the sorted numbers fall (nearest rank).
 * @param values
 * @param p
 */
export function percentile( values, p ) {
	if ( values.length === 0 ) {
		return NaN;
	}
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const rank = Math.min(
		sorted.length - 1,
		Math.max( 0, Math.ceil( ( p / 100 ) * sorted.length ) - 1 )
	);
	return sorted[ rank ];
}

/**
 * p50 / p95 / max of a list of milliseconds.
 * @param values
 */
export function summary( values ) {
	return {
		p50: percentile( values, 50 ),
		p95: percentile( values, 95 ),
		max: Math.max( ...values ),
		n: values.length,
	};
}

export const ms = ( value ) =>
	Number.isFinite( value )
		? `${ value.toFixed( value < 10 ? 1 : 0 ) } ms`
		: 'n/a';

/**
 * Prints rows of cells as an aligned table.
 * @param rows
 */
export function table( rows ) {
	const widths = [];
	for ( const row of rows ) {
		row.forEach( ( cell, i ) => {
			widths[ i ] = Math.max( widths[ i ] ?? 0, String( cell ).length );
		} );
	}
	for ( const row of rows ) {
		process.stdout.write(
			`${ row.map( ( cell, i ) => ( i === 0 ? String( cell ).padEnd( widths[ i ] ) : String( cell ).padStart( widths[ i ] ) ) ).join( '  ' ) }\n`
		);
	}
}

/**
 * One goal line: "goal: <text> — <detail>: met|missed".
 * @param text
 * @param met
 * @param detail
 */
export function goal( text, met, detail = '' ) {
	process.stdout.write(
		`goal: ${ text }${ detail ? ` (${ detail })` : '' }: ${ met ? 'met' : 'missed' }\n`
	);
	return met;
}

/**
 * Times one GET: ms until the response headers arrived (TTFB) and until the body was read.
 * Throws on a status other than 200 (a benchmark of error pages would mislead).
 * @param url
 * @param headers
 */
export async function timeGet( url, headers = {} ) {
	const start = process.hrtime.bigint();
	const response = await fetch( url, { headers, redirect: 'manual' } );
	const ttfb = Number( process.hrtime.bigint() - start ) / 1e6;
	const body = await response.arrayBuffer();
	const total = Number( process.hrtime.bigint() - start ) / 1e6;
	if ( response.status !== 200 ) {
		throw new Error(
			`GET ${ url } answered ${ response.status }: ${ Buffer.from( body ).toString( 'utf8' ).slice( 0, 300 ) }`
		);
	}
	return { ttfb, total, bytes: body.byteLength };
}

/**
 * Runs `url` `count` times one after another (after `warmup` unmeasured runs).
 * @param url
 * @param root0
 * @param root0.count
 * @param root0.warmup
 * @param root0.field
 * @param root0.headers
 */
export async function measure(
	url,
	{ count = 30, warmup = 2, field = 'total', headers = {} } = {}
) {
	for ( let i = 0; i < warmup; i++ ) {
		await timeGet( url, headers );
	}
	const values = [];
	for ( let i = 0; i < count; i++ ) {
		values.push( ( await timeGet( url, headers ) )[ field ] );
	}
	return summary( values );
}

/**
 * Runs a command; resolves with { code, stdout, stderr }.
 * @param command
 * @param args
 * @param root0
 * @param root0.timeoutMs
 */
export function exec( command, args, { timeoutMs = 0, ...options } = {} ) {
	return new Promise( ( resolve ) => {
		const child = spawn( command, args, {
			...options,
			stdio: [ 'ignore', 'pipe', 'pipe' ],
		} );
		let stdout = '';
		let stderr = '';
		let timedOut = false;
		const timer =
			timeoutMs > 0
				? setTimeout( () => {
						timedOut = true;
						child.kill( 'SIGKILL' );
					}, timeoutMs )
				: null;
		child.stdout.on( 'data', ( chunk ) => ( stdout += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( stderr += chunk ) );
		child.on( 'close', ( code ) => {
			if ( timer ) {
				clearTimeout( timer );
			}
			resolve( { code, stdout, stderr, timedOut } );
		} );
	} );
}

/**
 * Parses `--name value` / `--name=value` flags over defaults (numbers stay numbers).
 * @param defaults
 * @param argv
 */
export function flags( defaults, argv = process.argv.slice( 2 ) ) {
	const options = { ...defaults };
	for ( let i = 0; i < argv.length; i++ ) {
		const match = /^--([a-z-]+)(?:=(.*))?$/.exec( argv[ i ] );
		if ( ! match ) {
			continue;
		}
		const key = match[ 1 ].replace( /-([a-z])/g, ( _, c ) =>
			c.toUpperCase()
		);
		let value = match[ 2 ];
		if ( value === undefined ) {
			value =
				typeof defaults[ key ] === 'boolean' ||
				argv[ i + 1 ]?.startsWith( '--' ) ||
				argv[ i + 1 ] === undefined
					? true
					: argv[ ++i ];
		}
		options[ key ] =
			typeof defaults[ key ] === 'number' ? Number( value ) : value;
	}
	return options;
}
