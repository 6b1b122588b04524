/**
 * End-to-end tests in Debian's Chromium against real WordPress sites served by PHP's built-in
 * server and our own MariaDB (see scripts/wp/). globalSetup prepares, every run, a fresh
 * database with the demo data for two instances and starts their servers:
 *   wp-newest → instance "e2e",        the newest WordPress (7.1 from ../shared/wordpress/, or
 *                                      P2P_WP_ZIP, else the npm build 6.6-RC3), http://localhost:8889
 *   wp-oldest → instance "e2e-oldest", WordPress 6.2,       http://localhost:8890
 * (P2P_E2E_PORT=9001 moves them to 9001 and 9002.)
 * The two projects run side by side, one worker each: spec files share their site's data, so
 * within a project they run one after another, while the two sites (own database, ports, mail
 * log, page cache and Stripe fake) never touch each other. P2P_E2E_WORKERS=1 runs everything
 * one after another again.
 */
import { defineConfig, type ReporterDescription } from '@playwright/test';

const isCI = Boolean( process.env.CI );
// The sites' ports (scripts/wp/paths.mjs): P2P_E2E_PORT and the next one.
const e2ePort = Number( process.env.P2P_E2E_PORT ?? 8889 );

const reporter: ReporterDescription[] = [ [ 'list' ] ];
if ( process.env.P2P_E2E_JSON ) {
	// Used by `npm test` to add the e2e counts to its summary line.
	reporter.push( [ 'json', { outputFile: process.env.P2P_E2E_JSON } ] );
}

export default defineConfig( {
	testDir: 'tests/e2e',
	outputDir: 'test-results',
	globalSetup: './tests/e2e/global-setup.ts',
	globalTeardown: './tests/e2e/global-teardown.ts',
	fullyParallel: false,
	workers: Number( process.env.P2P_E2E_WORKERS ?? 2 ),
	retries: isCI ? 1 : 0,
	forbidOnly: isCI,
	timeout: 30_000,
	expect: { timeout: 5_000 },
	reporter,
	use: {
		headless: true,
		trace: 'on-first-retry',
		screenshot: 'only-on-failure',
		actionTimeout: 10_000,
		navigationTimeout: 15_000,
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
				'--disable-quic',
			],
		},
	},
	projects: [
		{
			name: 'wp-newest',
			workers: 1,
			use: { baseURL: `http://localhost:${ e2ePort }` },
			metadata: { instance: 'e2e' },
		},
		{
			name: 'wp-oldest',
			workers: 1,
			use: { baseURL: `http://localhost:${ e2ePort + 1 }` },
			metadata: { instance: 'e2e-oldest' },
			// The release zip is installed on a bare newest WordPress (port + 2) once.
			testIgnore: /release-zip\.spec\.ts$/,
		},
	],
} );
