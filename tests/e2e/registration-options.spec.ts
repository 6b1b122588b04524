/**
 * Issue 28, registration options: an organiser adds a participant type with a fee, a question and
 * a waiver in wp-admin; a visitor registers choosing that type, answers, accepts the waiver and
 * pays the fee on the fake Stripe's checkout; the organiser filters the fundraisers table by the
 * type and sees the participant with the Type column; the answer and the paid fee show in the
 * fundraiser's admin view and in the fundraisers CSV; a participant who leaves Stripe's page
 * unpaid pays later with "Pay now" from the dashboard. The fake Stripe runs as in
 * stripe-payments.spec.ts (port 12111 + site port − 8888, the instance's stripe-fake.on flag).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import {
	test,
	expect,
	expectNoOverflow,
	loginAs,
	resetDemoData,
	seriousViolations,
} from './fixtures';

const REPO = path.resolve( __dirname, '../..' );
const ADMIN_PAGE = '/wp-admin/admin.php?page=p2p-fundraising';
const RUN = Date.now().toString( 36 );
const EMAIL = `runner-${ RUN }@example.net`;

let fake: ChildProcess | null = null;

const flagFile = ( testInfo: TestInfo ) =>
	path.join(
		REPO,
		'.wp',
		testInfo.project.metadata?.instance as string,
		'stripe-fake.on'
	);

async function openRegistrationTab( page: Page ) {
	await page.goto( ADMIN_PAGE );
	await page
		.getByRole( 'link', { name: 'Run for Clean Water 2026', exact: true } )
		.click();
	await page
		.getByRole( 'navigation', { name: 'Campaign sections' } )
		.getByRole( 'link', { name: 'Registration' } )
		.click();
}

test.describe( 'Registration options', () => {
	test.describe.configure( { mode: 'serial', timeout: 180_000 } );

	test.beforeAll( async ( {}, testInfo ) => {
		resetDemoData( testInfo );
		const sitePort = Number(
			new URL( testInfo.project.use.baseURL as string ).port
		);
		const port = 12111 + sitePort - 8888;
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
		writeFileSync( flagFile( testInfo ), 'registration-options.spec.ts\n' );
	} );

	test.afterAll( async ( {}, testInfo ) => {
		rmSync( flagFile( testInfo ), { force: true } );
		fake?.kill( 'SIGTERM' );
		fake = null;
		resetDemoData( testInfo );
	} );

	test( 'an organiser adds a type with a fee, a question and a waiver', async ( {
		page,
	}, testInfo ) => {
		await loginAs( page, 'admin' );
		await openRegistrationTab( page );

		await page
			.getByRole( 'button', { name: 'Add participant type' } )
			.click();
		const typeDialog = page.getByRole( 'dialog' );
		await typeDialog.getByLabel( /^Name/ ).fill( 'Trail runner' );
		await typeDialog.getByLabel( 'Registration fee' ).fill( '20' );
		await typeDialog.getByLabel( 'Capacity' ).fill( '50' );
		await typeDialog
			.getByRole( 'button', { name: 'Save participant type' } )
			.click();
		const types = page.getByRole( 'table', { name: 'Participant types' } );
		await expect(
			types.getByRole( 'row', { name: /Trail runner/ } )
		).toContainText( '0 of 50' );

		await page.getByRole( 'button', { name: 'Add question' } ).click();
		const questionDialog = page.getByRole( 'dialog' );
		await questionDialog.getByLabel( /^Question/ ).fill( 'T-shirt size' );
		await questionDialog
			.getByRole( 'combobox', { name: 'Answer' } )
			.selectOption( { label: 'Choice from a list' } );
		await questionDialog.getByLabel( /^Options/ ).fill( 'S\nM\nL' );
		await questionDialog
			.getByRole( 'checkbox', { name: 'An answer is required' } )
			.check();
		await questionDialog
			.getByRole( 'button', { name: 'Save question' } )
			.click();
		await expect(
			page.getByRole( 'table', { name: 'Questions' } )
		).toContainText( 'T-shirt size' );

		await page
			.getByLabel( 'Waiver text' )
			.fill( 'I take part at my own risk.' );
		await page.getByRole( 'button', { name: 'Save waiver' } ).click();
		await expect( page.getByText( 'Waiver saved.' ) ).toBeVisible();
		expect(
			await seriousViolations( page, '.p2p-admin-registration' )
		).toEqual( [] );
		await page.screenshot( {
			path: testInfo.outputPath( 'admin-registration.png' ),
			fullPage: true,
		} );
	} );

	test( 'a participant chooses the type, answers, accepts the waiver and pays on Stripe', async ( {
		page,
	}, testInfo ) => {
		// A phone's width: nothing of the fieldsets may overflow sideways.
		await page.setViewportSize( { width: 412, height: 915 } );
		await page.goto( '/campaigns/demo/register/individual/' );
		const types = page.getByRole( 'group', {
			name: /How do you take part\?/,
		} );
		await expect( types ).toBeVisible();
		await page.getByLabel( 'First Name', { exact: true } ).fill( 'Tara' );
		await page.getByLabel( 'Last Name', { exact: true } ).fill( 'Trail' );
		await page.getByLabel( 'Email', { exact: true } ).fill( EMAIL );
		await page
			.getByLabel( 'Password', { exact: true } )
			.fill( 'trail-secret' );
		await page
			.getByLabel( 'Confirm Password', { exact: true } )
			.fill( 'trail-secret' );
		await types.getByRole( 'radio', { name: 'Trail runner' } ).check();
		await page
			.getByRole( 'combobox', { name: /T-shirt size/ } )
			.selectOption( 'M' );
		await page
			.getByRole( 'checkbox', {
				name: 'I have read and accept the waiver.',
			} )
			.check();
		expect(
			await seriousViolations( page, '.p2p-registration-form' )
		).toEqual( [] );
		expect(
			await page.evaluate(
				() => document.documentElement.scrollWidth <= window.innerWidth
			)
		).toBe( true );
		await page.screenshot( {
			path: testInfo.outputPath( 'registration-wizard-412.png' ),
			fullPage: true,
		} );
		await page.getByRole( 'button', { name: 'Continue' } ).click();

		// The fake Stripe's hosted checkout, then back to step 2 of the wizard.
		await expect( page.getByTestId( 'amount' ) ).toHaveText( /20/ );
		await page.getByRole( 'button', { name: /^Pay/ } ).click();
		await expect( page ).toHaveURL( /register\/create-profile/ );
	} );

	test( 'the answer and the paid fee show in wp-admin and in the CSV', async ( {
		page,
	} ) => {
		await loginAs( page, 'admin' );
		await page.goto( ADMIN_PAGE );
		await page
			.getByRole( 'link', {
				name: 'Run for Clean Water 2026',
				exact: true,
			} )
			.click();
		await page
			.getByRole( 'navigation', { name: 'Campaign sections' } )
			.getByRole( 'link', { name: 'Fundraisers' } )
			.click();

		// The table names each fundraiser's type and filters by it.
		const table = page.getByRole( 'table', { name: 'Fundraisers' } );
		await expect(
			table.getByRole( 'columnheader', { name: 'Type', exact: true } )
		).toBeVisible();
		await page
			.getByRole( 'combobox', { name: 'Filter by participant type' } )
			.selectOption( { label: 'Trail runner' } );
		await expect( page.locator( '.displaying-num' ) ).toHaveText(
			'1 item'
		);
		await expect(
			table.getByRole( 'row', { name: /Tara Trail/ } )
		).toContainText( 'Trail runner' );
		expect( await seriousViolations( page, '.p2p-admin-toolbar' ) ).toEqual(
			[]
		);

		await page.getByRole( 'searchbox' ).first().fill( 'Tara Trail' );
		await page
			.getByRole( 'button', { name: /Edit Tara Trail/ } )
			.first()
			.click();
		const registration = page.getByRole( 'region', {
			name: 'Registration',
		} );
		await expect( registration ).toContainText( 'Trail runner' );
		await expect( registration ).toContainText( 'T-shirt size' );
		await expect( registration ).toContainText( 'M' );
		// The webhook of the fake's payment marked the fee paid.
		await expect( registration ).toContainText( 'Paid' );
		await page.keyboard.press( 'Escape' );

		await page
			.getByRole( 'navigation', { name: 'Campaign sections' } )
			.getByRole( 'link', { name: 'Export' } )
			.click();
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page
				.getByRole( 'link', { name: 'Export fundraisers (CSV)' } )
				.click(),
		] );
		const csv = readFileSync( ( await download.path() )!, 'utf8' ).replace(
			/^\uFEFF/,
			''
		);
		const lines = csv.trim().split( '\r\n' );
		expect( lines[ 0 ] ).toContain(
			'registration_type,registration_fee,fee_status,waiver_accepted_at,T-shirt size'
		);
		const row = lines.find( ( line ) => line.includes( EMAIL ) );
		expect( row ).toMatch( /,Trail runner,20,paid,[^,]+,M$/ );
	} );

	test( 'a participant who leaves Stripe unpaid pays later with "Pay now" and the page goes live', async ( {
		page,
		browser,
	}, testInfo ) => {
		await page.setViewportSize( { width: 412, height: 915 } );
		await page.goto( '/campaigns/demo/register/individual/' );
		await page.getByLabel( 'First Name', { exact: true } ).fill( 'Lena' );
		await page.getByLabel( 'Last Name', { exact: true } ).fill( 'Later' );
		await page
			.getByLabel( 'Email', { exact: true } )
			.fill( `later-${ RUN }@example.net` );
		await page
			.getByLabel( 'Password', { exact: true } )
			.fill( 'later-secret' );
		await page
			.getByLabel( 'Confirm Password', { exact: true } )
			.fill( 'later-secret' );
		await page.getByRole( 'radio', { name: 'Trail runner' } ).check();
		await page
			.getByRole( 'combobox', { name: /T-shirt size/ } )
			.selectOption( 'L' );
		await page
			.getByRole( 'checkbox', {
				name: 'I have read and accept the waiver.',
			} )
			.check();
		await page.getByRole( 'button', { name: 'Continue' } ).click();

		// Leaves Stripe's page without paying: back on step 2, told the fee is unpaid.
		await expect( page.getByTestId( 'amount' ) ).toHaveText( /20/ );
		await page
			.getByRole( 'button', { name: 'Cancel and go back' } )
			.click();
		await expect( page ).toHaveURL( /register\/create-profile/ );
		const unpaid =
			/Your registration fee of \$20(\.00)? is not paid yet\. Your page goes live once it is paid\./;
		await expect( page.locator( '.p2p-registration-fee' ) ).toContainText(
			unpaid
		);

		// The dashboard says it too, with "Pay now"; the page is hidden meanwhile.
		await page.goto( '/campaigns/demo/start-fundraising/' );
		const notice = page.locator( '.p2p-registration-fee' );
		await expect( notice ).toContainText( unpaid );
		const pageUrl = await page
			.getByRole( 'link', { name: 'View Profile' } )
			.getAttribute( 'href' );
		expect(
			await seriousViolations( page, '.p2p-registration-fee' )
		).toEqual( [] );
		await expectNoOverflow( page );
		await page.screenshot( {
			path: testInfo.outputPath( 'registration-fee-unpaid-412.png' ),
			fullPage: true,
		} );
		const visitor = await browser.newContext( {
			baseURL: testInfo.project.use.baseURL,
		} );
		const visitorPage = await visitor.newPage();
		// Hidden: the site answers 404 (the theme's own page) for a page that is not live.
		expect( ( await visitorPage.goto( pageUrl! ) )?.status() ).toBe( 404 );

		// Pays through the fake's checkout and comes back to the dashboard, the fee paid.
		await notice.getByRole( 'button', { name: 'Pay now' } ).click();
		await expect( page.getByTestId( 'amount' ) ).toHaveText( /20/ );
		await page.getByRole( 'button', { name: /^Pay/ } ).click();
		await expect( page ).toHaveURL( /start-fundraising/ );
		await expect(
			page.getByRole( 'link', { name: 'View Profile' } )
		).toBeVisible();
		await expect( page.locator( '.p2p-registration-fee' ) ).toHaveCount(
			0
		);

		// The page is live for everyone.
		expect( ( await visitorPage.goto( pageUrl! ) )?.status() ).toBe( 200 );
		await expect(
			visitorPage.getByRole( 'heading', { name: /Lena Later/ } )
		).toBeVisible();
		await visitor.close();
	} );
} );
