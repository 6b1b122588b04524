/**
 * Real money, without the internet: the site in Stripe mode against the local fake Stripe
 * (scripts/stripe-fake/server.mjs on 12111 + (site port − 8888), webhook secret whsec_p2p_fake).
 * Donors give one-time and monthly through the real donate pages, pay on the fake's hosted
 * checkout, come back to the thank-you view and get a receipt by mail; every total on the
 * campaign home, team and fundraiser pages follows; a renewal adds one donation (its replay
 * none); a refund from wp-admin takes the money out again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import {
	test,
	expect,
	loginAs,
	resetDemoData,
	seriousViolations,
	runCron,
	readBoot,
} from './fixtures';

const HOME = '/campaigns/demo/';
const REPO = path.resolve( __dirname, '../..' );

interface Stats {
	raisedAmount: number;
	donationsCount: number;
}
interface Totals {
	campaign: Stats;
	team: Stats;
	fundraiser: Stats;
}
interface Target {
	campaignId: number;
	teamId: number;
	teamName: string;
	fundraiserId: number;
	fundraiserName: string;
}
interface Mail {
	to: string | string[];
	subject: string;
	message: string;
}

let fake: ChildProcess | null = null;
/** Unique per run: the mail log keeps earlier runs' mails. */
const RUN = Date.now().toString( 36 );
/** The one-time gift of the first test (with the covered fee), refunded in the last. */
let oneTime = { email: '', total: 0 };
/** The monthly gift's donor, whose subscription the last test cancels. */
let monthlyEmail = '';
let fakeUrl = '';
let target: Target;

const instanceOf = ( testInfo: TestInfo ) =>
	testInfo.project.metadata?.instance as string;
const flagFile = ( testInfo: TestInfo ) =>
	path.join( REPO, '.wp', instanceOf( testInfo ), 'stripe-fake.on' );

function mails( testInfo: TestInfo ): Mail[] {
	const file = path.join( REPO, '.wp', instanceOf( testInfo ), 'mail.log' );
	return existsSync( file )
		? readFileSync( file, 'utf8' )
				.split( '\n' )
				.filter( Boolean )
				.map( ( line ) => JSON.parse( line ) as Mail )
		: [];
}

async function json< T >( request: APIRequestContext, url: string ) {
	const response = await request.get( url );
	expect( response.ok(), url ).toBe( true );
	return ( await response.json() ) as T;
}

async function readTotals( request: APIRequestContext ): Promise< Totals > {
	const api = '/?rest_route=/p2p-fundraising/v1';
	const stats = async ( route: string, query: string ) =>
		(
			await json< { data: Stats } >(
				request,
				`${ api }/${ route }&${ query }`
			)
		).data;
	return {
		campaign: await stats(
			'get-campaign-stats',
			`campaign_id=${ target.campaignId }`
		),
		team: await stats( 'get-team-stats', `team_id=${ target.teamId }` ),
		fundraiser: await stats(
			'get-fundraiser-stats',
			`fundraiser_id=${ target.fundraiserId }`
		),
	};
}

const dollars = ( amount: number ) =>
	'$' +
	amount.toLocaleString( 'en-US', {
		minimumFractionDigits: Number.isInteger( amount ) ? 0 : 2,
		maximumFractionDigits: 2,
	} );

/** Each page shows these totals: raised amount and donations count. */
async function expectPagesShow( page: Page, totals: Totals ) {
	for ( const [ url, region, stats ] of [
		[ HOME, 'Campaign statistics', totals.campaign ],
		[ `${ HOME }team/${ target.teamId }/`, 'Team statistics', totals.team ],
		[
			`${ HOME }fundraiser/${ target.fundraiserId }/`,
			'Fundraiser statistics',
			totals.fundraiser,
		],
	] as const ) {
		await page.goto( url );
		const section = page.getByRole( 'region', { name: region } );
		await expect( section.locator( 'strong' ).first() ).toHaveText(
			dollars( stats.raisedAmount )
		);
		await expect(
			section.locator( 'dt:text-is("Donations") + dd' )
		).toHaveText( stats.donationsCount.toLocaleString( 'en-US' ) );
	}
}

function expectMoved(
	before: Totals,
	after: Totals,
	amount: number,
	count: number
) {
	for ( const key of [ 'campaign', 'team', 'fundraiser' ] as const ) {
		expect( after[ key ].raisedAmount, key ).toBeCloseTo(
			before[ key ].raisedAmount + amount,
			2
		);
		expect( after[ key ].donationsCount, key ).toBe(
			before[ key ].donationsCount + count
		);
	}
}

