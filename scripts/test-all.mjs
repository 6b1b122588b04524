#!/usr/bin/env node
/**
 * npm test: the whole suite, in order, stopping at the first failure:
 *   setup (bash scripts/setup.sh) → lint → unit (jest) → php (phpunit) → build (production
 *   bundles, always fresh so e2e never tests a stale or development build) → e2e (Playwright)
 * and at the end one summary line "N passed, N failed" over the test counts of the suites that ran
 * (read from jest --json, phpunit --log-junit and Playwright's json reporter). A stage that fails
 * without reporting counts (lint, setup, a crash) adds one failure.
 * `npm test -- php e2e` runs only the named stages (setup, lint, unit, php, build, e2e), in this order.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const reports = path.join( repo, '.wp/reports' );
fs.rmSync( reports, { recursive: true, force: true } );
fs.mkdirSync( reports, { recursive: true } );
const report = ( name ) => path.join( reports, name );

function readJson( file ) {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

const stages = [
	{ name: 'setup', command: 'bash', args: [ 'scripts/setup.sh' ] },
	{ name: 'lint', command: 'npm', args: [ 'run', '--silent', 'lint' ] },
	{
		name: 'unit',
		command: 'npm',
		args: [
			'run',
			'--silent',
			'test:unit',
			'--',
			'--ci',
			'--json',
			`--outputFile=${ report( 'jest.json' ) }`,
		],
		counts() {
			const json = readJson( report( 'jest.json' ) );
			return (
				json && {
					passed: json.numPassedTests,
					failed:
						json.numFailedTests +
						( json.numRuntimeErrorTestSuites ?? 0 ),
					skipped: json.numPendingTests + ( json.numTodoTests ?? 0 ),
				}
			);
		},
	},
	{
		name: 'php',
		command: 'npm',
		args: [
			'run',
			'--silent',
			'test:php',
			'--',
			'--log-junit',
			report( 'phpunit.xml' ),
		],
		counts() {
			let xml;
			try {
				xml = fs.readFileSync( report( 'phpunit.xml' ), 'utf8' );
			} catch {
				return null;
			}
			const suite = xml.match( /<testsuite\b[^>]*>/ );
			if ( ! suite ) {
				return { passed: 0, failed: 0, skipped: 0 };
			}
			const attribute = ( name ) =>
				Number(
					suite[ 0 ].match(
						new RegExp( `\\b${ name }="(\\d+)"` )
					)?.[ 1 ] ?? 0
				);
			const failed = attribute( 'failures' ) + attribute( 'errors' );
			const skipped = attribute( 'skipped' );
			return {
				passed: attribute( 'tests' ) - failed - skipped,
				failed,
				skipped,
			};
		},
	},
	{ name: 'build', command: 'npm', args: [ 'run', '--silent', 'build' ] },
	{
		name: 'e2e',
		command: 'npm',
		args: [ 'run', '--silent', 'test:e2e' ],
		env: { P2P_E2E_JSON: report( 'e2e.json' ) },
		counts() {
			const stats = readJson( report( 'e2e.json' ) )?.stats;
			return (
				stats && {
					passed: stats.expected + stats.flaky,
					failed: stats.unexpected,
					skipped: stats.skipped,
				}
			);
		},
	},
];

function runStage( stage ) {
	return new Promise( ( resolve ) => {
		const child = spawn( stage.command, stage.args, {
			cwd: repo,
			stdio: [ 'ignore', 'inherit', 'inherit' ],
			env: { ...process.env, ...stage.env },
		} );
		child.on( 'error', () => resolve( 1 ) );
		child.on( 'close', ( code, signal ) =>
			resolve( code ?? ( signal ? 1 : 0 ) )
		);
	} );
}

const only = process.argv.slice( 2 );
const unknown = only.filter(
	( name ) => ! stages.some( ( stage ) => stage.name === name )
);
if ( unknown.length ) {
	process.stderr.write(
		`Unknown stage(s): ${ unknown.join( ', ' ) }. Stages: ${ stages.map( ( stage ) => stage.name ).join( ', ' ) }\n`
	);
	process.exit( 2 );
}
const selected = only.length
	? stages.filter( ( stage ) => only.includes( stage.name ) )
	: stages;

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
let exitCode = 0;
for ( const stage of selected ) {
	process.stdout.write( `\n=== ${ stage.name } ===\n` );
	const start = Date.now();
	const code = await runStage( stage );
	const time = `${ ( ( Date.now() - start ) / 1000 ).toFixed( 1 ) } s`;
	const counts = stage.counts?.();
	if ( counts ) {
		totals.passed += counts.passed;
		totals.failed += counts.failed;
		totals.skipped += counts.skipped;
	}
	if ( code !== 0 && ( ! counts || counts.failed === 0 ) ) {
		totals.failed += 1; // failed without a count of its own
	}
	lines.push(
		`  ${ stage.name.padEnd( 6 ) } ${ code === 0 ? 'ok    ' : 'FAILED' } ${ time.padStart( 8 ) }${
			counts
				? `   ${ counts.passed } passed / ${ counts.failed } failed${ counts.skipped ? ` / ${ counts.skipped } skipped` : '' }`
				: ''
		}`
	);
	if ( code !== 0 ) {
		exitCode = code;
		break;
	}
}

process.stdout.write( `\n${ lines.join( '\n' ) }\n` );
if ( exitCode !== 0 ) {
	process.stdout.write( `  (stopped at the first failing stage)\n` );
}
process.stdout.write(
	`${ totals.passed } passed, ${ totals.failed } failed${ totals.skipped ? `, ${ totals.skipped } skipped` : '' }\n`
);
process.exit( exitCode );
