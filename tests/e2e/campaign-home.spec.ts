/**
 * The campaign home in real WordPress: rendered from the embedded data, guarded routes, the
 * administrators-only draft campaign, the built-in donation form and accessibility.
 */
import {
	test,
	expect,
	loginAs,
	resetDemoData,
	revealHomeSections,
	seriousViolations,
	readBoot,
} from './fixtures';

const CAMPAIGN_TITLE = 'Run for Clean Water 2026';
const API_REQUEST =
	/\/wp-json\/p2p-fundraising\/|rest_route=(%2F|\/)p2p-fundraising/;

interface BootJson {
	data: {
		campaign: { campaign_id: number; iframe_url: string };
		campaignStats: { raisedAmount: number; donationsCount: number };
		topTeams: { data: Array< { id: number; name: string } > };
	};
}

test.describe( 'Campaign home', () => {
	test( 'renders from the embedded data with no API call for its first paint', async ( {
		page,
	} ) => {
		const apiCalls: string[] = [];
		page.on( 'request', ( request ) => {
			if ( API_REQUEST.test( request.url() ) ) {
				apiCalls.push( request.url() );
			}
		} );

		await page.goto( '/campaigns/demo/' );

		await expect(
			page.getByRole( 'heading', { level: 1, name: CAMPAIGN_TITLE } )
		).toBeVisible();
		await expect( page ).toHaveTitle( new RegExp( CAMPAIGN_TITLE ) );
		await expect(
			page.getByRole( 'progressbar', { name: 'Campaign progress' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'About this Campaign' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'tab', { name: 'Recent Donations' } )
		).toHaveAttribute( 'aria-selected', 'true' );

		// The sections below the fold load when the visitor scrolls near them.
		await revealHomeSections( page );
		const topTeams = page.getByRole( 'region', { name: 'Top Teams' } );
		await expect( topTeams.getByRole( 'listitem' ) ).toHaveCount( 9 );
		await expect( topTeams.getByText( '1st Place' ) ).toBeVisible();
		const topFundraisers = page.getByRole( 'region', {
			name: 'Top Fundraisers',
		} );
		await expect(
			topFundraisers.getByRole( 'listitem' ).first()
		).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'Our Sponsors' } )
		).toBeVisible();

		// The figures shown are the embedded ones.
		const boot = await readBoot< BootJson >( page );
		const topTeamName = boot.data.topTeams.data[ 0 ]?.name ?? '';
		await expect(
			topTeams.getByRole( 'heading', { name: topTeamName } )
		).toBeVisible();

		// Everything is rendered (above and below the fold): any call would have started by now.
		await page.waitForLoadState( 'load' );
		expect( apiCalls ).toEqual( [] );
	} );

	test( 'Read More reveals the rest of the story', async ( { page } ) => {
		await page.goto( '/campaigns/demo/' );
		const about = page.getByRole( 'region', {
			name: 'About this Campaign',
		} );
		const paragraphsBefore = await about.locator( 'p' ).count();

		await about.getByRole( 'button', { name: 'Read More' } ).click();

		await expect(
			about.getByRole( 'button', { name: 'Read More' } )
		).toHaveCount( 0 );
		expect( await about.locator( 'p' ).count() ).toBeGreaterThan(
			paragraphsBefore
		);
	} );

	test( 'searching the top teams asks the API and shows the matches', async ( {
		page,
	} ) => {
		await page.goto( '/campaigns/demo/' );
		await revealHomeSections( page );
		const topTeams = page.getByRole( 'region', { name: 'Top Teams' } );

		const response = page.waitForResponse( ( candidate ) =>
			candidate.url().includes( 'get-campaign-teams-search' )
		);
		await topTeams
			.getByPlaceholder( 'Start typing the name of the team...' )
			.fill( 'river' );
		expect( ( await response ).status() ).toBe( 200 );

		await expect(
			topTeams.getByRole( 'heading', { name: 'River Keepers' } )
		).toBeVisible();
		await expect( topTeams.getByRole( 'listitem' ) ).toHaveCount( 1 );

		await topTeams
			.getByPlaceholder( 'Start typing the name of the team...' )
			.fill( '"><script>x</script>' );
		await expect(
			topTeams.getByText(
				'Nothing found for search term ""><script>x</script>".'
			)
		).toBeVisible();
	} );

	test( 'links move within the app and focus the new page heading', async ( {
		page,
	} ) => {
		await page.goto( '/campaigns/demo/' );
		await revealHomeSections( page );
		await page.getByRole( 'link', { name: 'View All Teams' } ).click();

		await expect( page ).toHaveURL(
			/\/campaigns\/demo\/team-leaderboard\/$/
		);
		const heading = page.getByRole( 'heading', { level: 1 } );
		await expect( heading ).toBeFocused();
	} );

	test( 'guards send visitors back from pages that need a fundraiser', async ( {
		page,
	} ) => {
		await page.goto( '/campaigns/demo/start-fundraising/' );
		await expect( page ).toHaveURL( /\/campaigns\/demo\/$/ );
		await expect(
			page.getByRole( 'heading', { level: 1, name: CAMPAIGN_TITLE } )
		).toBeVisible();
	} );

	test( 'guards send a fundraiser from the registration pages to start-fundraising', async ( {
		page,
	} ) => {
		await loginAs(
			page,
			'fundraiser@example.com',
			'password',
			'/campaigns/demo/'
		);
		await page.goto( '/campaigns/demo/register/' );
		await expect( page ).toHaveURL(
			/\/campaigns\/demo\/start-fundraising\/$/
		);
	} );

	test( 'without JavaScript the page still names the campaign', async ( {
		request,
	} ) => {
		const html = await ( await request.get( '/campaigns/demo/' ) ).text();
		// The server's first paint: the hero, inside the app's mount node (first-paint.spec.ts).
		const hero =
			/<header class="p2p-first-paint__hero"[\s\S]*?<\/header>/.exec(
				html
			)?.[ 0 ] ?? '';
		expect( hero ).toContain(
			`<h1 class="p2p-first-paint__hero-title">${ CAMPAIGN_TITLE }</h1>`
		);
		expect( hero ).toContain( 'Every' ); // The short description follows the title.
	} );

	test( 'has no serious or critical accessibility violations', async ( {
		page,
	} ) => {
		await page.goto( '/campaigns/demo/' );
		await expect(
			page.getByRole( 'heading', { level: 1, name: CAMPAIGN_TITLE } )
		).toBeVisible();
		expect(
			await seriousViolations( page, '#p2p-fundraising-root' )
		).toEqual( [] );
	} );
} );

