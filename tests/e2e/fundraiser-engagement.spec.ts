/**
 * Fundraisers who keep fundraising (issue 13), in a real browser against the real plugin: a
 * donation to the demo fundraiser queues "you received a donation" (and, crossing 50 % of the
 * goal, the milestone e-mail, once), WP-Cron sends them to the mail log; the fundraiser thanks the
 * donor from the dashboard; an update they post is on their page for visitors; the captain hands
 * over captaincy. The queue is drained by requesting wp-cron.php, as WordPress's own cron does.
 */
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	mails,
	resetDemoData,
	seriousViolations,
	runCron,
	sentSince,
	readBoot,
} from './fixtures';

const CAMPAIGN = '/campaigns/demo';

interface Boot {
	settings: { apiRoot: string };
	data: { campaign: { campaign_id: number } };
}

/** Felix Brandt's fundraiser (the demo fundraiser without a team): id and donation form. */
async function felix( page: Page ) {
	await page.goto( `${ CAMPAIGN }/` );
	const boot = await readBoot< Boot >( page );
	const joiner = boot.settings.apiRoot.includes( '?' ) ? '&' : '?';
	const found = ( await (
		await page.request.get(
			`${ boot.settings.apiRoot }/get-campaign-fundraisers-search${ joiner }campaign_id=${ boot.data.campaign.campaign_id }&search=Felix`
		)
	).json() ) as { data: Array< { id: number } > };
	const id = found.data[ 0 ]!.id;
	const fundraiser = ( await (
		await page.request.get(
			`${ boot.settings.apiRoot }/get-fundraiser${ joiner }fundraiser_id=${ id }`
		)
	).json() ) as { data: { iframe_url: string } };
	return { id, form: fundraiser.data.iframe_url };
}

async function donate(
	page: Page,
	form: string,
	values: { amount: string; first: string; email: string; updates: boolean }
) {
	await page.goto( form );
	await page.getByLabel( 'Other amount' ).fill( values.amount );
	await page.getByLabel( 'First name' ).fill( values.first );
	await page.getByLabel( 'Last name' ).fill( 'Giver' );
	await page.getByLabel( 'E-mail' ).fill( values.email );
	if ( values.updates ) {
		await page.getByLabel( 'Send me updates from Felix Brandt' ).check();
	}
	await page.getByRole( 'button', { name: /Donate/ } ).click();
	await expect( page.getByText( /Thank you/ ) ).toBeVisible();
}

/** No serious or critical axe violation in the campaign app (and in an open dialog). */
async function expectNoSeriousViolations( page: Page ) {
	expect(
		await seriousViolations(
			page,
			'#p2p-fundraising-root',
			'[role="dialog"]'
		)
	).toEqual( [] );
}

