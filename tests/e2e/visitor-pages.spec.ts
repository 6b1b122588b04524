/**
 * The visitor's open routes in real WordPress: leaderboards (search, paging, URL state), team and
 * fundraiser pages, the three donate pages with a test donation through the frame, the share
 * kit, Open Graph tags, not-found answers for bad ids and accessibility.
 *
 * Demo data (tools/demo/DemoData.php): 12 teams (2 private), 23 fundraisers; "Blue Wave
 * Runners" is captained by captain@example.com (Carla Mendes); Will Thompson has no story.
 */
import type { Locator, Page } from '@playwright/test';
import {
	test,
	expect,
	appReady,
	loginAs,
	resetDemoData,
	revealHomeSections,
	seriousViolations,
} from './fixtures';

const CAMPAIGN = 'Run for Clean Water 2026';
const HOME = '/campaigns/demo/';
const TEAM_LEADERBOARD = `${ HOME }team-leaderboard/`;
const FUNDRAISER_LEADERBOARD = `${ HOME }fundraiser-leaderboard/`;

const heading = ( page: Page, name: string | RegExp ) =>
	page.getByRole( 'heading', { level: 1, name } );

/**
 * Logs in straight to the campaign. Not through wp-admin's profile page (WordPress's default
 * landing for these users): on WordPress 6.6 its unload check (user-profile.js) throws when the
 * page is left, which the console watchdog would count against the test.
 */
async function signIn( page: Page, user: string ) {
	await loginAs( page, user, 'password', HOME );
}

/** Marks the window: still marked after a click means the app navigated without a page load. */
const markWindow = ( page: Page ) =>
	page.evaluate( () => {
		( window as unknown as { p2pMarker: number } ).p2pMarker = 1;
	} );
const isSameWindow = ( page: Page ) =>
	page.evaluate(
		() => ( window as unknown as { p2pMarker?: number } ).p2pMarker === 1
	);

/** A figure of a stat bar ('Donations' → '9'). */
const figure = ( stats: Locator, label: string ) =>
	stats.locator( `dt:text-is("${ label }") + dd` );

/** "$1,234.50" → 1234.5 */
const money = ( text: string | null ) =>
	Number( ( text ?? '' ).replace( /[^0-9.]/g, '' ) );

async function expectNoSeriousViolations( page: Page ) {
	expect( await seriousViolations( page, '#p2p-fundraising-root' ) ).toEqual(
		[]
	);
}

