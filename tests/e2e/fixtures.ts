/**
 * The e2e `test`: Playwright's, with two automatic watchdogs and a few helpers.
 *
 * - `consoleErrors`: every console.error and uncaught page error, in any page or frame of the
 *   test's browser context. A test with any fails at its end.
 * - `failedRequests`: every response with status ≥ 400 and every request that failed at the
 *   network level (requests aborted by a navigation, net::ERR_ABORTED, are not failures).
 *   A test with any fails at its end.
 *   A test that provokes one on purpose declares it first: `failedRequests.allow( /get-user-info/ )`
 *   (same for `consoleErrors.allow( ... )`, since Chromium logs failed loads as console errors).
 * - `debugLog`: every entry the site under test (WP_DEBUG on) wrote to its debug.log during the
 *   test: PHP notices, warnings, deprecations, "called incorrectly" (_doing_it_wrong), fatals, or
 *   the plugin's own error_log(). A test with any fails at its end, whatever caused it
 *   (`debugLog.allow( ... )` for one a test provokes on purpose). global-setup.ts holds the
 *   install, activation and demo data to the same rule.
 * - `loginAs( page, user, password, redirectTo? )`: logs in through /wp-login.php (login or e-mail).
 *   Pass `redirectTo` (e.g. '/campaigns/demo/') for non-administrators: WordPress 6.6's profile
 *   screen, where they land by default, throws a script error when left while it loads.
 * - `resetDemoData( testInfo )`: recreates the demo data of the project's site (DemoData::reset()).
 * - `wpCli( ...args )`, `projectInstance( testInfo )`: the toolkit's commands for other site changes.
 * - `mails( testInfo )`: every wp_mail() of the project's site (its .wp/<instance>/mail.log).
 * - `seriousViolations( page, ...within )`: axe's serious and critical violations, in the given
 *   parts of the page (CSS selectors) or the whole page, one readable line each.
 * - `readBoot< T >( page )`: the settings and data a campaign page embeds for the app.
 *
 * Demo accounts: admin / password (administrator); captain@example.com, fundraiser@example.com,
 * user@example.com, password "password".
 */
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
	test as base,
	expect,
	type APIRequestContext,
	type Page,
	type TestInfo,
} from '@playwright/test';

import { debugLogEntries, debugLogFor, debugLogSize } from './debug-log';

export { expect };

/** Collected problems, with the patterns a test declared as expected. */
export class ProblemCollector {
	readonly entries: string[] = [];
	private readonly allowed: Array< RegExp | string > = [];

	constructor( private readonly kind: string ) {}

	add( entry: string ): void {
		this.entries.push( entry );
	}

	/** Declares an expected problem: entries matching the pattern do not fail the test. */
	allow( pattern: RegExp | string ): void {
		this.allowed.push( pattern );
	}

	unexpected(): string[] {
		return this.entries.filter(
			( entry ) =>
				! this.allowed.some( ( pattern ) =>
					typeof pattern === 'string'
						? entry.includes( pattern )
						: pattern.test( entry )
				)
		);
	}

	assertNone(): void {
		const problems = this.unexpected();
		expect(
			problems,
			`${ this.kind } during the test:\n${ problems.join( '\n' ) }`
		).toEqual( [] );
	}
}

type Fixtures = {
	consoleErrors: ProblemCollector;
	failedRequests: ProblemCollector;
	debugLog: ProblemCollector;
};

