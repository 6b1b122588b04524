/**
 * A German site: with WPLANG = de_DE (WordPress's own German files are not installed) and the
 * currency written the German way, every campaign route — the entry and each lazily loaded
 * chunk — and every admin screen show the shipped de_DE translation: no English string of the
 * plugin's .pot is left on the page, money reads "1.234 €" and dates "25.11.2026, 10:30".
 */
import fs from 'node:fs';
import path from 'node:path';
import gettextParser from 'gettext-parser';
import type { Page, TestInfo } from '@playwright/test';
import {
	test,
	expect,
	loginAs,
	projectInstance,
	wpCli,
	readBoot,
} from './fixtures';

const REPO = path.resolve( __dirname, '../..' );

const GERMAN = {
	WPLANG: 'de_DE',
	p2p_fundraising_currency_symbol: '€',
	p2p_fundraising_currency_position: 'after',
	p2p_fundraising_decimal_separator: ',',
	p2p_fundraising_thousands_separator: '.',
};

function setOptions( testInfo: TestInfo, values: Record< string, string > ) {
	wpCli(
		'options',
		'--instance',
		projectInstance( testInfo ),
		...Object.entries( values ).map(
			( [ name, value ] ) => `${ name }=${ value }`
		)
	);
}

/**
 * Pieces of English that must not show: the literal parts (between placeholders) of every
 * string the German catalogue translates differently, when they are long enough not to be a
 * word German shares ("Team", "Sponsor").
 */
function englishFragments(): string[] {
	const po = gettextParser.po.parse(
		fs.readFileSync(
			path.join( REPO, 'languages/p2p-fundraising-de_DE.po' )
		)
	);
	const fragments = new Set< string >();
	for ( const byId of Object.values( po.translations ) ) {
		for ( const [ msgid, message ] of Object.entries( byId ) ) {
			if ( msgid === '' || message.msgstr[ 0 ] === msgid ) {
				continue;
			}
			for ( const piece of msgid.split(
				/%(?:\d\$)?[sdf]|%%|\{[^}]+\}/
			) ) {
				const text = piece.trim();
				if ( text.length >= 12 && /\s/.test( text ) ) {
					fragments.add( text );
				}
			}
		}
	}
	return [ ...fragments ];
}

/** Opens a campaign page and reads its campaign's id from the embedded boot data. */
async function campaignIdOf( page: Page, url: string ): Promise< number > {
	await page.goto( url );
	const boot = await readBoot< {
		data: { campaign: { campaign_id: number } };
	} >( page );
	return boot.data.campaign.campaign_id;
}

/** Once the screen has loaded (its chunk, its first reads), no English fragment shows. */
async function expectNoEnglish(
	page: Page,
	root: string,
	fragments: string[]
): Promise< void > {
	await expect( page.locator( `${ root } .p2p-spinner` ) ).toHaveCount( 0, {
		timeout: 15_000,
	} );
	await expect( page.locator( `${ root } [aria-busy="true"]` ) ).toHaveCount(
		0,
		{ timeout: 15_000 }
	);
	const text = await page.locator( root ).innerText();
	expect(
		fragments.filter( ( fragment ) => text.includes( fragment ) ),
		`English left on ${ page.url() }`
	).toEqual( [] );
}

