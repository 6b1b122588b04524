/**
 * Dedications (issue 27), in a real browser against the real plugin: a donor gives to the
 * captain's page with a message and a dedication "In memory of …", naming someone to tell. The
 * dedication is on the campaign, team and fundraiser pages and in the fundraiser's "You received a
 * donation" e-mail; the person told gets one e-mail without the amount (WP-Cron sends both to the
 * mail log); the administrator hides the donor's words and the message and the dedication are gone
 * from the three pages. The open form has no serious axe violation at 412 px and nothing wider
 * than the screen.
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

test.describe( 'Dedications', () => {
	test.describe.configure( { mode: 'serial' } );

	test.beforeAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test.afterAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test( 'a dedicated gift shows on the three pages and in the e-mails, the person told never learns the amount, and hiding the words takes the dedication too', async ( {
		page,
	}, testInfo ) => {
		test.setTimeout( 240_000 );
		const stamp = Date.now();
		const honoree = `Rose${ stamp } Miller`;
		const words = `For Rose, who ran every year ${ stamp }`;
		const family = `family${ stamp }@example.org`;
		const before = mails( testInfo ).length;
		const { id, teamId, form } = await demoCaptain( page );

		// The donor, on a phone, with the keyboard for the dedication.
		await page.setViewportSize( { width: 412, height: 900 } );
		await page.goto( form );
		await page.getByLabel( 'Other amount' ).fill( '37' );
		await page.getByLabel( 'First name' ).fill( `Dora${ stamp }` );
		await page.getByLabel( 'Last name' ).fill( 'Dedic' );
		await page
			.getByLabel( 'E-mail', { exact: true } )
			.fill( `dora${ stamp }@example.net` );
		await page.getByLabel( 'Words of support (optional)' ).fill( words );
		const summary = page.getByText( 'Dedicate this gift (optional)' );
		await summary.focus();
		await page.keyboard.press( 'Enter' );
		await page
			.getByLabel( 'Dedication', { exact: true } )
			.selectOption( { label: 'In memory of' } );
		const name = page.getByLabel( 'Name of the person you dedicate it to' );
		await expect( name ).toHaveAccessibleDescription(
			/also when you donate anonymously/
		);
		await name.fill( honoree );
		await page.getByLabel( 'Their name' ).fill( 'The Miller family' );
		const address = page.getByLabel( 'Their address' );
		await expect( address ).toHaveAccessibleDescription(
			/one e-mail to this address .* but not the amount, and nothing else/
		);
		await address.fill( family );
		expect( await seriousViolations( page ) ).toEqual( [] );
		await expectNoOverflow( page );
		await page.screenshot( {
			path: testInfo.outputPath( 'donation-form-dedication-412.png' ),
			fullPage: true,
		} );
		await page.getByRole( 'button', { name: /Donate/ } ).click();
		await expect( page.getByText( /Thank you/ ).first() ).toBeVisible();

		const pages = {
			campaign: `${ CAMPAIGN }/`,
			team: `${ CAMPAIGN }/team/${ teamId }/`,
			fundraiser: `${ CAMPAIGN }/fundraiser/${ id }/`,
		};
		for ( const [ where, url ] of Object.entries( pages ) ) {
			await page.goto( url );
			await expect(
				page
					.locator( '.p2p-dedication' )
					.filter( { hasText: `In memory of ${ honoree }` } ),
				where
			).toBeVisible();
		}
		// The fundraiser's page with the dedication, on a phone (open from the loop).
		await page
			.locator( '.p2p-dedication' )
			.filter( { hasText: honoree } )
			.scrollIntoViewIfNeeded();
		expect(
			await seriousViolations( page, '#p2p-fundraising-root' )
		).toEqual( [] );
		await expectNoOverflow( page );
		await page.screenshot( {
			path: testInfo.outputPath( 'fundraiser-page-dedication-412.png' ),
			fullPage: true,
		} );

		const received = await sentSince(
			testInfo,
			page.request,
			before,
			( mail ) =>
				mail.to === 'captain@example.com' &&
				mail.subject.startsWith( 'You received a donation' ) &&
				mail.message.includes( honoree )
		);
		expect( received[ 0 ]!.message ).toContain(
			`In memory of ${ honoree }\n\nTheir message:\n${ words }`
		);

		// The one e-mail to the family: who gave, the dedication and the words, never the amount.
		const told = await sentSince(
			testInfo,
			page.request,
			before,
			( mail ) => mail.to === family
		);
		expect( told ).toHaveLength( 1 );
		expect( told[ 0 ]!.subject ).toBe(
			`Dora${ stamp } Dedic made a gift in memory of ${ honoree }`
		);
		expect( told[ 0 ]!.message ).toContain( words );
		expect( told[ 0 ]!.subject + told[ 0 ]!.message ).not.toMatch(
			/\$|\b37\b/
		);

		// The administrator hides the donor's words in the donations list.
		await page.setViewportSize( { width: 1280, height: 900 } );
		await loginAs( page, 'admin' );
		const { campaignId } = await demoCaptain( page );
		await page.goto(
			`/wp-admin/admin.php?page=p2p-fundraising#/campaigns/${ campaignId }/donations`
		);
		const row = page.getByRole( 'row' ).filter( { hasText: words } );
		await expect(
			row.getByText( `In memory of ${ honoree }` )
		).toBeVisible();
		await row
			.getByRole( 'button', { name: /^Hide the message of donation/ } )
			.click();
		await expect(
			row.getByText( 'Hidden', { exact: true } )
		).toBeVisible();
		expect(
			await seriousViolations( page, '#p2p-fundraising-admin-root' )
		).toEqual( [] );

		for ( const [ where, url ] of Object.entries( pages ) ) {
			await page.goto( url );
			// The gift is still listed, under the donor's name; its words and dedication are not.
			await expect(
				page.getByText( `Dora${ stamp } Dedic` ).first(),
				where
			).toBeVisible();
			await expect( page.getByText( words ), where ).toHaveCount( 0 );
			await expect( page.getByText( honoree ), where ).toHaveCount( 0 );
		}
		// Still one e-mail to the family, whatever WP-Cron runs since.
		expect(
			( await page.request.get( '/wp-cron.php' ) ).status()
		).toBeLessThan( 400 );
		expect(
			mails( testInfo )
				.slice( before )
				.filter( ( mail ) => mail.to === family )
		).toHaveLength( 1 );
	} );
} );
