/**
 * Words of support (issue 27), in a real browser against the real plugin: a donor gives to the
 * captain's page with a message; the message is on the campaign, team and fundraiser pages and in
 * the fundraiser's "You received a donation" e-mail (WP-Cron sends it to the mail log); the
 * administrator hides it in the donations list and it is gone from the three pages. The form and
 * a page with a message have no serious axe violation at 412 px and nothing wider than the screen.
 */
import {
	test,
	expect,
	loginAs,
	mails,
	resetDemoData,
	seriousViolations,
	sentSince,
	expectNoOverflow,
} from './fixtures';
import { DEMO_CAMPAIGN, demoCaptain } from './demo-captain';

const CAMPAIGN = DEMO_CAMPAIGN;

test.describe( 'Words of support', () => {
	test.describe.configure( { mode: 'serial' } );

	test.beforeAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test.afterAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test( 'a message given with a gift shows on the three pages and in the e-mail, until the administrator hides it', async ( {
		page,
	}, testInfo ) => {
		test.setTimeout( 180_000 );
		const stamp = Date.now();
		const words = `Run, Carla, run! ${ stamp }`;
		const before = mails( testInfo ).length;
		const { id, teamId, form } = await demoCaptain( page );

		// The donor, on a phone.
		await page.setViewportSize( { width: 412, height: 900 } );
		await page.goto( form );
		const message = page.getByLabel( 'Words of support (optional)' );
		await expect( message ).toHaveAccessibleDescription(
			/also when you donate anonymously/
		);
		expect( await seriousViolations( page ) ).toEqual( [] );
		await expectNoOverflow( page );
		await page.getByLabel( 'Other amount' ).fill( '30' );
		await page.getByLabel( 'First name' ).fill( `Wendy${ stamp }` );
		await page.getByLabel( 'Last name' ).fill( 'Words' );
		await page.getByLabel( 'E-mail' ).fill( `wendy${ stamp }@example.net` );
		await message.fill( `${ words }\nFrom the whole office.` );
		await page.screenshot( {
			path: testInfo.outputPath( 'donation-form-with-message-412.png' ),
			fullPage: true,
		} );
		await page.getByRole( 'button', { name: /Donate/ } ).click();
		await expect( page.getByText( /Thank you/ ).first() ).toBeVisible();

		const pages = {
			campaign: `${ CAMPAIGN }/`,
			team: `${ CAMPAIGN }/team/${ teamId }/`,
			fundraiser: `${ CAMPAIGN }/fundraiser/${ id }/`,
		};
		for ( const [ name, url ] of Object.entries( pages ) ) {
			await page.goto( url );
			const quote = page
				.locator( '.p2p-donor-message' )
				.filter( { hasText: words } );
			await expect( quote, name ).toBeVisible();
			await expect( quote ).toContainText( 'From the whole office.' );
		}

		// The fundraiser's page with the message, on a phone (the page is open from the loop).
		await page
			.locator( '.p2p-donor-message' )
			.filter( { hasText: words } )
			.scrollIntoViewIfNeeded();
		expect(
			await seriousViolations( page, '#p2p-fundraising-root' )
		).toEqual( [] );
		await expectNoOverflow( page );
		await page.screenshot( {
			path: testInfo.outputPath( 'fundraiser-page-message-412.png' ),
			fullPage: true,
		} );

		const received = await sentSince(
			testInfo,
			page.request,
			before,
			( mail ) =>
				mail.to === 'captain@example.com' &&
				mail.subject.startsWith( 'You received a donation' )
		);
		expect( received[ 0 ]!.message ).toContain(
			`Their message:\n${ words }\nFrom the whole office.`
		);

		// The administrator hides it in the donations list.
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'admin' );
		const { campaignId } = await demoCaptain( page );
		await page.goto(
			`/wp-admin/admin.php?page=p2p-fundraising#/campaigns/${ campaignId }/donations`
		);
		const row = page.getByRole( 'row' ).filter( { hasText: words } );
		await row
			.getByRole( 'button', { name: /^Hide the message of donation/ } )
			.click();
		await expect(
			page.getByText(
				'Message hidden from the campaign pages, the fundraiser’s donor list and e-mails.'
			)
		).toBeVisible();
		await expect(
			row.getByText( 'Hidden', { exact: true } )
		).toBeVisible();
		for ( const width of [ 1280, 412 ] ) {
			await page.setViewportSize( { width, height: 900 } );
			expect(
				await seriousViolations( page, '#p2p-fundraising-admin-root' ),
				`donations list at ${ width } px`
			).toEqual( [] );
		}
		await row.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: testInfo.outputPath(
				'admin-donations-hidden-message-412.png'
			),
		} );

		for ( const [ name, url ] of Object.entries( pages ) ) {
			await page.goto( url );
			// The gift is still listed, under the donor's name; its words are not.
			await expect(
				page.getByText( `Wendy${ stamp } Words` ).first(),
				name
			).toBeVisible();
			await expect( page.getByText( words ), name ).toHaveCount( 0 );
		}
	} );
} );