test.describe( 'A campaign that is not active', () => {
	test( 'is a 404 for visitors', async ( {
		page,
		failedRequests,
		consoleErrors,
	} ) => {
		failedRequests.allow( /404 GET .*\/campaigns\/draft-demo\// );
		consoleErrors.allow( /404/ );
		const response = await page.goto( '/campaigns/draft-demo/' );
		expect( response?.status() ).toBe( 404 );
	} );

	test( 'shows administrators the warning banner', async ( { page } ) => {
		await loginAs( page, 'admin' );
		await page.goto( '/campaigns/draft-demo/' );
		await expect(
			page.getByText(
				'This campaign is set to "draft" and is not visable unless logged in as an administrator.'
			)
		).toBeVisible();
	} );
} );

test.describe( 'The built-in donation form', () => {
	test.afterAll( async ( {}, testInfo ) => {
		resetDemoData( testInfo );
	} );

	test( 'records a test donation that the campaign totals and lists reflect', async ( {
		page,
	} ) => {
		await page.goto( '/campaigns/demo/' );
		const before = ( await readBoot< BootJson >( page ) ).data;

		await page.goto( before.campaign.iframe_url );
		await page.getByLabel( 'Other amount' ).fill( '37' );
		await page.getByLabel( 'First name' ).fill( 'Petra' );
		await page.getByLabel( 'Last name' ).fill( 'Quill' );
		await page.getByLabel( 'E-mail' ).fill( 'petra.quill@example.org' );
		await page.getByRole( 'button', { name: /Donate/ } ).click();
		await expect( page.getByText( /Thank you/ ) ).toBeVisible();

		await page.goto( '/campaigns/demo/' );
		const after = ( await readBoot< BootJson >( page ) ).data;
		expect( after.campaignStats.raisedAmount ).toBeCloseTo(
			before.campaignStats.raisedAmount + 37,
			2
		);
		expect( after.campaignStats.donationsCount ).toBe(
			before.campaignStats.donationsCount + 1
		);
		const recent = page.getByRole( 'tabpanel' );
		await expect( recent.getByText( 'Petra Quill' ) ).toBeVisible();
	} );
} );