test.describe( 'A German site', () => {
	test.describe.configure( { mode: 'serial' } );
	const fragments = englishFragments();

	test.beforeAll( async ( {}, testInfo ) => {
		setOptions( testInfo, GERMAN );
	} );

	test.afterAll( async ( {}, testInfo ) => {
		setOptions(
			testInfo,
			Object.fromEntries(
				Object.keys( GERMAN ).map( ( name ) => [ name, '' ] )
			)
		);
	} );

	test( 'every campaign route speaks German, lazy chunks included', async ( {
		page,
	} ) => {
		test.setTimeout( 90_000 );
		expect(
			await campaignIdOf( page, '/campaigns/demo/' )
		).toBeGreaterThan( 0 );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'lang',
			'de-DE'
		);
		await expect(
			page.getByRole( 'link', { name: 'Jetzt spenden' } ).first()
		).toBeVisible();
		// Money the German way: "1.234 €" (a space, then the symbol after the number).
		await expect( page.locator( '#p2p-fundraising-root' ) ).toContainText(
			/\d[\d.]* €/
		);
		await expectNoEnglish( page, '#p2p-fundraising-root', fragments );

		const teamLink = page
			.locator( '#p2p-fundraising-root a[href*="/team/"]' )
			.first();
		const fundraiserLink = page
			.locator( '#p2p-fundraising-root a[href*="/fundraiser/"]' )
			.first();
		const teamPath = new URL(
			( await teamLink.getAttribute( 'href' ) ) ?? '',
			page.url()
		).pathname;
		const fundraiserPath = new URL(
			( await fundraiserLink.getAttribute( 'href' ) ) ?? '',
			page.url()
		).pathname;

		for ( const route of [
			'/campaigns/demo/team-leaderboard/',
			'/campaigns/demo/fundraiser-leaderboard/',
			teamPath,
			fundraiserPath,
			`${ teamPath }donate/`,
			'/campaigns/demo/donate/',
			'/campaigns/demo/register/',
			'/campaigns/demo/login/',
			'/campaigns/demo/lost-password/',
		] ) {
			await page.goto( route );
			await expect(
				page.locator( '#p2p-fundraising-root h1' ).first()
			).toBeVisible();
			await expectNoEnglish( page, '#p2p-fundraising-root', fragments );
		}
	} );

	test( 'on a 412 px phone the figures and the donation tabs keep their longer German words inside their boxes', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 412, height: 900 } );
		await page.goto( '/campaigns/demo/' );
		const figures = page.locator(
			'#p2p-fundraising-root .p2p-stat-bar :is(dt, dd)'
		);
		await expect(
			figures.filter( { hasText: 'Spendensammler' } )
		).toBeVisible();
		await page.evaluate( () => document.fonts.ready );
		expect(
			await figures.evaluateAll( ( elements ) =>
				elements
					.filter(
						( element ) => element.scrollWidth > element.clientWidth
					)
					.map( ( element ) => element.textContent )
			)
		).toEqual( [] );

		// Both tabs in view, neither cut off at the card's edge.
		const tabs = page.getByRole( 'tablist', { name: /Spenden/ } ).first();
		await expect(
			tabs.getByRole( 'tab', { name: 'Top-Spender' } )
		).toBeVisible();
		expect(
			await tabs.evaluate(
				( list ) => list.scrollWidth - list.clientWidth
			)
		).toBe( 0 );
	} );

	test( 'the first paint the server draws speaks German too', async ( {
		browser,
		baseURL,
	} ) => {
		const context = await browser.newContext( {
			baseURL,
			javaScriptEnabled: false,
		} );
		const page = await context.newPage();
		for ( const route of [
			'/campaigns/demo/',
			'/campaigns/demo/team-leaderboard/',
			'/campaigns/demo/fundraiser-leaderboard/',
		] ) {
			await page.goto( route );
			const firstPaint = page.locator( '.p2p-first-paint' );
			await expect( firstPaint ).toBeVisible();
			const text = await firstPaint.innerText();
			expect(
				fragments.filter( ( fragment ) => text.includes( fragment ) ),
				`English left in the first paint of ${ route }`
			).toEqual( [] );
		}
		await page.goto( '/campaigns/demo/' );
		await expect(
			page.getByRole( 'link', { name: 'Jetzt spenden' } )
		).toBeVisible();
		await page.goto( '/campaigns/demo/team-leaderboard/' );
		await expect(
			page.getByRole( 'link', { name: 'Zurück zur Kampagne' } )
		).toBeVisible();
		await context.close();
	} );

	test( 'every admin screen speaks German: the campaign list, each tab of a campaign, the settings and payment settings', async ( {
		page,
	}, testInfo ) => {
		test.setTimeout( 120_000 );
		const ADMIN_PAGE = '/wp-admin/admin.php?page=p2p-fundraising';
		const ROOT = '#p2p-fundraising-admin-root';
		await loginAs( page, 'admin', 'password' );
		// The demo campaign, which has donations (other specs may add empty campaigns).
		const campaignId = await campaignIdOf( page, '/campaigns/demo/' );
		await page.goto( ADMIN_PAGE );
		await expect( page.locator( `${ ROOT } h1` ) ).toHaveText(
			'Kampagnen'
		);
		await expect(
			page.locator( `${ ROOT } tbody tr` ).first()
		).toBeVisible();
		await expectNoEnglish( page, ROOT, fragments );
		// The wp-admin notice of the payment mode (the demo runs in test mode), printed by PHP.
		const notice = page.locator( '.p2p-fundraising-test-mode-notice' );
		await expectNoEnglish(
			page,
			'.p2p-fundraising-test-mode-notice',
			fragments
		);
		await expect(
			notice.getByRole( 'link', { name: 'Zahlungseinstellungen' } )
		).toHaveAttribute( 'href', /#\/payment-settings$/ );
		await page.screenshot( {
			path: testInfo.outputPath( 'admin-campaigns-de.png' ),
			fullPage: true,
		} );

		await expect(
			page.locator(
				`${ ROOT } tbody a[href$="#/campaigns/${ campaignId }/settings"]`
			)
		).not.toHaveCount( 0 );

		const screens = [
			...[
				'settings',
				'teams',
				'fundraisers',
				'donations',
				'sponsors',
				'export',
			].map( ( tab ) => `#/campaigns/${ campaignId }/${ tab }` ),
			'#/campaigns/new',
			'#/settings',
			'#/payment-settings',
		];
		for ( const hash of screens ) {
			await page.goto( ADMIN_PAGE + hash );
			await expect( page.locator( `${ ROOT } h1` ) ).toBeVisible();
			await expectNoEnglish( page, ROOT, fragments );
		}
		await page.screenshot( {
			path: testInfo.outputPath( 'admin-payment-settings-de.png' ),
			fullPage: true,
		} );

		// The dialogs the tabs open: editing a team, suspending it, an offline pledge, a sponsor.
		// Row actions read as German sentences: "Blue Wave Runners bearbeiten".
		const dialog = page.getByRole( 'dialog' );
		for ( const [ tab, button ] of [
			[ 'teams', / bearbeiten$/ ],
			[ 'teams', / sperren$/ ],
			[ 'donations', 'Offline-Spende erfassen' ],
			[ 'sponsors', 'Sponsor hinzufügen' ],
		] as const ) {
			await page.goto(
				`${ ADMIN_PAGE }#/campaigns/${ campaignId }/${ tab }`
			);
			await page.getByRole( 'button', { name: button } ).first().click();
			await expect( dialog ).toBeVisible();
			await expectNoEnglish( page, '[role="dialog"]', fragments );
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toBeHidden();
		}

		// Dates and money of the donations tab, the German way: "25.11.2026, 10:30", "12 €".
		await page.goto(
			`${ ADMIN_PAGE }#/campaigns/${ campaignId }/donations`
		);
		const rows = page.locator( `${ ROOT } tbody` );
		await expect( rows ).toContainText(
			/\b\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/
		);
		await expect( rows ).toContainText( /\d €/ );
		await page.screenshot( {
			path: testInfo.outputPath( 'admin-donations-de.png' ),
			fullPage: true,
		} );
	} );
} );
