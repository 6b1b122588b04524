/**
 * Issue 25, as a person sees it in Chromium: admin tables that never cut a word in two at
 * 1280 px (English and German), dialogs in the app's font without a stray type chip, no
 * WordPress toolbar for a fundraiser and a real "Sign out" on the campaign pages, and a captain
 * who hands the team over losing its tools at once. Screenshots of each at 1280×800 and 412×915.
 */
import type { Page, TestInfo } from '@playwright/test';
import {
	test,
	expect,
	loginAs,
	projectInstance,
	resetDemoData,
	wpCli,
} from './fixtures';
import { demoCampaignId, openScreen } from './admin-app';

const CAMPAIGN = '/campaigns/demo';
const LISTS = [ 'teams', 'fundraisers', 'donations', 'updates', 'sponsors' ];
const SIZES = [
	{ width: 1280, height: 800 },
	{ width: 412, height: 915 },
];

function setOptions( testInfo: TestInfo, values: Record< string, string > ) {
	wpCli(
		'options',
		'--instance',
		projectInstance( testInfo ),
		...Object.entries( values ).map(
			( [ name, value ] ) => `${ name }=${ value }`
		)
	);
}

/**
 * Every word of the tables' headings and cells that the browser laid out on more than one line
 * (a word cut in two: "Credit ed", "Datu m", "26.11.2 026"). A compound may wrap after its hyphen
 * ("Swim-a-" / "thon"), as typesetting does, so the pieces between hyphens are the words.
 */
const brokenWords = ( page: Page ) =>
	page.locator( '.p2p-data-table table' ).evaluateAll( ( tables ) => {
		const broken: string[] = [];
		for ( const table of tables ) {
			const walker = document.createTreeWalker(
				table,
				NodeFilter.SHOW_TEXT
			);
			for (
				let node = walker.nextNode();
				node;
				node = walker.nextNode()
			) {
				const text = node.textContent ?? '';
				const words = /[^\s-]+/g;
				for (
					let match = words.exec( text );
					match;
					match = words.exec( text )
				) {
					const range = document.createRange();
					range.setStart( node, match.index );
					range.setEnd( node, match.index + match[ 0 ].length );
					const tops = new Set(
						[ ...range.getClientRects() ]
							.filter( ( rect ) => rect.width > 0 )
							.map( ( rect ) => Math.round( rect.top ) )
					);
					if ( tops.size > 1 ) {
						broken.push( match[ 0 ] );
					}
				}
			}
		}
		return broken;
	} );