test.describe( 'Moving between the open routes', () => {
	test( 'every open route is reached in the app, each focusing its heading', async ( {
		page,
	} ) => {
		await page.goto( HOME );
		await markWindow( page );

		await revealHomeSections( page );
		await page.getByRole( 'link', { name: 'View All Teams' } ).click();
		await expect( page ).toHaveURL( /\/team-leaderboard\/$/ );
		await expect(
			heading( page, `${ CAMPAIGN } Team Leaderboard` )
		).toBeFocused();

		await page
			.getByRole( 'link', { name: 'View Team: Blue Wave Runners' } )
			.click();
		await expect( heading( page, 'Blue Wave Runners' ) ).toBeFocused();
		await expect( page ).toHaveURL( /\/team\/\d+\/$/ );
		await expect( page.getByText( 'Captain: Carla Mendes' ) ).toBeVisible();

		await page
			.getByRole( 'region', { name: 'Team Members' } )
			.getByRole( 'link', { name: 'View Page: Carla Mendes' } )
			.click();
		await expect(
			heading(
				page,
				`Carla Mendes fundraising in support of ${ CAMPAIGN }`
			)
		).toBeFocused();

		await page
			.getByRole( 'region', { name: 'Support this Fundraiser' } )
			.getByRole( 'link', { name: 'Donate Now' } )
			.click();
		await expect(
			heading( page, 'Make a Donation to Carla Mendes' )
		).toBeFocused();
		await expect( page ).toHaveURL( /\/fundraiser\/\d+\/donate\/$/ );
		await expect(
			page
				.frameLocator( 'iframe[title="Donation form"]' )
				.getByText( 'Donate to Carla Mendes' )
		).toBeVisible();

		await page
			.getByRole( 'link', { name: 'Back to Carla Mendes' } )
			.click();
		await page
			.locator( '.p2p-fundraiser-header' )
			.getByRole( 'link', { name: 'Blue Wave Runners' } )
			.click();
		await page
			.getByRole( 'region', { name: 'Support this team' } )
			.getByRole( 'link', { name: 'Donate Now' } )
			.click();
		await expect(
			heading( page, 'Make a Donation to Blue Wave Runners' )
		).toBeFocused();
		await expect( page ).toHaveURL( /\/team\/\d+\/donate$/ );

		await page
			.getByRole( 'link', { name: 'Back to Blue Wave Runners' } )
			.click();
		await expect( heading( page, 'Blue Wave Runners' ) ).toBeFocused();
		await page.goBack();
		await expect(
			heading( page, 'Make a Donation to Blue Wave Runners' )
		).toBeVisible();
		expect( await isSameWindow( page ) ).toBe( true );

		await page.goto( HOME );
		await appReady( page, new RegExp( `^${ CAMPAIGN }$` ) );
		await markWindow( page );
		await page.getByRole( 'link', { name: 'Donate Now' } ).click();
		await expect(
			heading( page, `Make a Donation to ${ CAMPAIGN }` )
		).toBeFocused();
		await page
			.getByRole( 'link', { name: 'Back to the campaign' } )
			.click();
		await revealHomeSections( page );
		await page
			.getByRole( 'link', { name: 'View All Fundraisers' } )
			.click();
		await expect(
			heading( page, `${ CAMPAIGN } Fundraiser Leaderboard` )
		).toBeFocused();
		expect( await isSameWindow( page ) ).toBe( true );
	} );
} );

