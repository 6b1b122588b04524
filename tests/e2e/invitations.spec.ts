/**
 * Invitations in a real browser (issue 8): the captain's save mails a single-use link; the link
 * from the mail log opens the private team to a visitor, once; the subject carries no team text.
 */
import type { Page } from '@playwright/test';
import { test, expect, mails, resetDemoData, readBoot } from './fixtures';

const CAMPAIGN = '/campaigns/demo';

/** The Splash Squad's id, read from the leaderboard API the page uses. */
async function privateTeamId( page: Page ): Promise< number > {
	await page.goto( `${ CAMPAIGN }/` );
	const boot = await readBoot< {
		settings: { apiRoot: string };
		data: { campaign: { campaign_id: number } };
	} >( page );
	const joiner = boot.settings.apiRoot.includes( '?' ) ? '&' : '?';
	const response = await page.request.get(
		`${ boot.settings.apiRoot }/get-campaign-teams-search${ joiner }campaign_id=${ boot.data.campaign.campaign_id }&search=Splash&showClosedTeams=true`
	);
	const found = ( await response.json() ) as {
		data: Array< { id: number; name: string } >;
	};
	const team = found.data.find(
		( item ) => item.name === 'The Splash Squad'
	);
	if ( ! team ) {
		throw new Error( 'no private demo team' );
	}
	return team.id;
}

async function register( page: Page, first: string, email: string ) {
	await page.getByLabel( 'First Name' ).fill( first );
	await page.getByLabel( 'Last Name' ).fill( 'Invitee' );
	await page.getByLabel( 'Email', { exact: true } ).fill( email );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'secret-pass' );
	await page.getByLabel( 'Confirm Password' ).fill( 'secret-pass' );
	await page.getByRole( 'button', { name: 'Join Team' } ).click();
}

test.describe( 'Team invitations', () => {
	test.afterAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test( 'the link from the invitation e-mail joins a private team, once', async ( {
		page,
		browser,
	}, testInfo ) => {
		const stamp = Date.now();
		const invitee = `ivy${ stamp }@example.net`;

		// The captain invites an address while saving the team.
		await page.goto( `${ CAMPAIGN }/login/` );
		await page.getByLabel( 'Email or Username' ).fill( 'emma@example.com' );
		await page.getByLabel( 'Password' ).fill( 'password' );
		await page.getByRole( 'button', { name: 'Sign in' } ).click();
		await page.waitForURL( /\/start-fundraising\/$/ );
		const id = await privateTeamId( page );
		await page.goto( `${ CAMPAIGN }/team/${ id }/update` );
		const invite = page.getByLabel( 'Invite team members' );
		await invite.fill( invitee );
		await invite.press( 'Enter' );
		await page.getByRole( 'button', { name: 'Save Team' } ).click();
		await expect( page ).toHaveURL( new RegExp( `/team/${ id }/$` ) );

		const mail = mails( testInfo ).find( ( item ) =>
			String( item.to ).includes( invitee )
		);
		expect( mail?.subject ).toBe(
			'You are invited to join a fundraising team'
		);
		const link = /https?:\/\/\S+\?invitation=[A-Za-z0-9]+/.exec(
			mail?.message ?? ''
		)?.[ 0 ];
		expect( link ).toBeTruthy();

		// A visitor opens the link and registers (with another address: the token is the proof).
		const visitor = await browser.newContext();
		const visitorPage = await visitor.newPage();
		await visitorPage.goto( String( link ) );
		await expect(
			visitorPage.getByText(
				'your invitation link lets you join it once'
			)
		).toBeVisible();
		await register( visitorPage, 'Ivy', `other${ stamp }@example.net` );
		await expect( visitorPage ).toHaveURL(
			/\/register\/create-profile\/$/
		);
		await visitor.close();

		// The same link a second time says why before any form is shown (nothing to fill in for
		// nothing): no registration form, no registration request.
		const second = await browser.newContext();
		const secondPage = await second.newPage();
		const problems: string[] = [];
		secondPage.on( 'response', ( response ) => {
			if ( response.status() >= 400 ) {
				problems.push( response.url() );
			}
		} );
		await secondPage.goto( String( link ) );
		await expect(
			secondPage
				.getByRole( 'alert' )
				.filter( { hasText: 'already been used' } )
		).toBeVisible();
		await expect( secondPage.getByLabel( 'First Name' ) ).toHaveCount( 0 );
		expect(
			problems.filter(
				( url ) => ! url.includes( 'get-team-invitation' )
			)
		).toEqual( [] );
		await second.close();
	} );
} );