export const test = base.extend< Fixtures >( {
	consoleErrors: [
		async ( { context }, use ) => {
			const collector = new ProblemCollector( 'Console errors' );
			context.on( 'console', ( message ) => {
				if ( message.type() === 'error' ) {
					const { url, lineNumber } = message.location();
					collector.add(
						`console.error: ${ message.text() }${
							url ? ` (${ url }:${ lineNumber })` : ''
						}`
					);
				}
			} );
			context.on( 'weberror', ( webError ) => {
				collector.add( `page error: ${ webError.error().message }` );
			} );
			await use( collector );
			collector.assertNone();
		},
		{ auto: true },
	],
	failedRequests: [
		async ( { context }, use ) => {
			const collector = new ProblemCollector( 'Failed requests' );
			context.on( 'response', ( response ) => {
				if ( response.status() >= 400 ) {
					collector.add(
						`${ response.status() } ${ response
							.request()
							.method() } ${ response.url() }`
					);
				}
			} );
			context.on( 'requestfailed', ( request ) => {
				const reason = request.failure()?.errorText ?? 'failed';
				if ( reason !== 'net::ERR_ABORTED' ) {
					collector.add(
						`${ reason } ${ request.method() } ${ request.url() }`
					);
				}
			} );
			await use( collector );
			collector.assertNone();
		},
		{ auto: true },
	],
	debugLog: [
		async ( { baseURL }, use ) => {
			const collector = new ProblemCollector(
				'PHP notices, warnings or errors in the debug.log'
			);
			const file = debugLogFor( baseURL );
			const offset = file ? debugLogSize( file ) : 0;
			await use( collector );
			if ( file ) {
				for ( const entry of debugLogEntries( file, offset ) ) {
					collector.add( entry );
				}
			}
			collector.assertNone();
		},
		{ auto: true },
	],
} );

/**
 * Logs in through wp-login.php and waits until the page WordPress redirects to has loaded
 * (`redirectTo`, e.g. a campaign URL, or WordPress's default: the dashboard or profile).
 * Throws with WordPress's own message when the login is refused.
 */
export async function loginAs(
	page: Page,
	user: string,
	password = 'password',
	redirectTo?: string
): Promise< void > {
	await page.goto(
		redirectTo
			? `/wp-login.php?redirect_to=${ encodeURIComponent( redirectTo ) }`
			: '/wp-login.php'
	);
	// wp-login.php focuses and selects the username field shortly after load; text typed at that
	// moment can land in the wrong field, so fill until both fields hold what they should.
	await expect( async () => {
		await page.locator( '#user_login' ).fill( user );
		await page.locator( '#user_pass' ).fill( password );
		await expect( page.locator( '#user_login' ) ).toHaveValue( user, {
			timeout: 500,
		} );
		await expect( page.locator( '#user_pass' ) ).toHaveValue( password, {
			timeout: 500,
		} );
	} ).toPass();
	const [ response ] = await Promise.all( [
		page.waitForResponse(
			( candidate ) =>
				candidate.url().includes( '/wp-login.php' ) &&
				candidate.request().method() === 'POST'
		),
		page.locator( '#wp-submit' ).click(),
	] );
	if ( response.status() !== 302 ) {
		await page.waitForLoadState( 'domcontentloaded' );
		const message = await page
			.locator( '#login_error' )
			.textContent()
			.catch( () => null );
		throw new Error(
			`loginAs( '${ user }' ) failed (HTTP ${ response.status() }): ${
				message?.trim() ?? 'no error message on the page'
			}`
		);
	}
	await page.waitForURL(
		( url ) => ! url.pathname.endsWith( '/wp-login.php' )
	);
	// Let the landing page finish loading: leaving wp-admin mid-load makes its scripts throw.
	await page.waitForLoadState( 'load' );
}

/** Runs a command of the local WordPress toolkit (scripts/wp/cli.mjs), quietly. */
export function wpCli( ...args: string[] ): void {
	execFileSync( process.execPath, [ 'scripts/wp/cli.mjs', ...args ], {
		cwd: path.resolve( __dirname, '../..' ),
		stdio: 'pipe',
		env: { ...process.env, P2P_WP_QUIET: '1' },
	} );
}

/** The toolkit instance behind this test's project (metadata.instance in playwright.config.ts). */
export function projectInstance( testInfo: TestInfo ): string {
	const instance = testInfo.project.metadata?.instance as string | undefined;
	if ( ! instance ) {
		throw new Error(
			`Project ${ testInfo.project.name } has no metadata.instance in playwright.config.ts`
		);
	}
	return instance;
}

/**
 * Recreates the demo data of the site this test's project runs against (a few hundred ms).
 * For specs that change data other specs read; logged-in sessions of demo users may end.
 */
export function resetDemoData( testInfo: TestInfo ): void {
	wpCli( 'seed', '--instance', projectInstance( testInfo ) );
}

/**
 * Waits until the app has replaced a campaign page's first paint with the page's own heading.
 * The app's scripts are added only once the first paint is on screen (decision 0124), so a test
 * that follows a link or moves the app's history right after `goto` waits for this first: the
 * first paint's links are ordinary links, which load a new page.
 */