async function signIn( page: Page, handle: string ) {
	await page.goto( `${ CAMPAIGN }/login/` );
	await page.getByLabel( 'Email or Username' ).fill( handle );
	await page.getByLabel( 'Password' ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Sign in' } ).click();
	await page.waitForURL( /\/start-fundraising\/$/ );
}

test.describe( 'Fundraisers who keep fundraising', () => {
	test.describe.configure( { mode: 'serial' } );

	test.beforeAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test.afterAll( ( {}, testInfo ) => resetDemoData( testInfo ) );

	test( 'a donation e-mails the fundraiser, crossing 50 % once; they thank the donor and post an update', async ( {
		page,
		browser,
	}, testInfo ) => {
		test.setTimeout( 90_000 );
		const stamp = Date.now();
		const donor = `nora${ stamp }@example.net`;
		const before = mails( testInfo ).length;
		const { id, form } = await felix( page );

		// Felix has $355 of $1,000: $200 takes him past 50 %.
		await donate( page, form, {
			amount: '200',
			first: `Nora${ stamp }`,
			email: donor,
			updates: true,
		} );
		expect(
			mails( testInfo )
				.slice( before )
				.filter( ( mail ) => mail.to === 'fundraiser@example.com' )
		).toHaveLength( 0 );
		const received = await sentSince(
			testInfo,
			page.request,
			before,
			( mail ) =>
				mail.to === 'fundraiser@example.com' &&
				mail.subject === 'You received a donation of $200'
		);
		expect( received[ 0 ]!.message ).toContain(
			`Nora${ stamp } Giver just gave $200 to your fundraiser`
		);
		const milestone = await sentSince(
			testInfo,
			page.request,
			before,
			( mail ) =>
				mail.to === 'fundraiser@example.com' &&
				mail.subject === 'You reached 50% of your goal!'
		);
		expect( milestone ).toHaveLength( 1 );

		// Another gift above 50 %: a donation e-mail, no second milestone e-mail.
		await donate( page, form, {
			amount: '10',
			first: `Otto${ stamp }`,
			email: `otto${ stamp }@example.net`,
			updates: false,
		} );
		await sentSince(
			testInfo,
			page.request,
			before,
			( mail ) => mail.subject === 'You received a donation of $10'
		);
		await runCron( page.request );
		expect(
			mails( testInfo )
				.slice( before )
				.filter( ( mail ) => mail.subject.startsWith( 'You reached' ) )
		).toHaveLength( 1 );

		// The fundraiser thanks Nora from the dashboard.
		await signIn( page, 'fundraiser@example.com' );
		const donors = page.getByRole( 'region', { name: 'My donors' } );
		await donors
			.getByRole( 'button', { name: `Thank Nora${ stamp } Giver` } )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: `Thank Nora${ stamp } Giver`,
		} );
		await expect(
			dialog.getByRole( 'textbox', { name: /Your message/ } )
		).toHaveValue( new RegExp( `^Dear Nora${ stamp },` ) );
		await page.screenshot( {
			path: testInfo.outputPath( 'thank-modal.png' ),
			fullPage: true,
		} );
		await expectNoSeriousViolations( page );
		await dialog.getByRole( 'button', { name: 'Send thank-you' } ).click();
		// A test-mode gift is marked thanked but never e-mailed: its address was typed into a form
		// that takes no money (decisions/0049).
		await expect(
			donors.getByText(
				'This is a test donation: it is marked as thanked, but no e-mail was sent.'
			)
		).toBeVisible();
		await expect( donors.getByText( 'Thanked' ).first() ).toBeVisible();
		const thanks = mails( testInfo )
			.slice( before )
			.filter( ( mail ) => mail.to === donor );
		// Her receipt, sent by the cron run that sent Felix's e-mails, and no thank-you.
		expect( thanks.map( ( mail ) => mail.subject ) ).toEqual( [
			expect.stringMatching(
				/^\[TEST\] Your donation receipt TEST-P2P-\d{6}$/
			),
		] );
		expect( JSON.stringify( await page.content() ) ).not.toContain( donor );

		// An update on the dashboard, e-mailed to Nora who asked for updates.
		const text = `Half way there, thanks to you all! ${ stamp }`;
		const updates = page.getByRole( 'region', { name: 'Updates' } );
		await updates.getByLabel( /Your update/ ).fill( text );
		await updates
			.getByLabel( 'Also e-mail it to donors who asked for updates' )
			.check();
		await updates.getByRole( 'button', { name: 'Post update' } ).click();
		await expect(
			updates.getByText(
				'Your update is posted and will be e-mailed to 1 donor.'
			)
		).toBeVisible();
		await page.screenshot( {
			path: testInfo.outputPath( 'fundraiser-dashboard.png' ),
			fullPage: true,
		} );
		await expectNoSeriousViolations( page );
		const news = await sentSince(
			testInfo,
			page.request,
			before,
			( mail ) => mail.to === donor && mail.subject.startsWith( 'News' )
		);
		expect( news[ 0 ]!.subject ).toBe( 'News from Felix Brandt' );

		// A visitor sees it on Felix's page.
		const visitor = await browser.newPage();
		await visitor.goto( `${ CAMPAIGN }/fundraiser/${ id }/` );
		await expect(
			visitor.getByRole( 'region', { name: 'Updates' } ).getByText( text )
		).toBeVisible();
		await visitor.close();
	} );

	test( 'the captain sees the team and hands over captaincy', async ( {
		page,
	}, testInfo ) => {
		await signIn( page, 'captain@example.com' );
		const tools = page.getByRole( 'region', { name: 'Manage your team' } );
		await expect(
			tools.getByText( 'Maya Patel', { exact: true } )
		).toBeVisible();
		await expect(
			tools.getByText( 'Captain', { exact: true } )
		).toBeVisible();
		await tools.scrollIntoViewIfNeeded();
		await page.screenshot( {
			path: testInfo.outputPath( 'team-tools.png' ),
			fullPage: true,
		} );
		await expectNoSeriousViolations( page );
		await tools
			.getByRole( 'button', { name: 'Make Maya Patel captain' } )
			.click();
		const dialog = page.getByRole( 'dialog', {
			name: 'Hand over captaincy',
		} );
		await dialog.getByRole( 'button', { name: 'Make captain' } ).click();
		await expect(
			page.getByText( 'Maya Patel is now the captain of your team.' )
		).toBeVisible();

		// Maya now runs the team; Carla no longer edits it.
		const team = page.getByRole( 'link', { name: 'View Team' } );
		await team.click();
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Blue Wave Runners' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Edit team' } )
		).toHaveCount( 0 );
	} );
} );