test.describe( 'Leaderboards', () => {
	test( 'the team leaderboard pages and searches with the state in the URL', async ( {
		page,
	} ) => {
		await page.goto( TEAM_LEADERBOARD );
		const cards = page.getByRole( 'article' );
		await expect( cards ).toHaveCount( 9 );
		await expect(
			page.getByText( 'Showing 1 - 9 of 12 Total Teams' )
		).toBeVisible();
		await expect( cards.nth( 0 ).getByText( '1st Place' ) ).toBeVisible();
		await expect( cards.nth( 2 ).getByText( '3rd Place' ) ).toBeVisible();
		await expect( cards.nth( 3 ).getByText( /Place/ ) ).toHaveCount( 0 );

		const pages = page.getByRole( 'navigation', {
			name: 'Leaderboard pages',
		} );
		await pages.getByRole( 'link', { name: 'Page 2' } ).click();
		await expect( page ).toHaveURL( /\?page=2$/ );
		await expect(
			page.getByText( 'Showing 10 - 12 of 12 Total Teams' )
		).toBeVisible();
		await expect( cards ).toHaveCount( 3 );
		await expect(
			page.getByText( /\dst Place|\dnd Place|\drd Place/ )
		).toHaveCount( 0 );
		await expect(
			pages.getByRole( 'link', { name: 'Page 2' } )
		).toHaveAttribute( 'aria-current', 'page' );

		await page.goBack();
		await expect( page ).toHaveURL( /team-leaderboard\/$/ );
		await expect(
			page.getByText( 'Showing 1 - 9 of 12 Total Teams' )
		).toBeVisible();

		// A search, debounced, from page 2: back to page 1 of the matches.
		await page.goForward();
		await expect(
			page.getByText( 'Showing 10 - 12 of 12 Total Teams' )
		).toBeVisible();
		const response = page.waitForResponse( ( candidate ) =>
			candidate.url().includes( 'get-campaign-teams-search' )
		);
		await page
			.getByPlaceholder( 'Start typing the name of the team...' )
			.fill( 'river' );
		const request = new URL( ( await response ).url() );
		expect( request.searchParams.get( 'search' ) ).toBe( 'river' );
		expect( request.searchParams.get( 'page' ) ).toBe( '1' );
		await expect( cards ).toHaveCount( 1 );
		await expect(
			page.getByRole( 'heading', { name: 'River Keepers' } )
		).toBeVisible();
		await expect( page ).toHaveURL( /\?search=river$/ );
		await expect(
			page.getByText( 'Showing 1 - 1 of 1 Total Teams' )
		).toBeVisible();

		// The link can be shared: a fresh load shows the same view.
		await page.reload();
		await expect(
			page.getByPlaceholder( 'Start typing the name of the team...' )
		).toHaveValue( 'river' );
		await expect(
			page.getByRole( 'heading', { name: 'River Keepers' } )
		).toBeVisible();

		// One Back leaves the search.
		await page.goBack();
		await expect( page ).toHaveURL( /\?page=2$/ );
		await expect(
			page.getByPlaceholder( 'Start typing the name of the team...' )
		).toHaveValue( '' );
	} );

	test( 'a search with quotes, markup or 200 characters is text and finds nothing', async ( {
		page,
	} ) => {
		await page.goto( TEAM_LEADERBOARD );
		const box = page.getByPlaceholder(
			'Start typing the name of the team...'
		);
		await box.fill( `"><img src=x onerror="window.p2pHacked=1">'` );
		await expect(
			page.getByText(
				`Nothing found for search term ""><img src=x onerror="window.p2pHacked=1">'".`
			)
		).toBeVisible();
		expect( await page.evaluate( () => 'p2pHacked' in window ) ).toBe(
			false
		);
		await expect(
			page.locator( '#p2p-fundraising-root img[src="x"]' )
		).toHaveCount( 0 );

		const long = 'ab'.repeat( 100 );
		await page.goto( `${ TEAM_LEADERBOARD }?search=${ long }` );
		await expect(
			page.getByText(
				`Nothing found for search term "${ long.slice( 0, 100 ) }".`
			)
		).toBeVisible();
	} );

	test( 'the fundraiser leaderboard has three pages and an error past the end', async ( {
		page,
	} ) => {
		await page.goto( FUNDRAISER_LEADERBOARD );
		await expect(
			heading( page, `${ CAMPAIGN } Fundraiser Leaderboard` )
		).toBeVisible();
		await expect(
			page.getByText( 'Showing 1 - 9 of 23 Total Fundraisers' )
		).toBeVisible();
		const pages = page.getByRole( 'navigation', {
			name: 'Leaderboard pages',
		} );
		await pages.getByRole( 'link', { name: 'Page 3' } ).click();
		await expect(
			page.getByText( 'Showing 19 - 23 of 23 Total Fundraisers' )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: /^View Page: / } )
		).toHaveCount( 5 );

		await page.goto( `${ FUNDRAISER_LEADERBOARD }?page=9` );
		await expect(
			page.getByText(
				'Something went wrong while loading campaign fundraisers.'
			)
		).toBeVisible();
		await page
			.getByRole( 'link', { name: 'Back to the first page' } )
			.click();
		await expect(
			page.getByText( 'Showing 1 - 9 of 23 Total Fundraisers' )
		).toBeVisible();
	} );

	test( 'paging works from the keyboard and moves focus to the heading', async ( {
		page,
	} ) => {
		await page.goto( TEAM_LEADERBOARD );
		const page2 = page
			.getByRole( 'navigation', { name: 'Leaderboard pages' } )
			.getByRole( 'link', { name: 'Page 2' } );
		await page
			.getByPlaceholder( 'Start typing the name of the team...' )
			.focus();
		// Nine 'View Team' links, 'Page 1' (the disabled arrow is skipped), then 'Page 2'.
		for ( let step = 0; step < 11; step++ ) {
			await page.keyboard.press( 'Tab' );
		}
		await expect( page2 ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByText( 'Showing 10 - 12 of 12 Total Teams' )
		).toBeVisible();
		await expect(
			heading( page, `${ CAMPAIGN } Team Leaderboard` )
		).toBeFocused();
	} );
} );

