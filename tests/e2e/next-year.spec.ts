/**
 * Next year's event (issue 28) in a real browser: an administrator duplicates the demo campaign,
 * opens the copy and invites last year's fundraisers; last year's captain follows the link from
 * the mail log, signs in, and joins the new campaign in one step with their team re-created.
 */
import {
	test,
	expect,
	expectNoOverflow,
	loginAs,
	mails,
	resetDemoData,
	sentSince,
	seriousViolations,
} from './fixtures';

const ADMIN_PAGE = '/wp-admin/admin.php?page=p2p-fundraising';

test.describe( 'Next year’s campaign', () => {
	test.afterAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test( 'a campaign is duplicated and last year’s captain joins it in one step with the team', async ( {
		page,
		browser,
		request,
	}, testInfo ) => {
		// Two sessions, a duplicate, a mail queue run and a sign-in: more than the default 30 s under load.
		test.setTimeout( 180_000 );
		const title = `Demo Run ${ Date.now() }`;

		// The administrator copies the demo campaign from the campaign list.
		await loginAs( page, 'admin' );
		await page.goto( ADMIN_PAGE );
		const row = page
			.getByRole( 'row', { name: /Run for Clean Water/ } )
			.first();
		await row.getByRole( 'button', { name: /Duplicate/ } ).click();
		const dialog = page.getByRole( 'dialog' );
		await dialog
			.getByRole( 'textbox', { name: /Title of the new campaign/ } )
			.fill( title );
		await dialog
			.getByRole( 'button', { name: 'Duplicate campaign' } )
			.click();
		await expect(
			page.getByRole( 'heading', { level: 1, name: title } )
		).toBeVisible();

		// The copy is a draft: open it, then invite last year's participants.
		await page.getByLabel( 'Status' ).selectOption( 'active' );
		await page.getByRole( 'button', { name: 'Save campaign' } ).click();
		await expect(
			page.getByText( /Campaign saved/ ).first()
		).toBeVisible();
		const since = mails( testInfo ).length;
		await page
			.getByRole( 'button', { name: 'Invite last year’s participants' } )
			.click();
		const invite = page.getByRole( 'dialog' );
		await expect(
			invite.getByRole( 'combobox', {
				name: 'Invite the fundraisers of',
			} )
		).toHaveValue( /\d+/ );
		expect(
			await seriousViolations( page, '.p2p-admin-invite-previous-modal' )
		).toEqual( [] );
		await invite
			.getByRole( 'button', { name: 'Send invitations' } )
			.click();
		await expect(
			invite.getByText( /invitations are on their way/ )
		).toBeVisible();

		// The captain's invitation, from the site's mail log once WP-Cron has sent the queue.
		const sent = await sentSince( testInfo, request, since, ( mail ) =>
			String( mail.to ).includes( 'captain@example.com' )
		);
		expect( sent[ 0 ]?.subject ).toBe( `Join us again for ${ title }` );
		const link = /https?:\/\/\S+\/return\/\?token=[A-Za-z0-9]+/.exec(
			sent[ 0 ]?.message ?? ''
		)?.[ 0 ];
		expect( link ).toBeTruthy();

		// Last year's captain, signed out, on a phone.
		const captain = await browser.newContext( {
			viewport: { width: 412, height: 915 },
		} );
		const phone = await captain.newPage();
		await phone.goto( link as string );
		await expect(
			phone.getByText( /Your team “Blue Wave Runners” is created again/ )
		).toBeVisible();
		await phone.getByRole( 'link', { name: 'Sign in to join' } ).click();
		await phone
			.getByLabel( 'Email or Username' )
			.fill( 'captain@example.com' );
		await phone.getByLabel( 'Password' ).fill( 'password' );
		await phone.getByRole( 'button', { name: 'Sign in' } ).click();
		await expect( phone ).toHaveURL( /\/return\/\?token=/ );
		const join = phone.getByRole( 'button', { name: `Join ${ title }` } );
		await expect( join ).toBeVisible();
		await expectNoOverflow( phone );
		expect(
			await seriousViolations( phone, '.p2p-return-screen' )
		).toEqual( [] );
		await phone.screenshot( {
			path: testInfo.outputPath( 'return-screen-412.png' ),
			fullPage: true,
		} );
		await join.click();
		await expect( phone ).toHaveURL( /\/fundraiser\/\d+\/$/ );
		await expect(
			phone.getByRole( 'heading', { level: 1, name: 'Carla Mendes' } )
		).toBeVisible();
		await expect(
			phone.getByRole( 'link', { name: 'Blue Wave Runners' } ).first()
		).toBeVisible();

		// The link worked once.
		await phone.goto( link as string );
		await expect(
			phone.getByText( 'You are already fundraising for this campaign.' )
		).toBeVisible();
		await captain.close();
	} );
} );
