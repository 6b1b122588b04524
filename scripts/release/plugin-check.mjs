#!/usr/bin/env node
/**
 * `npm run plugin-check`: the release zip, checked the way WordPress.org's review checks a
 * submission (../shared/tools/wporg: Plugin Check's rules, the directory's upload scanner and its
 * readme parser, offline). Builds dist/p2p-fundraising.zip (`npm run plugin-zip`), unzips it into
 * a temporary folder, runs the tools' run.sh on it and fails when any ERROR is found (an upload
 * stops at the first). Prints the totals and every ERROR; the full report stays in
 * .wp/wporg-report/ (summary.md, one JSON file per check).
 *
 * When the tools are not next to this checkout (P2P_WPORG_TOOLS names another folder), it prints
 * one line saying so and exits 0: the checks are an extra, not a dependency of the project.
 * `-- --no-build` checks the zip that is already in dist/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AdmZip from 'adm-zip';

const REPO = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const TOOLS = path.resolve(
	REPO,
	process.env.P2P_WPORG_TOOLS ?? '../shared/tools/wporg'
);
const RUN = path.join( TOOLS, 'run.sh' );
const ZIP = path.join( REPO, 'dist', 'p2p-fundraising.zip' );
const REPORT = path.join( REPO, '.wp', 'wporg-report' );

if ( ! fs.existsSync( RUN ) ) {
	console.log(
		`plugin-check: skipped — ${ path.relative( REPO, RUN ) } not found (WordPress.org's review checks are not installed next to this checkout; set P2P_WPORG_TOOLS to their folder).`
	);
	process.exit( 0 );
}

function run( command, args, options = {} ) {
	const result = spawnSync( command, args, {
		cwd: REPO,
		stdio: 'inherit',
		...options,
	} );
	if ( result.error ) {
		throw result.error;
	}
	return result.status ?? 1;
}

if ( ! process.argv.includes( '--no-build' ) ) {
	if ( run( 'npm', [ 'run', '--silent', 'plugin-zip' ] ) !== 0 ) {
		console.error( 'plugin-check: the zip could not be built.' );
		process.exit( 1 );
	}
}
if ( ! fs.existsSync( ZIP ) ) {
	console.error(
		`plugin-check: ${ path.relative( REPO, ZIP ) } is missing (run without --no-build).`
	);
	process.exit( 1 );
}

const unzipped = fs.mkdtempSync(
	path.join( os.tmpdir(), 'p2p-plugin-check-' )
);
try {
	new AdmZip( ZIP ).extractAllTo( unzipped, true );
	fs.rmSync( REPORT, { recursive: true, force: true } );
	const status = run( 'bash', [ RUN, unzipped, REPORT ], {
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
	const summary = path.join( REPORT, 'summary.json' );
	if ( status !== 0 || ! fs.existsSync( summary ) ) {
		console.error(
			`plugin-check: ${ path.relative( REPO, RUN ) } failed (exit ${ status }).`
		);
		process.exit( 1 );
	}
	// The checks as Plugin Check reports them; noannot_* (what phpcs:ignore hides) and info_*
	// (the whole style standard) are for reading, not for passing.
	const findings = JSON.parse( fs.readFileSync( summary, 'utf8' ) ).filter(
		( finding ) => ! /^(noannot_|info_)/.test( finding.run )
	);
	const count = ( type ) =>
		findings.filter( ( finding ) => finding.type === type ).length;
	const errors = findings.filter( ( finding ) => finding.type === 'ERROR' );
	for ( const error of errors ) {
		console.log(
			`  ERROR [${ error.check }] ${ error.file }:${ error.line } ${ error.source } — ${ error.message }`
		);
	}
	console.log(
		`plugin-check: ${ count( 'ERROR' ) } ERROR, ${ count( 'WARNING' ) } WARNING, ${ count( 'INFO' ) } INFO (report: ${ path.relative( REPO, path.join( REPORT, 'summary.md' ) ) })`
	);
	process.exit( errors.length > 0 ? 1 : 0 );
} finally {
	fs.rmSync( unzipped, { recursive: true, force: true } );
}