test.describe( 'Team and fundraiser pages', () => {
	test( 'a private team is closed, invite only; its captain may edit a public one, not join it', async ( {
		page,
	} ) => {
		await page.goto( `${ TEAM_LEADERBOARD }?search=splash` );
		await page
			.getByRole( 'link', { name: 'View Team: The Splash Squad' } )
			.click();
		await expect( heading( page, 'The Splash Squad' ) ).toBeVisible();
		await expect( page.getByText( 'Closed, invite only' ) ).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Join Team' } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'link', { name: 'Edit team' } )
		).toHaveCount( 0 );

		await signIn( page, 'captain@example.com' );
		await page.goto( `${ TEAM_LEADERBOARD }?search=blue` );
		await page
			.getByRole( 'link', { name: 'View Team: Blue Wave Runners' } )
			.click();
		await expect(
			page.getByRole( 'link', { name: 'Edit team' } )
		).toHaveAttribute( 'href', /\/campaigns\/demo\/team\/\d+\/update$/ );
		// Already in it: no 'Join Team' (its join check would fail).
		await expect(
			page.getByRole( 'link', { name: 'Join Team' } )
		).toHaveCount( 0 );
	} );

	test( 'a team page shows its figures, story, donations, top donors and members', async ( {
		page,
	} ) => {
		await page.goto( `${ TEAM_LEADERBOARD }?search=blue` );
		await page
			.getByRole( 'link', { name: 'View Team: Blue Wave Runners' } )
			.click();
		const stats = page.getByRole( 'region', { name: 'Team statistics' } );
		await expect(
			stats.getByRole( 'progressbar', { name: 'Team progress' } )
		).toHaveAttribute( 'aria-valuetext', /raised of \$2,500 goal/ );
		await expect( figure( stats, 'Members' ) ).toHaveText( '3' );
		const story = page.getByRole( 'region', { name: 'Our Story' } );
		await story.getByRole( 'button', { name: 'Read More' } ).click();
		await expect( story.getByText( /borehole/ ) ).toBeVisible();

		await page.getByRole( 'tab', { name: 'Top Donors' } ).click();
		await expect(
			page.getByRole( 'tabpanel' ).getByRole( 'listitem' ).first()
		).toBeVisible();
		await expect(
			page
				.getByRole( 'region', { name: 'Team Members' } )
				.getByRole( 'article' )
		).toHaveCount( 3 );
		await expectNoSeriousViolations( page );
	} );

	test( "a fundraiser page: title, 'Is this you?', no story section without a story", async ( {
		page,
	} ) => {
		await page.goto( `${ FUNDRAISER_LEADERBOARD }?search=will` );
		await page
			.getByRole( 'link', { name: 'View Page: Will Thompson' } )
			.click();
		await expect(
			heading(
				page,
				`Will Thompson fundraising in support of ${ CAMPAIGN }`
			)
		).toBeVisible();
		await expect( page.getByText( 'Is this you?' ) ).toBeVisible();
		await expect(
			page.getByRole( 'region', { name: "Why I'm fundraising" } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'region', { name: 'Help me spread the word!' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Edit profile' } )
		).toHaveCount( 0 );
		await expectNoSeriousViolations( page );
	} );

	test( "the owner of a fundraiser page gets 'Edit profile'", async ( {
		page,
	} ) => {
		await signIn( page, 'captain@example.com' );
		await page.goto( `${ FUNDRAISER_LEADERBOARD }?search=carla` );
		await page
			.getByRole( 'link', { name: 'View Page: Carla Mendes' } )
			.click();
		await expect(
			page.getByRole( 'link', { name: 'Edit profile' } )
		).toBeVisible();
		await expect( page.getByText( 'Is this you?' ) ).toHaveCount( 0 );
		await expect(
			page.getByRole( 'region', { name: "Why I'm fundraising" } )
		).toBeVisible();
	} );

	test( 'the share kit copies the link and shows a QR code loaded on demand', async ( {
		page,
		context,
	} ) => {
		await context.grantPermissions( [
			'clipboard-read',
			'clipboard-write',
		] );
		await page.goto( `${ FUNDRAISER_LEADERBOARD }?search=carla` );
		await page
			.getByRole( 'link', { name: 'View Page: Carla Mendes' } )
			.click();
		const share = page.getByRole( 'region', {
			name: 'Help me spread the word!',
		} );
		await expect(
			share.getByRole( 'link', { name: 'Share by Email' } )
		).toHaveAttribute(
			'href',
			/^mailto:\?subject=Support%20Carla%20Mendes%20in%20fundraising%20for%20Run%20for%20Clean%20Water%202026&body=http/
		);

		await share.getByRole( 'button', { name: 'Copy link' } ).click();
		await expect(
			share.getByText( 'Link copied to the clipboard.' )
		).toBeVisible();
		const copied = await page.evaluate( () =>
			navigator.clipboard.readText()
		);
		expect( copied ).toBe( page.url() );

		const qrChunk: string[] = [];
		page.on( 'request', ( request ) => {
			if ( /chunks\/qr-code\./.test( request.url() ) ) {
				qrChunk.push( request.url() );
			}
		} );
		expect( qrChunk ).toEqual( [] );
		await share.getByRole( 'button', { name: 'QR code' } ).click();
		const qr = share.getByRole( 'region', { name: 'QR code' } );
		await expect(
			qr.getByRole( 'img', { name: 'QR code of this page' } )
		).toBeVisible();
		await expect(
			qr.getByRole( 'link', { name: 'Download QR code' } )
		).toHaveAttribute( 'href', /^data:image\/png;base64,/ );
		expect( qrChunk ).toHaveLength( 1 );
	} );

	test( 'team and fundraiser pages carry Open Graph and Twitter card tags', async ( {
		request,
		page,
	} ) => {
		await page.goto( `${ TEAM_LEADERBOARD }?search=blue` );
		const teamUrl = await page
			.getByRole( 'link', { name: 'View Team: Blue Wave Runners' } )
			.getAttribute( 'href' );
		const html = await ( await request.get( teamUrl ?? '' ) ).text();
		const meta = ( key: string ) =>
			new RegExp(
				`<meta (?:property|name)="${ key }" content="([^"]*)"`
			).exec( html )?.[ 1 ];
		expect( meta( 'og:title' ) ).toBe(
			`Blue Wave Runners fundraising in support of ${ CAMPAIGN }`
		);
		expect( meta( 'og:url' ) ).toMatch( /\/campaigns\/demo\/team\/\d+\/$/ );
		expect( meta( 'og:description' ) ).toMatch(
			/^Blue Wave Runners started/
		);
		expect( meta( 'og:image' ) ).toMatch( /cover\.jpg$/ );
		expect( meta( 'twitter:card' ) ).toBe( 'summary_large_image' );

		const home = await ( await request.get( HOME ) ).text();
		expect( home ).toContain(
			`<meta property="og:title" content="${ CAMPAIGN }" />`
		);
	} );
} );

test.describe( 'Bad addresses', () => {
	test( 'an unknown team or fundraiser, or one of another campaign, is a not-found page', async ( {
		page,
		failedRequests,
		consoleErrors,
	} ) => {
		failedRequests.allow(
			/404 GET .*\/campaigns\/demo\/(team|fundraiser)\//
		);
		failedRequests.allow( /404 GET .*get-(team|fundraiser)\?/ );
		consoleErrors.allow( /404/ );

		for ( const path of [
			'team/999999/',
			'team/999999/donate',
			'fundraiser/999999/',
			'fundraiser/999999/donate/',
			'fundraiser/abc/',
			// The draft campaign's team: a real id, but not of this campaign.
			'team/13/',
		] ) {
			const response = await page.goto( `${ HOME }${ path }` );
			expect( response?.status(), path ).toBe( 404 );
			// The theme's 404 page ('Page Not Found', 'This page could not be found.').
			await expect(
				page.getByText( /not found|could not be found/i ).first()
			).toBeVisible();
			await expect( page.locator( '#p2p-fundraising-root' ) ).toHaveCount(
				0
			);
		}

		// Reached inside the app (a stale link): the app's own not-found page.
		await page.goto( HOME );
		await appReady( page, new RegExp( `^${ CAMPAIGN }$` ) );
		await page.evaluate( () => {
			window.history.pushState( {}, '', '/campaigns/demo/team/999999/' );
			window.dispatchEvent( new PopStateEvent( 'popstate' ) );
		} );
		await expect( heading( page, 'Team not found' ) ).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'View All Teams' } )
		).toBeVisible();
	} );
} );

