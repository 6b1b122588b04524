/**
 * Activity beside money (issue 28), in a real browser against the real plugin: an administrator
 * turns on kilometres for the demo campaign; a fundraiser on a phone logs a day's run and imports a
 * GPX track (tests/fixtures/berlin-run.gpx: 1.341 km) from the dashboard, sees the total, and the
 * fundraiser leaderboard ranked by activity shows them first. An administrator then deletes the
 * mistyped entry from the fundraiser's admin view, with the keyboard, and the total drops. No
 * serious axe violation, nothing wider than the screen.
 */
import path from 'path';
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	expectNoOverflow,
	loginAs,
	resetDemoData,
	seriousViolations,
	readBoot,
} from './fixtures';

const ADMIN_PAGE = '/wp-admin/admin.php?page=p2p-fundraising';
const GPX = path.resolve( __dirname, '../fixtures/berlin-run.gpx' );

/** Signs in as the administrator and opens a tab of the demo campaign (its id changes with each reset). */
async function openDemoCampaignTab( page: Page, tab: string ): Promise< void > {
	await loginAs( page, 'admin' );
	await page.goto( '/campaigns/demo/' );
	const boot = await readBoot< {
		data: { campaign: { campaign_id: number } };
	} >( page );
	await page.goto(
		`${ ADMIN_PAGE }#/campaigns/${ boot.data.campaign.campaign_id }/${ tab }`
	);
}

