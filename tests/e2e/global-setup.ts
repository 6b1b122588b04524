/**
 * Fresh databases + demo data for the e2e instances, servers started (scripts/wp/e2e.mjs).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function globalSetup(): void {
	execFileSync( process.execPath, [ 'scripts/wp/cli.mjs', 'e2e-up' ], {
		cwd: path.resolve( __dirname, '../..' ),
		stdio: 'inherit',
	} );
}
