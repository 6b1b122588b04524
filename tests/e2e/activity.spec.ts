/**
 * Activity beside money (issue 28), in a real browser against the real plugin: an administrator
 * turns on kilometres for the demo campaign; a fundraiser on a phone logs a day's run and imports a
 * GPX track (tests/fixtures/berlin-run.gpx: 1.341 km) from the dashboard, sees the total, and the
 * fundraiser leaderboard ranked by activity shows them first. No serious axe violation, nothing
 * wider than the screen.
 */
import path from 'path';
import {
	test,
	expect,
	expectNoOverflow,
	loginAs,
	resetDemoData,
	seriousViolations,
} from './fixtures';

const ADMIN_PAGE = '/wp-admin/admin.php?page=p2p-fundraising';
const GPX = path.resolve( __dirname, '../fixtures/berlin-run.gpx' );

test.describe( 'Activity', () => {
	test.describe.configure( { mode: 'serial' } );

	test.beforeAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test.afterAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test( 'an admin turns on km, a fundraiser logs a run and a GPX track and leads the activity leaderboard', async ( {
		page,
		browser,
	}, testInfo ) => {
		test.setTimeout( 180_000 );
		await loginAs( page, 'admin' );
		await page.goto( '/campaigns/demo/' );
		const boot = JSON.parse(
			( await page.locator( '#p2p-fundraising-boot' ).textContent() ) ??
				'{}'
		) as { data: { campaign: { campaign_id: number } } };
		await page.goto(
			`${ ADMIN_PAGE }#/campaigns/${ boot.data.campaign.campaign_id }/settings`
		);
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
} );
