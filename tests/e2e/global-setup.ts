/**
 * Fresh databases + demo data for the e2e instances, servers started (scripts/wp/e2e.mjs).
 * Installing WordPress, activating the plugin and seeding the demo data must leave every
 * instance's debug.log empty (WP_DEBUG is on): a notice there fails the run before any spec.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { debugLogEntries, debugLogFor } from './debug-log';

export default function globalSetup( config: FullConfig ): void {
	execFileSync( process.execPath, [ 'scripts/wp/cli.mjs', 'e2e-up' ], {
		cwd: path.resolve( __dirname, '../..' ),
		stdio: 'inherit',
	} );
	for ( const project of config.projects ) {
		const file = debugLogFor( project.use.baseURL );
		const entries = file ? debugLogEntries( file ) : [];
		if ( entries.length ) {
			throw new Error(
				`${ path.relative(
					process.cwd(),
					file as string
				) } after preparing the site of ${
					project.name
				}:\n${ entries.join( '\n' ) }`
			);
		}
	}
}
