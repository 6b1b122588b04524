/**
 * Running a campaign from wp-admin (issue 14): the dashboard's charts and their table view, and a
 * sponsor's 1:1 match that doubles a visitor's gift in the totals and the banner.
 */
import type { Page } from '@playwright/test';
import { test, expect, loginAs, resetDemoData } from './fixtures';

const ADMIN_PAGE = '/wp-admin/admin.php?page=p2p-fundraising';
const HOME = '/campaigns/demo/';

const money = ( text: string | null ) =>
	Number( ( text ?? '' ).replace( /[^0-9.]/g, '' ) );

const day = ( offset: number ) =>
	new Date( Date.now() + offset * 86_400_000 ).toISOString().slice( 0, 10 );

async function openCampaign( page: Page ) {
	await page.goto( ADMIN_PAGE );
	await page
		.getByRole( 'link', { name: 'Run for Clean Water 2026', exact: true } )
		.click();
}

test.describe( 'Campaign dashboard and matching gifts', () => {
	test.describe.configure( { mode: 'serial' } );

	test.afterAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test( 'an administrator opens the dashboard and reads its charts', async ( {
		page,
	}, testInfo ) => {
		await loginAs( page, 'admin' );
		await openCampaign( page );
		await expect( page ).toHaveURL( /#\/campaigns\/\d+\/dashboard$/ );
		const figures = page.getByRole( 'region', {
			name: 'Headline figures',
		} );
		await expect( figures ).toContainText( 'raised of' );
		await expect(
			figures.getByRole( 'progressbar', { name: 'Campaign progress' } )
		).toBeVisible();

		await page.getByRole( 'button', { name: 'All time' } ).click();
		await expect( page ).toHaveURL( /period=all/ );
		const daily = page.getByRole( 'region', {
			name: 'Donations per day and total against the goal',
		} );
		await expect(
			daily.getByRole( 'img', { name: /running total reaches/ } )
		).toBeVisible();
		await expect
			.poll( () => daily.getByTestId( 'daily-bar' ).count() )
			.toBeGreaterThan( 30 );
		for ( const name of [
			'Where the money came from',
			'Top 10 teams',
			'Top 10 fundraisers',
			'New fundraisers per day',
		] ) {
			await expect(
				page.getByRole( 'region', { name } ).getByRole( 'img' )
			).toBeVisible();
		}
		await page.screenshot( {
			path: testInfo.outputPath( 'dashboard.png' ),
			fullPage: true,
		} );

		// The table view of a chart carries the same numbers.
		const teams = page.getByRole( 'region', { name: 'Top 10 teams' } );
		await teams.getByRole( 'button', { name: 'Table view' } ).click();
		await expect(
			teams
				.getByRole( 'table', { name: 'Top 10 teams' } )
				.getByRole( 'rowheader' )
				.first()
		).toBeVisible();
		const download = page.waitForEvent( 'download' );
		await teams.getByRole( 'button', { name: 'Download CSV' } ).click();
		expect( ( await download ).suggestedFilename() ).toMatch(
			/^demo-top-teams-all-\d{4}-\d{2}-\d{2}\.csv$/
		);
	} );

	test( 'a 1:1 match doubles a gift on the campaign page, in the totals and the banner', async ( {
		page,
		browser,
	}, testInfo ) => {
		await loginAs( page, 'admin' );
		await openCampaign( page );
		await page
			.getByRole( 'navigation', { name: 'Campaign sections' } )
			.getByRole( 'link', { name: 'Sponsors' } )
			.click();
		const panel = page.getByRole( 'region', { name: 'Matching gift' } );
		await panel
			.getByRole( 'combobox', { name: /Sponsor/ } )
			.selectOption( { label: 'Bluebrook Springs' } );
		await panel
			.getByRole( 'combobox', { name: 'Ratio' } )
			.selectOption( '1' );
		await panel.getByRole( 'spinbutton', { name: /Cap/ } ).fill( '1000' );
		await panel.getByLabel( /First day/ ).fill( day( -1 ) );
		await panel.getByLabel( /Last day/ ).fill( day( 7 ) );
		await panel.getByRole( 'button', { name: 'Start the match' } ).click();
		await expect( panel ).toContainText( '$0 of $1,000 matched' );
		await expect( panel ).toContainText( 'Running now.' );

		// A visitor sees the match announced, and what it adds in the form.
		const context = await browser.newContext();
		const visitor = await context.newPage();
		await visitor.goto( HOME );
		const banner = visitor.getByRole( 'region', { name: 'Matching gift' } );
		await expect( banner ).toContainText(
			'Every gift doubled by Bluebrook Springs until'
		);
		await expect( banner ).toContainText( '$0 of $1,000 matched' );
		const stats = visitor.getByRole( 'region', {
			name: 'Campaign statistics',
		} );
		const before = money(
			await stats.locator( 'strong' ).first().textContent()
		);

		await visitor
			.getByRole( 'link', { name: 'Donate Now' } )
			.first()
			.click();
		await expect(
			visitor.getByRole( 'region', { name: 'Matching gift' } )
		).toBeVisible();
		const form = visitor.frameLocator( 'iframe[title="Donation form"]' );
		await expect( form.locator( '#p2p-match-amount' ) ).toHaveText(
			'+$50'
		);
		await form.getByLabel( 'Other amount' ).fill( '40' );
		await expect( form.locator( '#p2p-match-amount' ) ).toHaveText(
			'+$40'
		);
		await form.getByLabel( 'First name' ).fill( 'Mara' );
		await form.getByLabel( 'Last name' ).fill( 'Match' );
		await form.getByLabel( 'E-mail' ).fill( 'mara.match@example.org' );
		await form.getByRole( 'button', { name: /Donate/ } ).click();
		await expect(
			form.getByRole( 'heading', { name: 'Thank you!' } )
		).toBeVisible();

		await visitor.goto( HOME );
		await expect( stats.locator( 'strong' ).first() ).toHaveText(
			`$${ ( before + 80 ).toLocaleString( 'en-US' ) }`
		);
		await expect( banner ).toContainText( '$40 of $1,000 matched' );
		await expect(
			visitor
				.getByRole( 'tabpanel' )
				.getByText( 'Matched by Bluebrook Springs' )
		).toBeVisible();
		await visitor.screenshot( {
			path: testInfo.outputPath( 'campaign-with-match.png' ),
			fullPage: true,
		} );
		await context.close();

		// The dashboard counts the gift and its match in today's money.
		await openCampaign( page );
		await page.getByRole( 'button', { name: 'Last 7 days' } ).click();
		const daily = page.getByRole( 'region', {
			name: 'Donations per day and total against the goal',
		} );
		await daily.getByRole( 'button', { name: 'Table view' } ).click();
		await expect(
			daily.getByRole( 'row' ).last().getByRole( 'cell' ).first()
		).toContainText( '$' );
	} );

	test( 'an administrator approves pending fundraisers in bulk', async ( {
		page,
	} ) => {
		await loginAs( page, 'admin' );
		await openCampaign( page );
		await page
			.getByRole( 'navigation', { name: 'Campaign sections' } )
			.getByRole( 'link', { name: 'Fundraisers' } )
			.click();
		await expect(
			page.getByRole( 'checkbox', { name: /^Select / } ).first()
		).toBeVisible();

		// Two sign-ups wait for approval (set through the admin API, as moderation would leave them).
		await page.evaluate( async () => {
			const boot = JSON.parse(
				document.getElementById( 'p2p-fundraising-admin-boot' )
					?.textContent ?? '{}'
			) as { settings: { apiRoot: string; apiNonce: string } };
			const call = ( path: string, query = '', body?: unknown ) =>
				fetch(
					`${ boot.settings.apiRoot }/${ path }${
						boot.settings.apiRoot.includes( '?' ) ? '&' : '?'
					}${ query }`,
					{
						method: body ? 'POST' : 'GET',
						headers: {
							'X-WP-Nonce': boot.settings.apiNonce,
							'Content-Type': 'application/json',
						},
						body: body ? JSON.stringify( body ) : undefined,
					}
				).then( ( response ) => response.json() );
			const campaigns = await call( 'admin/campaigns' );
			const id = campaigns.data.find(
				( campaign: { slug: string } ) => campaign.slug === 'demo'
			).campaign_id;
			const list = await call(
				`admin/campaigns/${ id }/fundraisers`,
				'per_page=2&orderby=id&order=asc'
			);
			for ( const fundraiser of list.data ) {
				await call( `admin/fundraisers/${ fundraiser.id }`, '', {
					status: 'pending',
				} );
			}
		} );

		await page
			.getByRole( 'combobox', { name: 'Filter by status' } )
			.selectOption( 'pending' );
		const rows = page.getByRole( 'checkbox', { name: /^Select (?!all)/ } );
		await expect( rows ).toHaveCount( 2 );
		const bar = page.getByRole( 'group', { name: 'Bulk actions' } );
		await bar
			.getByRole( 'checkbox', { name: 'Select all on this page' } )
			.check();
		await bar
			.getByRole( 'combobox', { name: 'Bulk action' } )
			.selectOption( 'approve' );
		await bar.getByRole( 'button', { name: 'Apply' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Approve selected' } );
		await expect( dialog ).toContainText( 'Approve 2 fundraiser pages?' );
		await dialog
			.getByRole( 'button', { name: 'Approve 2 fundraiser pages' } )
			.click();
		await expect(
			page
				.getByRole( 'status' )
				.filter( { hasText: '2 fundraiser pages approved.' } )
		).toBeVisible();
		await expect( rows ).toHaveCount( 0 );
	} );
} );