test.describe( 'Activity', () => {
	test.describe.configure( { mode: 'serial' } );

	test.beforeAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test.afterAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test( 'an admin turns on km, a fundraiser logs a run and a GPX track and leads the activity leaderboard', async ( {
		page,
		browser,
	}, testInfo ) => {
		test.setTimeout( 180_000 );
		await openDemoCampaignTab( page, 'settings' );
		const card = page.getByRole( 'group', { name: 'Activity' } );
		await card
			.getByRole( 'combobox', { name: 'Track activity' } )
			.selectOption( 'km' );
		await card
			.getByRole( 'spinbutton', { name: 'Activity goal' } )
			.fill( '1000' );
		await page.getByRole( 'button', { name: 'Save campaign' } ).click();
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'Campaign saved.' } )
		).toBeVisible();

		const context = await browser.newContext( {
			baseURL: testInfo.project.use.baseURL,
			viewport: { width: 412, height: 900 },
		} );
		const phone = await context.newPage();
		await loginAs(
			phone,
			'fundraiser@example.com',
			'password',
			'/campaigns/demo/start-fundraising/'
		);
		const log = phone.getByRole( 'region', { name: 'Your activity' } );
		await expect( log.getByText( 'Total: 0 km' ) ).toBeVisible();
		await log.getByRole( 'textbox', { name: /Amount \(km\)/ } ).fill( '5' );
		await log
			.getByRole( 'textbox', { name: 'Note (optional)' } )
			.fill( 'Parkrun' );
		await log.getByRole( 'button', { name: 'Log activity' } ).click();
		await expect( log.getByText( /^Logged 5 km on / ) ).toBeVisible();
		await expect( log.getByText( 'Total: 5 km' ) ).toBeVisible();

		await log
			.getByLabel( 'GPX file of a run, walk or ride (at most 5 MB)' )
			.setInputFiles( GPX );
		await log.getByRole( 'button', { name: 'Import track' } ).click();
		await expect( log.getByText( /^Logged 1\.341 km on / ) ).toBeVisible();
		await expect( log.getByText( 'Total: 6.341 km' ) ).toBeVisible();
		await expect( log.getByText( /GPX track/ ).first() ).toBeVisible();

		expect( await seriousViolations( phone, '.p2p-activity-log' ) ).toEqual(
			[]
		);
		await expectNoOverflow( phone );
		await phone.screenshot( {
			path: testInfo.outputPath( 'activity-dashboard-412.png' ),
			fullPage: true,
		} );

		await phone.goto( '/campaigns/demo/fundraiser-leaderboard/' );
		const order = phone.getByRole( 'group', { name: 'Rank by' } );
		await order.getByRole( 'button', { name: 'Activity' } ).click();
		await expect(
			order.getByRole( 'button', { name: 'Activity' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( phone ).toHaveURL( /sort=activity/ );
		await expect(
			phone.getByRole( 'article' ).first().getByText( '6.341 km' )
		).toBeVisible();
		expect( await seriousViolations( phone, '.p2p-leaderboard' ) ).toEqual(
			[]
		);
		await expectNoOverflow( phone );
		await phone.screenshot( {
			path: testInfo.outputPath( 'activity-leaderboard-412.png' ),
			fullPage: true,
		} );
		await context.close();
	} );

	test( 'the admin deletes a mistyped entry with the keyboard and the fundraiser’s activity total drops', async ( {
		page,
	}, testInfo ) => {
		test.setTimeout( 180_000 );
		await openDemoCampaignTab( page, 'fundraisers' );
		await page
			.getByRole( 'searchbox' )
			.first()
			.fill( 'fundraiser@example.com' );
		await expect( page.locator( '.displaying-num' ) ).toHaveText(
			'1 item'
		);
		await page
			.getByRole( 'table', { name: 'Fundraisers' } )
			.getByRole( 'button', { name: /^Edit / } )
			.click();
		const section = page
			.getByRole( 'dialog', { name: 'Edit fundraiser' } )
			.getByRole( 'region', { name: 'Activity' } );
		await expect( section.getByText( 'Total: 6.341 km' ) ).toBeVisible();
		const parkrun = section.getByRole( 'row', { name: /Parkrun/ } );
		await expect( parkrun ).toContainText( '5 km' );
		await expect( parkrun ).toContainText( 'Entered' );
		await expect(
			section.getByRole( 'row', { name: /GPX track/ } )
		).toContainText( '1.341 km' );
		expect(
			await seriousViolations( page, '.p2p-admin-fundraiser-activity' )
		).toEqual( [] );

		// A phone's width: the entries fit the dialog, nothing scrolls sideways.
		await page.setViewportSize( { width: 412, height: 900 } );
		await expectNoOverflow( page );
		expect(
			await section.evaluate(
				( element ) => element.scrollWidth <= element.clientWidth
			)
		).toBe( true );
		await section.screenshot( {
			path: testInfo.outputPath( 'admin-fundraiser-activity-412.png' ),
		} );

		// Keyboard only: the row's Delete, then the confirmation's own button (focused on open).
		await parkrun
			.getByRole( 'button', { name: /^Delete 5 km on / } )
			.focus();
		await page.keyboard.press( 'Enter' );
		const confirm = page.getByRole( 'dialog', {
			name: 'Delete activity entry',
		} );
		await expect( confirm ).toContainText( 'Delete the entry of 5 km on' );
		await expect(
			confirm.getByRole( 'button', { name: 'Delete entry' } )
		).toBeFocused();
		expect( await seriousViolations( page, '.p2p-modal' ) ).toEqual( [] );
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByText( /^Activity entry of 5 km on .* deleted\.$/ )
		).toBeVisible();
		await expect( section.getByText( 'Total: 1.341 km' ) ).toBeVisible();
		await expect(
			section.getByRole( 'row', { name: /Parkrun/ } )
		).toHaveCount( 0 );
		await expect(
			section.getByRole( 'heading', { name: 'Activity' } )
		).toBeFocused();
		await page.screenshot( {
			path: testInfo.outputPath( 'admin-fundraiser-activity.png' ),
			fullPage: true,
		} );

		// The stored total the fundraiser's own pages read dropped with it.
		await page.goto(
			'/campaigns/demo/fundraiser-leaderboard/?sort=activity'
		);
		await expect(
			page.getByRole( 'article' ).first().getByText( '1.341 km' )
		).toBeVisible();
	} );
} );