export async function appReady( page: Page, heading: RegExp ): Promise< void > {
	await expect(
		page.locator( '#p2p-fundraising-root' ).getByRole( 'heading', {
			level: 1,
			name: heading,
		} )
	).toBeVisible();
	// The server's first paint has the same heading: the app has replaced it once it is gone.
	await expect( page.locator( '.p2p-first-paint' ) ).toHaveCount( 0 );
}

/**
 * Scrolls the campaign home to its end so its below-the-fold sections (rankings, sponsors),
 * which load their code only when a visitor gets near them, are rendered; then back to the top.
 */
export async function revealHomeSections( page: Page ): Promise< void > {
	await expect( page.locator( '.p2p-campaign-home' ) ).toBeVisible();
	// Scroll again until the sections are there: the page grows as each one renders.
	await expect( async () => {
		await page.evaluate( () =>
			window.scrollTo( 0, document.body.scrollHeight )
		);
		await expect(
			page.getByRole( 'region', { name: 'Top Fundraisers' } )
		).toBeVisible( { timeout: 1000 } );
	} ).toPass();
	await page.evaluate( () =>
		window.scrollTo( 0, document.body.scrollHeight )
	);
	await page.evaluate( () => window.scrollTo( 0, 0 ) );
}

/** A mail the site sent (the dev mu-plugin writes one JSON line per wp_mail()). */
export interface SentMail {
	to: string | string[];
	subject: string;
	message: string;
}

/** Every wp_mail() of the project's site since its instance was prepared. */
export function mails( testInfo: TestInfo ): SentMail[] {
	const instance = testInfo.project.metadata?.instance as string;
	const file = path.resolve( __dirname, '../../.wp', instance, 'mail.log' );
	if ( ! existsSync( file ) ) {
		return [];
	}
	return readFileSync( file, 'utf8' )
		.split( '\n' )
		.filter( Boolean )
		.map( ( line ) => JSON.parse( line ) as SentMail );
}

/** Runs the site's WP-Cron once (the queued e-mails go out). */
export async function runCron( request: APIRequestContext ): Promise< void > {
	const response = await request.get( '/wp-cron.php' );
	expect( response.status() ).toBeLessThan( 400 );
}

/**
 * The mails sent since `since` (an index into mails()) that match, once WP-Cron has sent them:
 * cron runs again until one arrives or the time is up.
 */
export async function sentSince(
	testInfo: TestInfo,
	request: APIRequestContext,
	since: number,
	match: ( mail: SentMail ) => boolean,
	timeout = 20_000
): Promise< SentMail[] > {
	let found: SentMail[] = [];
	await expect( async () => {
		await runCron( request );
		found = mails( testInfo ).slice( since ).filter( match );
		expect( found.length ).toBeGreaterThan( 0 );
	} ).toPass( { timeout } );
	return found;
}

/** Nothing on the page is wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoOverflow( page: Page ): Promise< void > {
	expect(
		await page.evaluate(
			() =>
				document.documentElement.scrollWidth <=
				document.documentElement.clientWidth
		)
	).toBe( true );
}

/**
 * Serious and critical axe violations in the parts of the page `within` names (every part, or the
 * whole page when none is named): "rule: target, target" each, so a failure says where.
 *
 * @param page   The page.
 * @param within CSS selectors of the parts to check.
 */
export async function seriousViolations(
	page: Page,
	...within: string[]
): Promise< string[] > {
	const builder = new AxeBuilder( { page } );
	for ( const selector of within ) {
		builder.include( selector );
	}
	const results = await builder.analyze();
	return results.violations
		.filter(
			( violation ) =>
				violation.impact === 'serious' ||
				violation.impact === 'critical'
		)
		.map(
			( violation ) =>
				`${ violation.id }: ${ violation.nodes
					.slice( 0, 5 )
					.map( ( node ) => node.target.join( ' ' ) )
					.join( ', ' ) }`
		);
}

/**
 * The JSON a campaign page embeds for the app (`#p2p-fundraising-boot`: settings and initial
 * data), typed as the caller reads it.
 *
 * @param page A campaign page.
 */
export async function readBoot< T >( page: Page ): Promise< T > {
	const json = await page.locator( '#p2p-fundraising-boot' ).textContent();
	return JSON.parse( json ?? '{}' ) as T;
}