test.describe( 'Donating through the frame', () => {
	test.afterAll( async ( {}, testInfo ) => {
		resetDemoData( testInfo );
	} );

	test( "a test donation to a team changes the totals the team's pages show", async ( {
		page,
	} ) => {
		await page.goto( `${ TEAM_LEADERBOARD }?search=blue` );
		await page
			.getByRole( 'link', { name: 'View Team: Blue Wave Runners' } )
			.click();
		const stats = page.getByRole( 'region', { name: 'Team statistics' } );
		const raisedBefore = money(
			await stats.locator( 'strong' ).first().textContent()
		);
		const raisedAfter = raisedBefore + 41;
		const donationsBefore = Number(
			await figure( stats, 'Donations' ).textContent()
		);
		await markWindow( page );

		await page
			.getByRole( 'region', { name: 'Support this team' } )
			.getByRole( 'link', { name: 'Donate Now' } )
			.click();
		const frameElement = page.locator( 'iframe[title="Donation form"]' );
		await expect( frameElement ).toBeVisible();
		const form = page.frameLocator( 'iframe[title="Donation form"]' );

		// The frame is as tall as its content plus 50 px.
		await expect
			.poll( async () => {
				const contentHeight = await form
					.locator( 'body' )
					.evaluate( ( body ) => body.scrollHeight );
				const frameHeight = await frameElement.evaluate(
					( node ) => node.getBoundingClientRect().height
				);
				return frameHeight - contentHeight;
			} )
			.toBe( 50 );

		await form.getByLabel( 'Other amount' ).fill( '41' );
		await form.getByLabel( 'First name' ).fill( 'Frida' );
		await form.getByLabel( 'Last name' ).fill( 'Frame' );
		await form.getByLabel( 'E-mail' ).fill( 'frida.frame@example.org' );
		await form.getByRole( 'button', { name: /Donate/ } ).click();
		await expect(
			form.getByRole( 'heading', { name: 'Thank you!' } )
		).toBeVisible();
		// The thank-you view is shorter: the frame follows it.
		await expect
			.poll( async () => {
				const contentHeight = await form
					.locator( 'body' )
					.evaluate( ( body ) => body.scrollHeight );
				const frameHeight = await frameElement.evaluate(
					( node ) => node.getBoundingClientRect().height
				);
				return frameHeight - contentHeight;
			} )
			.toBe( 50 );

		// Back on the team page, in the app (no reload): the new totals and the donation.
		await page
			.getByRole( 'link', { name: 'Back to Blue Wave Runners' } )
			.click();
		await expect( stats.locator( 'strong' ).first() ).toHaveText(
			`$${ raisedAfter.toLocaleString( 'en-US', {
				minimumFractionDigits: Number.isInteger( raisedAfter ) ? 0 : 2,
				maximumFractionDigits: 2,
			} ) }`
		);
		await expect( figure( stats, 'Donations' ) ).toHaveText(
			String( donationsBefore + 1 )
		);
		await expect(
			page.getByRole( 'tabpanel' ).getByText( 'Frida Frame' )
		).toBeVisible();
		expect( await isSameWindow( page ) ).toBe( true );

		// The campaign home credits it too.
		await page.goto( HOME );
		await expect(
			page.getByRole( 'tabpanel' ).getByText( 'Frida Frame' )
		).toBeVisible();
	} );
} );