/** The donation form inside the donate page's frame. */
const donationForm = ( page: Page ) =>
	page.frameLocator( 'iframe[title="Donation form"]' );

async function fillForm(
	page: Page,
	values: { amount: string; first: string; last: string; email: string }
) {
	const form = donationForm( page );
	await form.getByLabel( 'Other amount' ).fill( values.amount );
	await form.getByLabel( 'First name' ).fill( values.first );
	await form.getByLabel( 'Last name' ).fill( values.last );
	await form.getByLabel( 'E-mail' ).fill( values.email );
}

test.describe( 'Stripe payments (fake Stripe)', () => {
	// Several page loads, a checkout and wp-admin per test: more than the default 30 s on a busy machine.
	test.describe.configure( { mode: 'serial', timeout: 120_000 } );

	test.beforeAll( async ( { browser }, testInfo ) => {
		resetDemoData( testInfo );
		const sitePort = Number(
			new URL( testInfo.project.use.baseURL as string ).port
		);
		const port = 12111 + sitePort - 8888;
		fakeUrl = `http://localhost:${ port }`;
		fake = spawn(
			process.execPath,
			[
				path.join( REPO, 'scripts/stripe-fake/server.mjs' ),
				'--port',
				String( port ),
			],
			{ stdio: [ 'ignore', 'pipe', 'inherit' ] }
		);
		await new Promise< void >( ( resolve, reject ) => {
			fake?.stdout?.on( 'data', ( chunk: Buffer ) => {
				if ( chunk.toString().includes( 'listening' ) ) {
					resolve();
				}
			} );
			fake?.on( 'exit', ( code ) =>
				reject( new Error( `fake Stripe exited (${ code })` ) )
			);
		} );
		writeFileSync( flagFile( testInfo ), 'stripe-payments.spec.ts\n' );

		// The fundraiser and team to credit, from the seeded rows: the top fundraiser with a team.
		const page = await browser.newPage( {
			baseURL: testInfo.project.use.baseURL,
		} );
		await page.goto( HOME );
		const boot = await readBoot< {
			data: { campaign: { campaign_id: number } };
		} >( page );
		const campaignId = boot.data.campaign.campaign_id;
		const api = '/?rest_route=/p2p-fundraising/v1';
		const list = await json< { data: Array< { id: number } > } >(
			page.request,
			`${ api }/get-campaign-fundraisers-search&campaign_id=${ campaignId }&per_page=50`
		);
		for ( const item of list.data ) {
			const fundraiser = (
				await json< {
					data: {
						id: number;
						team_id: number | null;
						team: string;
						fundraiser_name: string;
					};
				} >(
					page.request,
					`${ api }/get-fundraiser&fundraiser_id=${ item.id }`
				)
			).data;
			if ( fundraiser.team_id ) {
				target = {
					campaignId,
					teamId: fundraiser.team_id,
					teamName: fundraiser.team,
					fundraiserId: fundraiser.id,
					fundraiserName: fundraiser.fundraiser_name,
				};
				break;
			}
		}
		await page.close();
		expect( target ).toBeDefined();
	} );

	test.afterAll( async ( {}, testInfo ) => {
		rmSync( flagFile( testInfo ), { force: true } );
		fake?.kill( 'SIGTERM' );
		fake = null;
		resetDemoData( testInfo );
	} );

	test( 'a one-time gift to a fundraiser: cancel keeps the form, paying completes it with a receipt', async ( {
		page,
	}, testInfo ) => {
		const before = await readTotals( page.request );
		const email = `one.time.${ RUN }.${ testInfo.project.name }@example.org`;
		const donatePage = `${ HOME }fundraiser/${ target.fundraiserId }/donate/`;
		await page.goto( donatePage );
		await fillForm( page, {
			amount: '30',
			first: 'Olive',
			last: 'Once',
			email,
		} );
		const form = donationForm( page );
		await form.getByLabel( 'Cover the processing fee' ).check();
		const totalText = await form.locator( '#p2p-total' ).textContent();
		const total = Number( ( totalText ?? '' ).replace( /[^0-9.]/g, '' ) );
		expect( total ).toBeGreaterThan( 30 );

		// To Checkout in the whole window, then back without paying: the form as filled in.
		await form.getByRole( 'button', { name: 'Donate' } ).click();
		await page.waitForURL( ( url ) =>
			url.href.startsWith( `${ fakeUrl }/checkout/` )
		);
		await expect( page.getByTestId( 'amount' ) ).toHaveText(
			`${ total.toFixed( 2 ) } USD`
		);
		await page
			.getByRole( 'button', { name: 'Cancel and go back' } )
			.click();
		await page.waitForURL( /\/donate\/\?.*p2p_resume=/ );
		await expect( form.getByLabel( 'First name' ) ).toHaveValue( 'Olive' );
		await expect( form.getByLabel( 'E-mail' ) ).toHaveValue( email );
		await expect( form.getByLabel( 'Other amount' ) ).toHaveValue( '30' );
		await expect(
			form.getByLabel( 'Cover the processing fee' )
		).toBeChecked();
		expectMoved( before, await readTotals( page.request ), 0, 0 );

		// Pay this time.
		await form.getByRole( 'button', { name: 'Donate' } ).click();
		await page.waitForURL( ( url ) =>
			url.href.startsWith( `${ fakeUrl }/checkout/` )
		);
		await page.getByRole( 'button', { name: /^Pay / } ).click();
		await page.waitForURL( /\/donate\/\?.*p2p_donation=/ );
		await expect(
			form.getByRole( 'heading', { name: 'Thank you!' } )
		).toBeVisible();
		const receipt = form.locator( '.p2p-donate__receipt' );
		await expect( receipt ).toContainText( dollars( total ) );
		await expect( receipt ).toContainText( target.fundraiserName );
		const number =
			( await receipt
				.locator( 'dt:text-is("Receipt number") + dd' )
				.textContent() ) ?? '';
		expect( number ).toMatch( /^P2P-\d{6}$/ );

		// The receipt goes through the mail queue: WP-Cron sends it (decision 0060).
		let mail: Mail | undefined;
		await expect( async () => {
			await runCron( page.request );
			mail = mails( testInfo ).find( ( entry ) => entry.to === email );
			expect( mail ).toBeDefined();
		} ).toPass( { timeout: 20_000 } );
		expect( mail?.subject ).toContain( number );
		expect( mail?.message ).toContain( dollars( total ) );
		expect( mail?.message ).toContain( target.fundraiserName );

		const after = await readTotals( page.request );
		expectMoved( before, after, total, 1 );
		await expectPagesShow( page, after );
		oneTime = { email, total };
	} );

	test( 'a monthly gift to a team: renewals add one donation each, a replayed renewal none', async ( {
		page,
		request,
	}, testInfo ) => {
		// A team gift counts for the campaign and the team, not for the fundraiser.
		const before = await readTotals( page.request );
		const email = `monthly.${ RUN }.${ testInfo.project.name }@example.org`;
		await page.goto( `${ HOME }team/${ target.teamId }/donate` );
		await fillForm( page, {
			amount: '12',
			first: 'Monty',
			last: 'Monthly',
			email,
		} );
		const form = donationForm( page );
		await form.getByRole( 'radio', { name: 'Monthly' } ).check();
		await expect( form.locator( '#p2p-total' ) ).toHaveText(
			'$12 per month'
		);
		await form.getByRole( 'button', { name: 'Donate' } ).click();
		await page.waitForURL( ( url ) =>
			url.href.startsWith( `${ fakeUrl }/checkout/` )
		);
		await expect( page.getByTestId( 'amount' ) ).toHaveText(
			'12.00 USD per month'
		);
		await page.getByRole( 'button', { name: /^Pay / } ).click();
		await page.waitForURL( /p2p_donation=/ );
		await expect( form.locator( '.p2p-donate__receipt' ) ).toContainText(
			'(monthly gift)'
		);
		await expect( form.locator( '.p2p-donate__receipt' ) ).toContainText(
			target.teamName
		);
		await expect( async () => {
			await runCron( page.request );
			expect(
				mails( testInfo ).filter( ( entry ) => entry.to === email )
			).toHaveLength( 1 );
		} ).toPass( { timeout: 20_000 } );

		let totals = await readTotals( page.request );
		expect( totals.campaign.donationsCount ).toBe(
			before.campaign.donationsCount + 1
		);
		expect( totals.team.donationsCount ).toBe(
			before.team.donationsCount + 1
		);
		expect( totals.fundraiser ).toEqual( before.fundraiser );

		const state = ( await (
			await request.get( `${ fakeUrl }/_fake/state` )
		).json() ) as {
			subscriptions: Record< string, { customer_email: string } >;
		};
		const subscription = Object.values( state.subscriptions ).find(
			( candidate ) => candidate.customer_email === email
		) as unknown as { id: string };
		for ( let renewal = 1; renewal <= 2; renewal++ ) {
			const answer = await request.post(
				`${ fakeUrl }/_fake/subscriptions/${ subscription.id }/renew`
			);
			const { event, delivered } = ( await answer.json() ) as {
				event: string;
				delivered: number;
			};
			expect( delivered ).toBe( 200 );
			const previous = totals;
			totals = await readTotals( page.request );
			expect( totals.campaign.donationsCount ).toBe(
				previous.campaign.donationsCount + 1
			);
			expect( totals.team.donationsCount ).toBe(
				previous.team.donationsCount + 1
			);
			expect( totals.team.raisedAmount ).toBeCloseTo(
				previous.team.raisedAmount + 12,
				2
			);

			// Stripe delivers an event again after a timeout: acknowledged, not counted twice.
			const replay = await request.post(
				`${ fakeUrl }/_fake/events/${ event }/resend`
			);
			expect(
				( ( await replay.json() ) as { delivered: number } ).delivered
			).toBe( 200 );
			expect( await readTotals( page.request ) ).toEqual( totals );
		}
		// A receipt for the first payment and one for each renewal, each with its own number.
		await expect( async () => {
			await runCron( page.request );
			const receipts = mails( testInfo ).filter(
				( entry ) => entry.to === email
			);
			expect( receipts ).toHaveLength( 3 );
			expect(
				new Set( receipts.map( ( entry ) => entry.subject ) ).size
			).toBe( 3 );
		} ).toPass( { timeout: 20_000 } );
		await expectPagesShow( page, totals );
		monthlyEmail = email;
	} );

	test( 'a refund from wp-admin goes through Stripe and takes the gift off every total', async ( {
		page,
	} ) => {
		const before = await readTotals( page.request );
		const { email, total: amount } = oneTime;
		expect( amount ).toBeGreaterThan( 0 );
		await loginAs( page, 'admin', 'password' );
		await page.goto(
			`/wp-admin/admin.php?page=p2p-fundraising#/campaigns/${ target.campaignId }/donations`
		);
		await page
			.getByRole( 'searchbox', { name: /Search donors/ } )
			.fill( email );
		await page
			.getByRole( 'searchbox', { name: /Search donors/ } )
			.press( 'Enter' );
		const row = page
			.getByRole( 'row' )
			.filter( { hasText: email } )
			.filter( { hasText: 'Completed' } );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( dollars( amount ) );
		await expect( row ).toContainText( 'Stripe' );
		await expect(
			row.getByRole( 'button', { name: /^Mark donation \d+ received$/ } )
		).toHaveCount( 0 );
		await row
			.getByRole( 'button', { name: /^Refund donation \d+$/ } )
			.click();
		await page
			.getByRole( 'dialog' )
			.getByRole( 'button', { name: 'Refund through Stripe' } )
			.click();
		await expect(
			page.getByText(
				'Donation marked refunded; it no longer counts in the totals.'
			)
		).toBeVisible();

		const after = await readTotals( page.request );
		expect( after.campaign.raisedAmount ).toBeCloseTo(
			before.campaign.raisedAmount - amount,
			2
		);
		expectMoved( before, after, -amount, -1 );

		// The monthly gift: "Cancel monthly gift" stops the subscription on Stripe.
		const search = page.getByRole( 'searchbox', { name: /Search donors/ } );
		await search.fill( monthlyEmail );
		await search.press( 'Enter' );
		const monthly = page
			.getByRole( 'row' )
			.filter( { hasText: monthlyEmail } );
		await expect( monthly ).toHaveCount( 3 );
		await monthly
			.first()
			.getByRole( 'button', {
				name: /^Cancel the monthly gift of donation \d+$/,
			} )
			.click();
		await page
			.getByRole( 'dialog' )
			.getByRole( 'button', { name: 'Cancel monthly gift' } )
			.click();
		await expect(
			page.getByText( 'Monthly gift cancelled: no further renewals.' )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: /Cancel monthly gift/ } )
		).toHaveCount( 0 );
		const state = ( await (
			await page.request.get( `${ fakeUrl }/_fake/state` )
		).json() ) as {
			subscriptions: Record<
				string,
				{ customer_email: string; status: string }
			>;
		};
		expect(
			Object.values( state.subscriptions ).find(
				( item ) => item.customer_email === monthlyEmail
			)?.status
		).toBe( 'canceled' );

		await expectPagesShow( page, after );
	} );

	test( 'the Stripe donation form has no serious or critical accessibility violations', async ( {
		page,
	} ) => {
		await page.goto( `${ HOME }team/${ target.teamId }/donate` );
		const src = await page
			.locator( 'iframe[title="Donation form"]' )
			.getAttribute( 'src' );
		await page.goto( src ?? '' );
		await expect(
			page.getByRole( 'radio', { name: 'Monthly' } )
		).toBeVisible();
		expect( await seriousViolations( page ) ).toEqual( [] );
	} );
} );