test.describe( 'Issue 25: admin tables, dialogs, toolbar and sign-out', () => {
	// Many screens each, on a loaded machine.
	test.describe.configure( { mode: 'serial', timeout: 240_000 } );

	test.afterAll( ( {}, testInfo ) => {
		setOptions( testInfo, {
			WPLANG: '',
			p2p_fundraising_currency_symbol: '$',
			p2p_fundraising_currency_position: 'before',
			p2p_fundraising_decimal_separator: '.',
			p2p_fundraising_thousands_separator: ',',
		} );
		resetDemoData( testInfo );
	} );

	for ( const language of [ 'English', 'German' ] ) {
		test( `admin tables never break a word at 1280 px (${ language })`, async ( {
			page,
		}, testInfo ) => {
			if ( language === 'German' ) {
				setOptions( testInfo, {
					WPLANG: 'de_DE',
					p2p_fundraising_currency_symbol: '€',
					p2p_fundraising_currency_position: 'after',
					p2p_fundraising_decimal_separator: ',',
					p2p_fundraising_thousands_separator: '.',
				} );
			}
			await loginAs( page, 'admin' );
			const id = await demoCampaignId( page );
			const found: string[] = [];
			for ( const size of SIZES ) {
				await page.setViewportSize( size );
				for ( const route of [
					'/',
					...LISTS.map( ( tab ) => `/campaigns/${ id }/${ tab }` ),
				] ) {
					await openScreen( page, route );
					if ( size.width === 1280 ) {
						for ( const word of await brokenWords( page ) ) {
							found.push( `${ route }: "${ word }"` );
						}
					}
					if ( route.endsWith( 'donations' ) || route === '/' ) {
						await page.screenshot( {
							path: testInfo.outputPath(
								`table-${ language }-${ route.split( '/' ).pop() || 'campaigns' }-${ size.width }.png`
							),
							fullPage: true,
						} );
					}
				}
			}
			expect( found ).toEqual( [] );
			if ( language === 'German' ) {
				setOptions( testInfo, {
					WPLANG: '',
					p2p_fundraising_currency_symbol: '$',
					p2p_fundraising_currency_position: 'before',
					p2p_fundraising_decimal_separator: '.',
					p2p_fundraising_thousands_separator: ',',
				} );
			}
		} );
	}

	test( 'the record offline donation dialog has no type chip and the app’s title font', async ( {
		page,
	}, testInfo ) => {
		await loginAs( page, 'admin' );
		const id = await demoCampaignId( page );
		for ( const size of SIZES ) {
			await page.setViewportSize( size );
			await openScreen( page, `/campaigns/${ id }/donations` );
			await page
				.getByRole( 'button', { name: 'Record offline donation' } )
				.click();
			const dialog = page.getByRole( 'dialog' );
			await expect( dialog ).toBeVisible();
			await expect(
				dialog.getByText( /^(Notice|Warning)$/ )
			).toHaveCount( 0 );
			await page.screenshot( {
				path: testInfo.outputPath(
					`dialog-offline-donation-${ size.width }.png`
				),
			} );
			await page.keyboard.press( 'Escape' );
		}
	} );

	test( 'a fundraiser has no toolbar, signs out from the campaign, and a captain’s dialogs use the app font', async ( {
		page,
	}, testInfo ) => {
		await page.setViewportSize( SIZES[ 0 ]! );
		await page.goto( `${ CAMPAIGN }/login/` );
		await page
			.getByLabel( 'Email or Username' )
			.fill( 'captain@example.com' );
		await page.getByLabel( 'Password' ).fill( 'password' );
		await page.getByRole( 'button', { name: 'Sign in' } ).click();
		await page.waitForURL( /\/start-fundraising\/$/ );
		await expect( page.locator( '#wpadminbar' ) ).toHaveCount( 0 );
		await expect(
			page.getByText( 'Signed in as Carla Mendes' )
		).toBeVisible();

		// The remove-member dialog: no "Warning" chip, the title in the app's font.
		const tools = page.getByRole( 'region', { name: 'Manage your team' } );
		await tools
			.getByRole( 'button', { name: 'Remove Maya Patel' } )
			.click();
		const remove = page.getByRole( 'dialog', { name: 'Remove member' } );
		await expect( remove ).toBeVisible();
		await expect( remove.getByText( /^(Notice|Warning)$/ ) ).toHaveCount(
			0
		);
		const titleFont = await remove
			.getByRole( 'heading', { name: 'Remove member' } )
			.evaluate( ( title ) => getComputedStyle( title ).fontFamily );
		expect( titleFont ).toContain( 'Montserrat' );
		for ( const size of SIZES ) {
			await page.setViewportSize( size );
			await page.screenshot( {
				path: testInfo.outputPath(
					`dialog-remove-member-${ size.width }.png`
				),
			} );
		}
		await remove.getByRole( 'button', { name: 'Cancel' } ).click();
		await page.setViewportSize( SIZES[ 0 ]! );

		// Hand-over: the team tab and posting on the team page go without a reload.
		const donors = page.getByRole( 'region', { name: 'My donors' } );
		await expect(
			donors.getByRole( 'tab', { name: 'Team donations' } )
		).toBeVisible();
		await tools
			.getByRole( 'button', { name: 'Make Maya Patel captain' } )
			.click();
		await page
			.getByRole( 'dialog', { name: 'Hand over captaincy' } )
			.getByRole( 'button', { name: 'Make captain' } )
			.click();
		await expect(
			page.getByText( 'Maya Patel is now the captain of your team.' )
		).toBeVisible();
		await expect(
			donors.getByRole( 'tab', { name: 'Team donations' } )
		).toHaveCount( 0 );
		await expect( page.getByLabel( 'Post on' ) ).toHaveCount( 0 );

		// Sign out: WordPress's own, back on the campaign, signed out.
		await page.getByRole( 'link', { name: 'Sign out' } ).click();
		await page.waitForURL( new RegExp( `${ CAMPAIGN }/?$` ) );
		await expect(
			page.getByRole( 'link', { name: 'Sign out' } )
		).toHaveCount( 0 );
		const cookies = await page.context().cookies();
		expect(
			cookies.filter( ( cookie ) =>
				cookie.name.startsWith( 'wordpress_logged_in' )
			)
		).toEqual( [] );
	} );

	test( 'the raise-goal form and My donors keep their pieces in line', async ( {
		page,
	}, testInfo ) => {
		// Felix lowers his goal below what he raised, so the dashboard offers to raise it.
		await page.setViewportSize( SIZES[ 0 ]! );
		await loginAs(
			page,
			'fundraiser@example.com',
			'password',
			`${ CAMPAIGN }/start-fundraising/`
		);
		await page.getByRole( 'link', { name: 'View Profile' } ).click();
		await page.getByRole( 'link', { name: 'Edit profile' } ).click();
		await page.getByLabel( 'Fundraising Goal' ).fill( '50' );
		await page.getByRole( 'button', { name: 'Save Profile' } ).click();
		// Saved, the form goes back to the page, which shows the new goal.
		await page.waitForURL( /\/fundraiser\/\d+\/$/ );
		await expect( page.getByText( 'raised of $50 goal' ) ).toBeVisible();
		await page.goto( `${ CAMPAIGN }/start-fundraising/` );
		const raise = page.locator( '.p2p-goal-raise' );
		await expect( raise ).toBeVisible();

		for ( const size of SIZES ) {
			await page.setViewportSize( size );
			// "Set new goal" sits level with the amount box beside it (or under it, on a phone).
			const input = await raise
				.getByLabel( 'Or a goal of your own' )
				.boundingBox();
			const button = await raise
				.getByRole( 'button', { name: 'Set new goal' } )
				.boundingBox();
			const inputBottom = input!.y + input!.height;
			const buttonBottom = button!.y + button!.height;
			const level = Math.abs( inputBottom - buttonBottom ) <= 1;
			const below = button!.y >= inputBottom;
			expect(
				level || below,
				`at ${ size.width } px the button ends at ${ buttonBottom } px, the input at ${ inputBottom } px`
			).toBe( true );

			// Every amount of My donors ends at the same line, whatever the row's state says.
			const donors = page.getByRole( 'region', { name: 'My donors' } );
			await expect(
				donors.locator( '.p2p-my-donor-amount' ).first()
			).toBeVisible();
			const amounts = await donors
				.locator( '.p2p-my-donor-amount' )
				.evaluateAll( ( cells ) =>
					cells.map( ( cell ) =>
						Math.round( cell.getBoundingClientRect().right )
					)
				);
			expect( amounts.length ).toBeGreaterThan( 1 );
			expect(
				new Set( amounts ).size,
				`amounts end at ${ amounts.join( ', ' ) } px`
			).toBe( 1 );
			await page.screenshot( {
				path: testInfo.outputPath(
					`goal-raise-donors-${ size.width }.png`
				),
				fullPage: true,
			} );
		}
	} );

	test( 'an editor keeps the toolbar on the campaign pages', async ( {
		page,
	} ) => {
		await loginAs( page, 'admin', 'password', `${ CAMPAIGN }/` );
		await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
	} );
} );
