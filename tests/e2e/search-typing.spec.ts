/**
 * Typing into the search boxes as a person on a slow phone does (issue 25, items 1 and 2): keys
 * at 30–60 ms, pauses mid-word long enough for the debounced search (500 ms) to go out, the CPU
 * slowed six times. The box must keep its focus, its caret and every key, and show the results
 * of the final term. Keys go to whatever has focus (page.keyboard), as a person's would: a box
 * that loses focus loses them.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, revealHomeSections } from './fixtures';

const HOME = '/campaigns/demo/';
const TEAM_LEADERBOARD = `${ HOME }team-leaderboard/`;
const FUNDRAISER_LEADERBOARD = `${ HOME }fundraiser-leaderboard/`;
const TERM = 'qzsdv ynqagtet';

/** Slows the page's CPU as Chrome DevTools' "6× slowdown" does. */
async function throttleCpu( page: Page, rate = 6 ) {
	const session = await page.context().newCDPSession( page );
	await session.send( 'Emulation.setCPUThrottlingRate', { rate } );
}

/** Types the parts one key at a time, pausing between them so each part's search goes out. */
async function typeWithPauses( page: Page, parts: string[], delay: number ) {
	for ( const [ index, part ] of parts.entries() ) {
		if ( index > 0 ) {
			// eslint-disable-next-line playwright/no-wait-for-timeout -- a person's pause is what is tested.
			await page.waitForTimeout( 700 );
		}
		await page.keyboard.type( part, { delay } );
	}
}

const pageOf = ( locator: Locator ) => locator.page();

async function expectKeptEveryKey( box: Locator, region: Locator ) {
	await expect( box ).toHaveValue( TERM );
	await expect( box ).toBeFocused();
	await expect(
		region.getByText( `Nothing found for search term "${ TERM }".` )
	).toBeVisible( { timeout: 15_000 } );
	// Still focused once the results are in, and the caret at the end: the next key appends.
	await expect( box ).toBeFocused();
	await pageOf( box ).keyboard.type( 'x' );
	await expect( box ).toHaveValue( `${ TERM }x` );
}

test.describe( 'Search boxes on a slow device', () => {
	test.setTimeout( 120_000 );

	const leaderboards = [
		[ 'team', TEAM_LEADERBOARD, 'Search teams' ],
		[ 'fundraiser', FUNDRAISER_LEADERBOARD, 'Search fundraisers' ],
	] as const;
	for ( const [ kind, url, label ] of leaderboards ) {
		test( `the ${ kind } leaderboard's box keeps every key typed slowly with pauses mid-word`, async ( {
			page: tab,
		} ) => {
			await tab.goto( url );
			const box = tab.getByRole( 'searchbox', { name: label } );
			await expect( tab.getByRole( 'article' ).first() ).toBeVisible();
			await throttleCpu( tab );
			await box.click();

			await typeWithPauses( tab, [ 'qzsdv', ' ynq', 'agtet' ], 60 );

			await expectKeptEveryKey( box, tab.locator( '.p2p-leaderboard' ) );
			await expect( tab ).toHaveURL( /\?search=qzsdv\+ynqagtetx$/, {
				timeout: 15_000,
			} );
		} );
	}

	test( "the team leaderboard's box keeps a name typed at 30 ms a key", async ( {
		page: tab,
	} ) => {
		await tab.goto( TEAM_LEADERBOARD );
		const box = tab.getByRole( 'searchbox', { name: 'Search teams' } );
		await expect( tab.getByRole( 'article' ).first() ).toBeVisible();
		await throttleCpu( tab );
		await box.click();

		await tab.keyboard.type( 'Clear Stream Crew', { delay: 30 } );

		await expect( box ).toHaveValue( 'Clear Stream Crew' );
		await expect(
			tab.getByRole( 'heading', { level: 3, name: 'Clear Stream Crew' } )
		).toBeVisible( { timeout: 15_000 } );
		await expect( tab.getByRole( 'article' ) ).toHaveCount( 1 );
		await expect( box ).toBeFocused();
	} );

	// eslint-disable-next-line playwright/expect-expect -- expectKeptEveryKey() asserts.
	test( "the campaign home's Top Teams box keeps every key", async ( {
		page: tab,
	} ) => {
		await tab.goto( HOME );
		await revealHomeSections( tab );
		const section = tab.getByRole( 'region', { name: 'Top Teams' } );
		const box = section.getByRole( 'searchbox', { name: 'Search teams' } );
		await throttleCpu( tab );
		await box.click();

		await typeWithPauses( tab, [ 'qzsdv', ' ynq', 'agtet' ], 60 );

		await expectKeptEveryKey( box, section );
	} );

	test( "the registration's team picker keeps every key", async ( {
		page: tab,
	} ) => {
		await tab.goto( `${ HOME }register/teams/` );
		const box = tab.getByRole( 'searchbox' );
		await expect( tab.locator( '.p2p-team-picker__list' ) ).toBeVisible();
		await throttleCpu( tab );
		await box.click();

		await typeWithPauses( tab, [ 'qzsdv', ' ynq', 'agtet' ], 60 );

		await expectKeptEveryKey( box, tab.locator( '.p2p-campaign' ) );
	} );
} );

test.describe( 'Search boxes and focus', () => {
	test( 'clearing a leaderboard search leaves the focus in the box', async ( {
		page: tab,
	} ) => {
		await tab.goto( TEAM_LEADERBOARD );
		const box = tab.getByRole( 'searchbox', { name: 'Search teams' } );
		await expect( tab.getByRole( 'article' ).first() ).toBeVisible();
		await box.click();

		const searched = tab.waitForResponse( ( response ) =>
			response.url().includes( 'search=river' )
		);
		await tab.keyboard.type( 'river' );
		await searched;
		await expect( tab ).toHaveURL( /\?search=river$/ );
		await expect( box ).toBeFocused();

		await tab.keyboard.press( 'Control+A' );
		await tab.keyboard.press( 'Backspace' );
		await expect( tab ).toHaveURL( /team-leaderboard\/$/ );
		await tab.waitForTimeout( 650 );
		await expect( box ).toBeFocused();
		await expect( tab.getByRole( 'article' ) ).toHaveCount( 9 );
		await expect( box ).toBeFocused();
	} );
} );
