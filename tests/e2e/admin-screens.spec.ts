/**
 * Every wp-admin screen of the plugin as an administrator sees it, at a desktop and a phone
 * width: no serious or critical accessibility violation inside the app, and lists whose columns
 * stay readable on a phone (they scroll sideways inside their box instead of squeezing columns
 * to nothing, and the page itself never scrolls sideways).
 */
import type { Page } from '@playwright/test';
import { test, expect, loginAs, seriousViolations } from './fixtures';
import { demoCampaignId, openScreen } from './admin-app';

const LISTS = [ 'teams', 'fundraisers', 'donations', 'updates', 'sponsors' ];
const OTHER_TABS = [ 'dashboard', 'settings', 'export' ];
const SITE_SCREENS = [
	'/',
	'/campaigns/new',
	'/settings',
	'/payment-settings',
	'/emails',
];

/** Serious and critical axe violations inside the admin app. */
const adminViolations = ( page: Page ) =>
	seriousViolations( page, '#p2p-fundraising-admin-root' );

test.describe( 'Administration screens', () => {
	for ( const width of [ 1280, 412 ] ) {
		test( `have no serious or critical accessibility violations at ${ width } px`, async ( {
			page,
		} ) => {
			// Sixteen screens, each loaded and checked by axe: 25-29 s on a quiet CI machine.
			test.setTimeout( 90_000 );
			await page.setViewportSize( { width, height: 900 } );
			await loginAs( page, 'admin' );
			const id = await demoCampaignId( page );
			const routes = [
				...SITE_SCREENS,
				...[ ...OTHER_TABS, ...LISTS ].map(
					( tab ) => `/campaigns/${ id }/${ tab }`
				),
			];
			const found: string[] = [];
			for ( const route of routes ) {
				await openScreen( page, route );
				for ( const violation of await adminViolations( page ) ) {
					found.push( `${ route } ${ violation }` );
				}
			}
			expect( found ).toEqual( [] );
		} );
	}

	test( 'the dashboard with every chart as a table has no serious or critical violations', async ( {
		page,
	} ) => {
		await loginAs( page, 'admin' );
		const id = await demoCampaignId( page );
		await openScreen( page, `/campaigns/${ id }/dashboard` );
		const toggles = page.getByRole( 'button', { name: 'Table view' } );
		await expect( toggles.first() ).toBeVisible();
		for ( const toggle of await toggles.all() ) {
			await toggle.click();
			await expect( toggle ).toHaveAttribute( 'aria-pressed', 'true' );
		}
		expect( await adminViolations( page ) ).toEqual( [] );
	} );

	test( 'lists keep readable columns on a phone and scroll inside their box', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 412, height: 900 } );
		await loginAs( page, 'admin' );
		const id = await demoCampaignId( page );
		for ( const route of [
			'/',
			...LISTS.map( ( tab ) => `/campaigns/${ id }/${ tab }` ),
		] ) {
			await openScreen( page, route );
			const headings = await page
				.locator( '.p2p-data-table thead th' )
				.evaluateAll( ( cells ) =>
					cells.map( ( cell ) => {
						const box = cell.getBoundingClientRect();
						const style = getComputedStyle( cell );
						const context = document
							.createElement( 'canvas' )
							.getContext( '2d' );
						const label = cell.textContent?.trim() ?? '';
						let longestWord = 0;
						if ( context ) {
							context.font = `${ style.fontWeight } ${ style.fontSize } ${ style.fontFamily }`;
							longestWord = Math.max(
								0,
								...label
									.split( /\s+/ )
									.map(
										( word ) =>
											context.measureText( word ).width
									)
							);
						}
						return {
							label,
							left: box.left,
							right: box.right,
							// The longest word of the heading and the cell's padding.
							needed:
								Math.ceil( longestWord ) +
								parseFloat( style.paddingLeft ) +
								parseFloat( style.paddingRight ),
						};
					} )
				);
			expect( headings.length, route ).toBeGreaterThan( 2 );
			for ( const heading of headings ) {
				// Wide enough for the longest word of its heading (columns size to their words, so a
				// short heading such as "Order" may be narrower than a long one), and never squeezed
				// below 70 px when a word needs more.
				expect(
					heading.right - heading.left,
					`${ route } "${ heading.label }"`
				).toBeGreaterThanOrEqual( Math.min( 70, heading.needed ) - 1 );
			}
			const previousRights = headings.map( ( heading ) => heading.right );
			for ( const [ index, heading ] of headings.slice( 1 ).entries() ) {
				expect(
					heading.left,
					`${ route } "${ heading.label }" starts after the previous heading`
				).toBeGreaterThanOrEqual(
					( previousRights[ index ] ?? 0 ) - 1
				);
			}
			const page412 = await page.evaluate( () => ( {
				page:
					document.documentElement.scrollWidth -
					document.documentElement.clientWidth,
				box: [ ...document.querySelectorAll( '.p2p-data-table' ) ].map(
					( box ) => box.scrollWidth > box.clientWidth
				),
			} ) );
			expect(
				page412.page,
				`${ route }: the page scrolls sideways`
			).toBe( 0 );
			expect( page412.box, route ).toContain( true );
		}
	} );

	test( 'on a phone the title actions wrap and each search box stays above its list', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 412, height: 900 } );
		await loginAs( page, 'admin' );
		const id = await demoCampaignId( page );
		for ( const route of [
			'/',
			...LISTS.filter( ( tab ) => tab !== 'sponsors' ).map(
				( tab ) => `/campaigns/${ id }/${ tab }`
			),
		] ) {
			await openScreen( page, route );
			// Core before 6.3 put the search box at the bottom of its form, over the list.
			const search = await page
				.locator( '.p2p-admin-toolbar input[type="search"]' )
				.boundingBox();
			const table = await page
				.locator( '.p2p-data-table table' )
				.first()
				.boundingBox();
			expect(
				( search?.y ?? Infinity ) + ( search?.height ?? 0 ),
				`${ route }: the search box is above the list`
			).toBeLessThanOrEqual( table?.y ?? 0 );
			// Core hides a top tablenav's actions and count on phones; here nothing repeats them.
			await expect(
				page.locator( '.p2p-admin-toolbar .displaying-num' ),
				route
			).toBeVisible();
			const overflow = await page.evaluate(
				() =>
					document.documentElement.scrollWidth -
					document.documentElement.clientWidth
			);
			expect( overflow, `${ route }: the page scrolls sideways` ).toBe(
				0
			);
		}
	} );

	test( 'on a phone the status filter and "Record offline donation" are there', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 412, height: 900 } );
		await loginAs( page, 'admin' );
		const id = await demoCampaignId( page );
		await openScreen( page, `/campaigns/${ id }/donations` );
		await expect(
			page.getByRole( 'combobox', { name: 'Filter by status' } )
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Record offline donation' } )
			.click();
		await expect(
			page.getByRole( 'dialog', { name: /Record offline donation/ } )
		).toBeVisible();
	} );

	for ( const width of [ 1280, 412 ] ) {
		test( `each search box shows its whole placeholder at ${ width } px`, async ( {
			page,
		} ) => {
			await page.setViewportSize( { width, height: 900 } );
			await loginAs( page, 'admin' );
			const id = await demoCampaignId( page );
			for ( const route of [
				'/',
				...LISTS.filter( ( tab ) => tab !== 'sponsors' ).map(
					( tab ) => `/campaigns/${ id }/${ tab }`
				),
			] ) {
				await openScreen( page, route );
				const fit = await page
					.locator( '.p2p-admin-toolbar input[type="search"]' )
					.evaluate( ( input: HTMLInputElement ) => {
						const style = getComputedStyle( input );
						const context = document
							.createElement( 'canvas' )
							.getContext( '2d' );
						if ( context ) {
							context.font = style.font;
						}
						return {
							text:
								context?.measureText( input.placeholder )
									.width ?? 0,
							box:
								input.clientWidth -
								parseFloat( style.paddingLeft ) -
								parseFloat( style.paddingRight ),
						};
					} );
				expect( fit.text, route ).toBeLessThanOrEqual( fit.box );
			}
		} );
	}
} );
