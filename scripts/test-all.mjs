#!/usr/bin/env node
/**
 * npm test: the whole suite, stopping after the first step that fails:
 *   setup (bash scripts/setup.sh) → lint → unit (jest), with php (phpunit) side by side → build
 *   (production bundles, always fresh so e2e never tests a stale or development build) → e2e
 *   (Playwright)
 * and at the end one summary line "N passed, N failed" over the test counts of the suites that ran
 * (read from jest --json, phpunit --log-junit and Playwright's json reporter). A stage that fails
 * without reporting counts (lint, setup, a crash) adds one failure.
 * lint and jest are Node on one core each in turn, phpunit is PHP and MariaDB: they share nothing,
 * so on two cores the php stage runs beside them (its output is kept in .wp/reports/php.log and
 * printed when it ends, so the log still reads stage by stage). P2P_TEST_SERIAL=1 runs every
 * stage one after another.
 * `npm test -- php e2e` runs only the named stages (setup, lint, unit, php, build, e2e).
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

/**
 * Runs one stage; its output goes to the console, or to `logFile` (then printed when it ends).
 *
 * @param {Object}      stage   One of `stages`.
 * @param {string|null} logFile Where its output goes instead of the console.
 * @return {Promise<number>} The exit code.
 */
function runStage( stage, logFile = null ) {
	return new Promise( ( resolve ) => {
		const out = logFile ? fs.openSync( logFile, 'w' ) : 'inherit';
		const child = spawn( stage.command, stage.args, {
			cwd: repo,
			stdio: [ 'ignore', out, out ],
			env: { ...process.env, ...stage.env },
		} );
		const done = ( code ) => {
			if ( logFile ) {
				fs.closeSync( out );
				process.stdout.write(
					`\n=== ${ stage.name } (ran beside the stages above) ===\n${ fs.readFileSync( logFile, 'utf8' ) }`
				);
			}
			resolve( code );
		};
		child.on( 'error', () => done( 1 ) );
		child.on( 'close', ( code, signal ) =>
			done( code ?? ( signal ? 1 : 0 ) )
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
const wanted = ( name ) => ! only.length || only.includes( name );
const byName = Object.fromEntries(
	stages.map( ( stage ) => [ stage.name, stage ] )
);
// Steps run in order; the lanes of a step run side by side, each lane's stages in order.
const plan = process.env.P2P_TEST_SERIAL
	? stages.map( ( stage ) => [ [ stage.name ] ] )
	: [
			[ [ 'setup' ] ],
			[ [ 'lint', 'unit' ], [ 'php' ] ],
			[ [ 'build' ] ],
			[ [ 'e2e' ] ],
		];

const totals = { passed: 0, failed: 0, skipped: 0 };
const results = new Map();

/**
 * Runs a lane's stages in order, stopping at its first failure.
 *
 * @param {string[]} names Stage names.
 * @param {boolean}  quiet Keep the output in a log file until each stage ends.
 * @return {Promise<number>} The failing stage's exit code, or 0.
 */
async function runLane( names, quiet ) {
	for ( const name of names.filter( wanted ) ) {
		const stage = byName[ name ];
		if ( ! quiet ) {
			process.stdout.write( `\n=== ${ name } ===\n` );
		}
		const start = Date.now();
		const code = await runStage(
			stage,
			quiet ? report( `${ name }.log` ) : null
		);
		results.set( name, {
			code,
			seconds: ( Date.now() - start ) / 1000,
			counts: stage.counts?.(),
		} );
		if ( code !== 0 ) {
			return code;
		}
	}
	return 0;
}

let exitCode = 0;
for ( const lanes of plan ) {
	// Only the first lane with work streams to the console; the others are printed when they end.
	const active = lanes.filter( ( names ) => names.some( wanted ) );
	const codes = await Promise.all(
		active.map( ( names, index ) => runLane( names, index > 0 ) )
	);
	exitCode = codes.find( ( code ) => code !== 0 ) ?? 0;
	if ( exitCode !== 0 ) {
		break;
	}
}

const lines = [];
for ( const stage of stages ) {
	const result = results.get( stage.name );
	if ( ! result ) {
		continue;
	}
	const { code, seconds, counts } = result;
	if ( counts ) {
		totals.passed += counts.passed;
		totals.failed += counts.failed;
		totals.skipped += counts.skipped;
	}
	if ( code !== 0 && ( ! counts || counts.failed === 0 ) ) {
		totals.failed += 1; // failed without a count of its own
	}
	const time = `${ seconds.toFixed( 1 ) } s`;
	lines.push(
		`  ${ stage.name.padEnd( 6 ) } ${ code === 0 ? 'ok    ' : 'FAILED' } ${ time.padStart( 8 ) }${
			counts
				? `   ${ counts.passed } passed / ${ counts.failed } failed${ counts.skipped ? ` / ${ counts.skipped } skipped` : '' }`
				: ''
		}`
	);
}

process.stdout.write( `\n${ lines.join( '\n' ) }\n` );
if ( exitCode !== 0 ) {
	process.stdout.write( `  (stopped after the first step that failed)\n` );
}
process.stdout.write(
	`${ totals.passed } passed, ${ totals.failed } failed${ totals.skipped ? `, ${ totals.skipped } skipped` : '' }\n`
);
process.exit( exitCode );
