/**
 * Campaign pages in both kinds of theme a charity's site runs: the release's default block theme
 * (Twenty Twenty-Five on WordPress 7.1, Twenty Twenty-Three on 6.2) and a classic PHP theme
 * (Twenty Twenty-One, from Debian's wordpress-theme-twentytwentyone, which the toolkit copies into
 * every site). On the campaign home, a fundraiser page and the donation page, at 1280 and 412 px:
 * the theme's own header and footer around the app, one main landmark, the campaign's colours,
 * a visible keyboard focus, no sideways scrolling and no serious or critical axe violation.
 */
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	projectInstance,
	seriousViolations,
	wpCli,
} from './fixtures';

const CAMPAIGN = 'Run for Clean Water 2026';

const THEMES = [
	{ theme: 'default', kind: 'block theme' },
	{ theme: 'twentytwentyone', kind: 'classic theme' },
];

/** Carla Mendes's page, found through the fundraiser leaderboard (ids are the demo data's). */
async function fundraiserPath( page: Page ): Promise< string > {
	await page.goto( '/campaigns/demo/fundraiser-leaderboard/' );
	const href = await page
		.getByRole( 'link', { name: /Carla Mendes/ } )
		.first()
		.getAttribute( 'href' );
	const path = new URL( href ?? '', 'http://localhost' ).pathname;
	expect( path ).toMatch( /^\/campaigns\/demo\/fundraiser\/\d+\/$/ );
	return path;
}

/** Waits until the app has replaced the first paint with the page's own heading. */
async function appReady( page: Page, heading: RegExp ): Promise< void > {
	await expect(
		page.locator( '#p2p-fundraising-root' ).getByRole( 'heading', {
			level: 1,
			name: heading,
		} )
	).toBeVisible();
}

/** Pixels the page scrolls sideways (0 when it fits the viewport). */
function sidewaysOverflow( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
}

/**
 * Tabs from the top of the page to the first control inside the app and returns how its focus
 * shows: an outline or a box-shadow ring, as computed.
 * @param page
 */
async function firstAppFocus(
	page: Page
): Promise< { inApp: boolean; outline: string; boxShadow: string } > {
	await page.evaluate( () => {
		( document.activeElement as HTMLElement | null )?.blur();
		window.scrollTo( 0, 0 );
	} );
	for ( let presses = 0; presses < 40; presses++ ) {
		await page.keyboard.press( 'Tab' );
		const inApp = await page.evaluate( () =>
			Boolean(
				document.activeElement?.closest( '#p2p-fundraising-root' )
			)
		);
		if ( inApp ) {
			break;
		}
	}
	return page.evaluate( () => {
		const element = document.activeElement as HTMLElement;
		const style = getComputedStyle( element );
		return {
			inApp: Boolean( element.closest( '#p2p-fundraising-root' ) ),
			outline:
				style.outlineStyle === 'none'
					? 'none'
					: `${ style.outlineWidth } ${ style.outlineStyle }`,
			boxShadow: style.boxShadow,
		};
	} );
}

for ( const { theme, kind } of THEMES ) {
	test.describe( `Campaign pages in a ${ kind }`, () => {
		test.beforeAll( ( {}, testInfo ) => {
			wpCli( 'theme', '--instance', projectInstance( testInfo ), theme );
		} );
		test.afterAll( ( {}, testInfo ) => {
			wpCli(
				'theme',
				'--instance',
				projectInstance( testInfo ),
				'default'
			);
		} );

		test( `the theme's header and footer frame the app, which fits, shows its colours and focus (${ theme })`, async ( {
			page,
		} ) => {
			test.setTimeout( 120_000 );
			const fundraiser = await fundraiserPath( page );
			const pages = [
				{ path: '/campaigns/demo/', heading: new RegExp( CAMPAIGN ) },
				{ path: fundraiser, heading: /Carla Mendes/ },
				{
					path: '/campaigns/demo/donate/',
					heading: /Make a Donation/,
				},
			];
			const problems: string[] = [];
			for ( const width of [ 1280, 412 ] ) {
				await page.setViewportSize( { width, height: 900 } );
				for ( const { path, heading } of pages ) {
					const where = `${ path } at ${ width } px`;
					await page.goto( path );
					await appReady( page, heading );

					// The theme's own frame: its banner with the site's name, its footer.
					await expect(
						page.getByRole( 'banner' ).first(),
						where
					).toBeVisible();
					await expect(
						page
							.getByRole( 'banner' )
							.first()
							.getByText( 'P2P Fundraising Demo' )
							.first(),
						where
					).toBeAttached();
					await expect(
						page.getByRole( 'contentinfo' ).last(),
						where
					).toBeAttached();
					// The app sits inside the one main landmark of the page.
					await expect( page.getByRole( 'main' ), where ).toHaveCount(
						1
					);
					await expect(
						page
							.getByRole( 'main' )
							.locator( '#p2p-fundraising-root' ),
						where
					).toHaveCount( 1 );

					// The campaign's colour reaches the app's main call to action.
					const donate = page
						.locator( '#p2p-fundraising-root' )
						.getByRole( 'link', { name: /Donate/ } )
						.first();
					if ( path !== '/campaigns/demo/donate/' ) {
						const colours = await donate.evaluate( ( element ) => {
							const root = element.closest(
								'#p2p-fundraising-root'
							) as HTMLElement;
							return {
								button: getComputedStyle( element )
									.backgroundColor,
								primary: getComputedStyle( root )
									.getPropertyValue( '--p2p-primary' )
									.trim(),
							};
						} );
						expect( colours.primary, where ).not.toBe( '' );
						expect(
							colours.button,
							`${ where }: the Donate button lost its colour`
						).not.toMatch( /rgba\(0, 0, 0, 0\)|transparent/ );
					}

					const overflow = await sidewaysOverflow( page );
					if ( overflow > 0 ) {
						problems.push(
							`${ where }: the page scrolls ${ overflow } px sideways`
						);
					}
					const focus = await firstAppFocus( page );
					if (
						! focus.inApp ||
						( focus.outline === 'none' &&
							focus.boxShadow === 'none' )
					) {
						problems.push(
							`${ where }: no visible keyboard focus in the app (${ JSON.stringify(
								focus
							) })`
						);
					}
					for ( const violation of await seriousViolations( page ) ) {
						problems.push( `${ where }: ${ violation }` );
					}
				}
			}
			expect( problems ).toEqual( [] );
		} );
	} );
}
