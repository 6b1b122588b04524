/**
 * Campaign pages in both kinds of theme a charity's site runs: the release's default block theme
 * (Twenty Twenty-Five on WordPress 7.1, Twenty Twenty-Three on 6.2) and a classic PHP theme
 * (Twenty Twenty-One, from Debian's wordpress-theme-twentytwentyone, which the toolkit copies into
 * every site). On the campaign home, a fundraiser page and the donation page, at 1280 and 412 px:
 * the theme's own header and footer around the app, one main landmark, the campaign's colours,
 * a visible keyboard focus, no sideways scrolling and no serious or critical axe violation in the
 * app's part of the page.
 */
import type { Page } from '@playwright/test';
import {
	test,
	expect,
	appReady,
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

/** Pixels the page scrolls sideways (0 when it fits the viewport). */
function sidewaysOverflow( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
}

/** Smallest gap between a phone screen's edges and the app's text and cards. */
const MIN_GUTTER_PX = 12;

/**
 * The app's visible boxes (headings, links, cards) that come closer than MIN_GUTTER_PX to the
 * left or right edge of the viewport, e.g. "h1 at 0 px": on a phone a classic theme's <main> has
 * no side padding of its own, and the app's heading and cards sat on the screen's edge.
 * @param page
 */
function edgeHuggers( page: Page ): Promise< string[] > {
	return page.evaluate( ( gutter ) => {
		const root = document.getElementById( 'p2p-fundraising-root' );
		const width = document.documentElement.clientWidth;
		const found: string[] = [];
		for ( const element of Array.from(
			root?.querySelectorAll( 'h1, h2, p, a, section, form, iframe' ) ??
				[]
		) ) {
			const box = element.getBoundingClientRect();
			const style = getComputedStyle( element );
			if (
				box.width === 0 ||
				style.visibility === 'hidden' ||
				element.closest( '.screen-reader-text, [aria-hidden="true"]' )
			) {
				continue;
			}
			const left = Math.round( box.left );
			const right = Math.round( width - box.right );
			if ( left < gutter || right < gutter ) {
				found.push(
					`${ element.tagName.toLowerCase() } at ${ Math.min(
						left,
						right
					) } px`
				);
			}
		}
		return found.slice( 0, 3 );
	}, MIN_GUTTER_PX );
}

/**
 * Tabs from the top of a freshly loaded page to the first control inside the app and returns how
 * its focus shows ("none" when it does not): an outline or a box-shadow ring, as computed.
 * @param page
 */
async function firstAppFocus( page: Page ): Promise< string > {
	const focused = page.locator( '#p2p-fundraising-root :focus' );
	for ( let presses = 0; presses < 40; presses++ ) {
		await page.keyboard.press( 'Tab' );
		if ( ( await focused.count() ) > 0 ) {
			return focused.evaluate( ( element ) => {
				const style = getComputedStyle( element );
				if ( style.outlineStyle !== 'none' ) {
					return `outline ${ style.outlineWidth } ${ style.outlineStyle }`;
				}
				return style.boxShadow === 'none'
					? 'none'
					: `box-shadow ${ style.boxShadow }`;
			} );
		}
	}
	return 'none (Tab never reached the app)';
}

/**
 * The campaign's primary colour (--p2p-primary on the app's root) and the background of the
 * app's first Donate link, or null on a page without one (the donation page itself).
 * @param page
 */
async function donateColours(
	page: Page
): Promise< { primary: string; button: string } | null > {
	const donate = page
		.locator( '#p2p-fundraising-root' )
		.getByRole( 'link', { name: /^Donate/ } );
	if ( ( await donate.count() ) === 0 ) {
		return null;
	}
	return donate.first().evaluate( ( element ) => ( {
		button: getComputedStyle( element ).backgroundColor,
		primary: getComputedStyle(
			element.closest( '#p2p-fundraising-root' ) as HTMLElement
		)
			.getPropertyValue( '--p2p-primary' )
			.trim(),
	} ) );
}

/**
 * What is wrong with the page as it shows now: the campaign's colour lost on the Donate button,
 * sideways scrolling, no visible keyboard focus in the app, serious or critical axe violations.
 * @param page
 * @param where The page and width, for the messages.
 */
async function pageProblems( page: Page, where: string ): Promise< string[] > {
	const problems: string[] = [];
	// The campaign's colour reaches the app's main call to action.
	const colours = await donateColours( page );
	if (
		colours &&
		( colours.primary === '' ||
			/rgba\(0, 0, 0, 0\)|transparent/.test( colours.button ) )
	) {
		problems.push(
			`${ where }: the Donate button lost the campaign's colour (${ JSON.stringify(
				colours
			) })`
		);
	}

	// The app's tabs are unfilled; a classic theme's button rules must not paint them.
	const paintedTabs = await page
		.locator( '#p2p-fundraising-root [role="tab"]' )
		.evaluateAll( ( tabs ) =>
			tabs
				.filter(
					( tab ) =>
						getComputedStyle( tab ).backgroundColor !==
						'rgba(0, 0, 0, 0)'
				)
				.map(
					( tab ) =>
						`${ tab.textContent } (${
							getComputedStyle( tab ).backgroundColor
						})`
				)
		);
	if ( paintedTabs.length ) {
		problems.push(
			`${ where }: tabs take the theme's button colours: ${ paintedTabs.join(
				', '
			) }`
		);
	}

	const overflow = await sidewaysOverflow( page );
	if ( overflow > 0 ) {
		problems.push(
			`${ where }: the page scrolls ${ overflow } px sideways`
		);
	}
	if ( page.viewportSize()?.width === 412 ) {
		const huggers = await edgeHuggers( page );
		if ( huggers.length > 0 ) {
			problems.push(
				`${ where }: the app touches the screen's edge (${ huggers.join(
					', '
				) })`
			);
		}
	}
	const focus = await firstAppFocus( page );
	if ( focus.startsWith( 'none' ) ) {
		problems.push(
			`${ where }: no visible keyboard focus in the app: ${ focus }`
		);
	}
	// The app's part of the page: the themes' own markup is theirs (Twenty Twenty-Five's
	// navigation block fails axe's "list" rule on 7.1, with or without the plugin).
	for ( const violation of await seriousViolations(
		page,
		'#p2p-fundraising-main'
	) ) {
		problems.push( `${ where }: ${ violation }` );
	}
	return problems;
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

					problems.push( ...( await pageProblems( page, where ) ) );
				}
			}
			expect( problems ).toEqual( [] );
		} );

		test( `a keyboard focus on a tab shows its whole ring on a phone (${ theme })`, async ( {
			page,
		} ) => {
			await page.setViewportSize( { width: 412, height: 900 } );
			await page.goto( '/campaigns/demo/' );
			await appReady( page, new RegExp( CAMPAIGN ) );
			const tabs = page.getByRole( 'tab' );
			await tabs.first().focus();
			await page.keyboard.press( 'ArrowRight' );
			await page.keyboard.press( 'ArrowLeft' );
			await expect( tabs.first() ).toBeFocused();
			// The ring (outline + offset around the tab) must lie inside every ancestor that clips
			// its overflow: the tab list scrolls sideways, and cut off everything outside it.
			const clipped = await tabs.first().evaluate( ( tab ) => {
				const style = getComputedStyle( tab );
				if ( style.outlineStyle === 'none' ) {
					return 'no outline';
				}
				const reach =
					parseFloat( style.outlineWidth ) +
					parseFloat( style.outlineOffset );
				const box = tab.getBoundingClientRect();
				const ring = {
					left: box.left - reach,
					right: box.right + reach,
					top: box.top - reach,
					bottom: box.bottom + reach,
				};
				for (
					let parent = tab.parentElement;
					parent;
					parent = parent.parentElement
				) {
					const { overflowX, overflowY } = getComputedStyle( parent );
					if ( overflowX === 'visible' && overflowY === 'visible' ) {
						continue;
					}
					const clip = parent.getBoundingClientRect();
					if (
						ring.left < clip.left - 0.5 ||
						ring.right > clip.right + 0.5 ||
						ring.top < clip.top - 0.5 ||
						ring.bottom > clip.bottom + 0.5
					) {
						return `cut by ${ parent.tagName.toLowerCase() }.${ parent.className }`;
					}
				}
				return '';
			} );
			expect( clipped ).toBe( '' );
		} );
	} );
}