test.describe( 'The donation frame on a phone', () => {
	test.afterAll( async ( {}, testInfo ) => {
		resetDemoData( testInfo );
	} );

	/** Fills the campaign's form at 412 px; the page scrolls down to the Donate button. */
	async function fillOnPhone( page: Page ) {
		await page.setViewportSize( { width: 412, height: 800 } );
		await page.goto( `${ HOME }donate/` );
		const form = page.frameLocator( 'iframe[title="Donation form"]' );
		await form.getByLabel( 'Other amount' ).fill( '12' );
		await form.getByLabel( 'First name' ).fill( 'Pia' );
		await form.getByLabel( 'Last name' ).fill( 'Phone' );
		await form.getByLabel( 'E-mail' ).fill( 'pia.phone@example.org' );
		return form;
	}

	/** Whether an element of the frame is on screen in the page around it. */
	async function isOnScreen( page: Page, target: Locator ) {
		const box = await target.boundingBox();
		return box !== null && box.y >= 0 && box.y + box.height <= 800;
	}

	test( 'after Donate the thanks take the focus and are scrolled into view', async ( {
		page,
	} ) => {
		const form = await fillOnPhone( page );
		await form.getByRole( 'button', { name: /Donate/ } ).click();
		const thanks = form.getByRole( 'heading', { name: 'Thank you!' } );
		await expect( thanks ).toBeFocused();
		await expect.poll( () => isOnScreen( page, thanks ) ).toBe( true );
	} );

	test( 'a message for the whole form (expired) takes the focus and is scrolled into view', async ( {
		page,
		failedRequests,
		consoleErrors,
	} ) => {
		failedRequests.allow( /p2p-donate/ );
		consoleErrors.allow( /status of 422/ );
		const form = await fillOnPhone( page );
		await form
			.locator( 'input[name="_p2p_donate_nonce"]' )
			.evaluate( ( input ) => {
				( input as HTMLInputElement ).value = 'expired';
			} );
		await form.getByRole( 'button', { name: /Donate/ } ).click();
		const message = form.getByRole( 'alert' );
		await expect( message ).toContainText( 'This form has expired.' );
		await expect( message ).toBeFocused();
		await expect.poll( () => isOnScreen( page, message ) ).toBe( true );
		// What the donor typed is still there.
		await expect( form.getByLabel( 'E-mail' ) ).toHaveValue(
			'pia.phone@example.org'
		);
	} );
} );

