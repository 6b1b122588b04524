/**
 * The administration area in real WordPress: an administrator runs a campaign from wp-admin and
 * sees every change on the public pages; visitors and subscribers cannot reach the screens.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, loginAs, resetDemoData, readBoot } from './fixtures';

const ADMIN_PAGE = '/wp-admin/admin.php?page=p2p-fundraising';

interface Boot {
	data: {
		campaign: { campaign_id: number };
		campaignStats: { raisedAmount: number };
		team?: { amount: number };
	};
}

const dollars = ( amount: number ) =>
	'$' + amount.toLocaleString( 'en-US', { maximumFractionDigits: 2 } );

async function openCampaignTab( page: Page, title: string, tab: string ) {
	await page.goto( ADMIN_PAGE );
	await page.getByRole( 'link', { name: title, exact: true } ).click();
	await page
		.getByRole( 'navigation', { name: 'Campaign sections' } )
		.getByRole( 'link', { name: tab } )
		.click();
}

test.describe( 'Administration', () => {
	test.describe.configure( { mode: 'serial' } );

	test.afterAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test( 'visitors are sent to the login and subscribers are refused', async ( {
		page,
		failedRequests,
		consoleErrors,
	} ) => {
		await page.goto( ADMIN_PAGE );
		await expect( page ).toHaveURL( /wp-login\.php/ );

		failedRequests.allow( /403 GET .*page=p2p-fundraising/ );
		consoleErrors.allow( /403/ );
		await loginAs( page, 'user@example.com', 'password', '/' );
		const response = await page.goto( ADMIN_PAGE );
		expect( response?.status() ).toBe( 403 );
		await expect(
			page.locator( '#p2p-fundraising-admin-root' )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'link', { name: 'P2P Fundraising' } )
		).toHaveCount( 0 );
	} );

	test( 'an administrator creates a campaign, sees it live and changes its accent colour', async ( {
		page,
	} ) => {
		await loginAs( page, 'admin' );
		await page.goto( ADMIN_PAGE );
		await expect(
			page.getByRole( 'heading', { name: 'Campaigns', level: 1 } )
		).toBeVisible();
		await page.getByRole( 'link', { name: 'Add New Campaign' } ).click();

		await page.getByLabel( 'Title' ).fill( 'E2E Spring Run' );
		await page.getByLabel( 'Status' ).selectOption( 'active' );
		await page
			.getByLabel( 'Short description' )
			.fill( 'Running for the river.' );
		await page
			.getByRole( 'textbox', { name: 'Primary colour', exact: true } )
			.fill( '#AA3300' );
		await expect(
			page.getByRole( 'figure', { name: 'Colour preview' } )
		).toBeVisible();
		await page.getByRole( 'button', { name: 'Create campaign' } ).click();
		await expect(
			page
				.getByRole( 'status' )
				.filter( { hasText: 'Campaign created.' } )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/campaigns\/\d+\/settings$/ );
		await expect( page.getByTestId( 'campaign-summary' ) ).toContainText(
			'Active'
		);

		// The address the product links to, not a guessed slug: a retry creates a second "E2E
		// Spring Run" (e2e-spring-run-2), and the first one's page, with the first attempt's
		// colour, was read as "6.2 keeps the old colour".
		const campaignUrl = await page
			.getByRole( 'link', { name: /View campaign page/ } )
			.getAttribute( 'href' );
		expect( campaignUrl ).toMatch(
			/\/campaigns\/e2e-spring-run(-\d+)?\/$/
		);
		const campaignPage = await page.context().newPage();
		await campaignPage.goto( campaignUrl! );
		await expect(
			campaignPage.getByRole( 'heading', {
				level: 1,
				name: 'E2E Spring Run',
			} )
		).toBeVisible();
		const donate = campaignPage
			.getByRole( 'link', { name: 'Donate Now' } )
			.first();
		await expect( donate ).toHaveCSS(
			'background-color',
			'rgb(170, 51, 0)'
		);

		// A low-contrast colour gets a warning; then a readable blue is saved.
		await page
			.getByRole( 'textbox', { name: 'Primary colour', exact: true } )
			.fill( '#28C77B' );
		await expect( page.getByText( /Low contrast/ ).first() ).toBeVisible();
		await page
			.getByRole( 'textbox', { name: 'Primary colour', exact: true } )
			.fill( '#0055AA' );
		await page.getByRole( 'button', { name: 'Save campaign' } ).click();
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'Campaign saved.' } )
		).toBeVisible();

		await campaignPage.reload();
		await expect(
			campaignPage.getByRole( 'link', { name: 'Donate Now' } ).first()
		).toHaveCSS( 'background-color', 'rgb(0, 85, 170)' );

		// The new campaign is in the list, sorted on the server.
		await page.goto( ADMIN_PAGE );
		await page.getByRole( 'button', { name: /^Title/ } ).click();
		await expect(
			page.getByRole( 'columnheader', { name: /Title/ } )
		).toHaveAttribute( 'aria-sort', 'descending' );
		await expect( page.getByRole( 'row' ).nth( 1 ) ).toContainText(
			'Run for Clean Water 2026'
		);
		await expect( page.getByRole( 'row' ).nth( 2 ) ).toContainText(
			'E2E Spring Run'
		);
	} );

	test( 'an administrator suspends, approves and edits a team', async ( {
		page,
	} ) => {
		await loginAs( page, 'admin' );
		await openCampaignTab( page, 'Run for Clean Water 2026', 'Teams' );
		await page
			.getByRole( 'searchbox', { name: 'Search teams' } )
			.fill( 'Harbor' );
		const row = page.getByRole( 'row', { name: /Harbor Harriers/ } );
		await expect( page.getByRole( 'row' ) ).toHaveCount( 2 );

		await row
			.getByRole( 'button', { name: 'Suspend Harbor Harriers' } )
			.click();
		const dialog = page.getByRole( 'dialog', { name: 'Suspend team' } );
		await expect( dialog ).toBeVisible();
		await dialog.getByRole( 'button', { name: 'Suspend team' } ).click();
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'suspended' } )
		).toBeVisible();
		await expect( row ).toContainText( 'Suspended' );

		const visitor = await page.context().browser()!.newPage();
		await visitor.goto( '/campaigns/demo/team-leaderboard/' );
		await expect(
			visitor.getByRole( 'heading', { level: 1 } )
		).toBeVisible();
		await expect( visitor.getByText( 'Harbor Harriers' ) ).toHaveCount( 0 );

		await row
			.getByRole( 'button', { name: 'Approve Harbor Harriers' } )
			.click();
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'approved' } )
		).toBeVisible();
		await expect( row ).toContainText( 'Approved' );

		await row
			.getByRole( 'button', { name: 'Edit Harbor Harriers' } )
			.click();
		const edit = page.getByRole( 'dialog', { name: 'Edit team' } );
		await edit.getByLabel( 'Name' ).fill( 'Harbor Harriers Elite' );
		await edit.getByLabel( 'Goal' ).fill( '4500' );
		await edit.getByRole( 'button', { name: 'Save team' } ).click();
		await expect( edit ).toHaveCount( 0 );
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'Team saved.' } )
		).toBeVisible();

		await visitor.reload();
		await expect(
			visitor.getByText( 'Harbor Harriers Elite' ).first()
		).toBeVisible();
		await visitor.close();
	} );

	test( 'an offline donation counts on the public pages once marked received', async ( {
		page,
	} ) => {
		await loginAs( page, 'admin' );
		const visitor = await page.context().browser()!.newPage();
		await visitor.goto( '/campaigns/demo/' );
		const before = ( await readBoot< Boot >( visitor ) ).data.campaignStats
			.raisedAmount;

		await openCampaignTab( page, 'Run for Clean Water 2026', 'Donations' );
		await page
			.getByRole( 'button', { name: 'Record offline donation' } )
			.click();
		const pledge = page.getByRole( 'dialog', {
			name: 'Record offline donation',
		} );
		await pledge.getByLabel( 'Donor name' ).fill( 'E2E Pledger' );
		await pledge.getByLabel( 'Donor e-mail' ).fill( 'pledger@example.net' );
		await pledge.getByLabel( 'Amount' ).fill( '1234' );
		await pledge
			.getByLabel( 'Credit to team' )
			.selectOption( { label: 'River Keepers' } );
		await pledge.getByRole( 'button', { name: 'Record donation' } ).click();
		await expect(
			page
				.getByRole( 'status' )
				.filter( { hasText: 'recorded as pending' } )
		).toBeVisible();

		const row = page.getByRole( 'row', { name: /E2E Pledger/ } );
		await expect( row ).toContainText( 'Pending' );
		await visitor.reload();
		expect(
			( await readBoot< Boot >( visitor ) ).data.campaignStats
				.raisedAmount
		).toBe( before );

		await row
			.getByRole( 'button', { name: /^Mark donation \d+ received$/ } )
			.click();
		await expect(
			page.getByRole( 'status' ).filter( { hasText: 'marked received' } )
		).toBeVisible();
		await expect( row ).toContainText( 'Completed' );
		await expect( page.getByTestId( 'campaign-summary' ) ).toContainText(
			dollars( before + 1234 )
		);

		await visitor.reload();
		expect(
			( await readBoot< Boot >( visitor ) ).data.campaignStats
				.raisedAmount
		).toBe( before + 1234 );
		await expect(
			visitor.getByRole( 'progressbar', { name: 'Campaign progress' } )
		).toHaveAttribute(
			'aria-valuetext',
			new RegExp( dollars( before + 1234 ).replace( '$', '\\$' ) )
		);
		await visitor.close();
	} );

	test( 'a CSV export lists every donation with a header', async ( {
		page,
	} ) => {
		await loginAs( page, 'admin' );
		// The demo campaign's id changes whenever another spec recreates the demo data.
		await page.goto( '/campaigns/demo/' );
		const campaignId = ( await readBoot< Boot >( page ) ).data.campaign
			.campaign_id;
		const stats = await page.request.get(
			`/wp-json/p2p-fundraising/v1/get-campaign-stats?campaign_id=${ campaignId }`
		);
		expect( stats.ok() ).toBe( true );

		await openCampaignTab( page, 'Run for Clean Water 2026', 'Export' );
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page
				.getByRole( 'link', { name: 'Export donations (CSV)' } )
				.click(),
		] );
		expect( download.suggestedFilename() ).toMatch(
			/^demo-donations-\d{4}-\d{2}-\d{2}\.csv$/
		);
		const csv = readFileSync( ( await download.path() )!, 'utf8' ).replace(
			/^\uFEFF/,
			''
		);
		const lines = csv.trim().split( '\r\n' );
		expect( lines[ 0 ] ).toBe(
			'id,date,donor_name,donor_email,anonymous,amount,status,mode,team,fundraiser,completed_at,kind,wants_updates,message,message_hidden,dedication,dedication_notified'
		);
		const pledger = lines.find( ( line ) =>
			line.includes( 'E2E Pledger' )
		);
		expect( pledger ).toContain( 'pledger@example.net' );
		expect( pledger ).toContain( ',1234,completed,offline,River Keepers,' );

		// Every donation of the campaign is a row (44 demo donations + the pledge).
		await openCampaignTab( page, 'Run for Clean Water 2026', 'Donations' );
		await expect( page.locator( '.displaying-num' ) ).toHaveText(
			`${ lines.length - 1 } items`
		);
	} );
} );
