/**
 * When Montserrat is turned on (decision 0123).
 *
 * On a first visit the server's first paint is drawn in the platform's sans-serif: Montserrat's
 * files (about 40 KB) would otherwise share a phone's network with the page and its cover photo,
 * and hold back the largest paint. The app turns Montserrat on once that first paint is on
 * screen, and renders when the files have arrived (or `limitMs` has passed), so that it draws
 * its text once, in its own font. The browser then has the files cached, and the next page turns
 * Montserrat on before its first paint: CampaignPage::print_fonts_switch() reads the same key.
 */
export const FONTS_CLASS = 'p2p-fonts';
export const FONTS_CACHED_KEY = 'p2p-fundraising-fonts';

/** The weights of a page's first screen: the others load when text needs them. */
const FIRST_SCREEN_FONTS = [ '400 1em Montserrat', '700 1em Montserrat' ];

function remember() {
	try {
		window.localStorage.setItem( FONTS_CACHED_KEY, '1' );
	} catch {
		// Storage refused (private browsing, quota): the next page starts in sans-serif again.
	}
}

export function turnOnFonts(
	limitMs = 1000,
	root: HTMLElement = document.documentElement
): Promise< void > {
	root.classList.add( FONTS_CLASS );
	const fonts = document.fonts;
	if ( ! fonts || typeof fonts.load !== 'function' ) {
		return Promise.resolve();
	}
	const loaded = Promise.all(
		FIRST_SCREEN_FONTS.map( ( font ) => fonts.load( font ) )
	).then(
		( faces ) => {
			if ( faces.every( ( face ) => face.length > 0 ) ) {
				remember();
			}
		},
		() => undefined
	);
	const limit = new Promise< void >( ( resolve ) =>
		setTimeout( resolve, limitMs )
	);
	return Promise.race( [ loaded, limit ] );
}
