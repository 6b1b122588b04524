#!/usr/bin/env node
/**
 * Runs `npm run build` (bundles, then translation files) once when build/ has no bundles yet
 * (npm start, npm run test:e2e).
 * An existing build is left alone: `npm run build` rebuilds on purpose.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
const bundles = [ 'campaign', 'admin', 'blocks-editor' ].map( ( entry ) =>
	path.join( repo, 'build', `${ entry }.asset.php` )
);

if ( bundles.every( ( file ) => fs.existsSync( file ) ) ) {
	process.exit( 0 );
}
process.stdout.write( '[build] build/ is missing: running npm run build\n' );
const start = Date.now();
const result = spawnSync( 'npm', [ 'run', 'build' ], {
	cwd: repo,
	stdio: 'inherit',
} );
if ( result.status !== 0 ) {
	process.stderr.write( '[build] npm run build failed\n' );
	process.exit( result.status ?? 1 );
}
process.stdout.write(
	`[build] done (${ ( ( Date.now() - start ) / 1000 ).toFixed( 1 ) } s)\n`
);