test.describe( 'Accessibility of the open routes', () => {
	for ( const [ label, path ] of [
		[ 'team leaderboard', 'team-leaderboard/' ],
		[ 'fundraiser leaderboard', 'fundraiser-leaderboard/?page=2' ],
		[ 'campaign donate page', 'donate/' ],
	] as const ) {
		test( `the ${ label } has no serious or critical violations`, async ( {
			page,
		} ) => {
			await page.goto( `${ HOME }${ path }` );
			await expect(
				page.locator( '#p2p-fundraising-root h1' )
			).toBeVisible();
			await expect( page.locator( '.p2p-spinner' ) ).toHaveCount( 0 );
			await expectNoSeriousViolations( page );
		} );
	}

	test( 'the team and fundraiser donate pages have no serious or critical violations', async ( {
		page,
	} ) => {
		// Two pages with their donation frames, each with an axe pass: 15-30 s on a loaded machine.
		test.setTimeout( 60_000 );
		await page.goto( `${ TEAM_LEADERBOARD }?search=blue` );
		await page
			.getByRole( 'link', { name: 'View Team: Blue Wave Runners' } )
			.click();
		await page
			.getByRole( 'region', { name: 'Support this team' } )
			.getByRole( 'link', { name: 'Donate Now' } )
			.click();
		await expect(
			page.locator( 'iframe[title="Donation form"]' )
		).toBeVisible();
		await expectNoSeriousViolations( page );

		await page.goto( `${ FUNDRAISER_LEADERBOARD }?search=carla` );
		await page
			.getByRole( 'link', { name: 'View Page: Carla Mendes' } )
			.click();
		await page
			.getByRole( 'region', { name: 'Support this Fundraiser' } )
			.getByRole( 'link', { name: 'Donate Now' } )
			.click();
		await expect(
			page.locator( 'iframe[title="Donation form"]' )
		).toBeVisible();
		await expectNoSeriousViolations( page );
	} );
} );
