/**
 * Stops the e2e servers (and MariaDB when globalSetup had to start it).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export default function globalTeardown(): void {
	execFileSync( process.execPath, [ 'scripts/wp/cli.mjs', 'e2e-down' ], {
		cwd: path.resolve( __dirname, '../..' ),
		stdio: 'inherit',
	} );
}
