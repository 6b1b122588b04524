/**
 * When Montserrat is turned on (decision 0123).
 *
 * On a first visit the server's first paint is drawn in the platform's sans-serif: Montserrat's
 * files would otherwise share a phone's network with the page and its cover photo, and hold back
 * the largest paint. The page's head script (CampaignPage::print_fonts_switch()) turns Montserrat
 * on one frame after the first contentful paint, so its files load beside the app's scripts. The
 * app makes sure it is on (where the browser reports no paints) and renders once the files have
 * arrived, or `limitMs` has passed, so that it draws its text once, in its own font. The browser
 * then has the files cached, and the next page's head script turns Montserrat on before its first
 * paint: it reads the key stored here.
 */
export const FONTS_CLASS = 'p2p-fonts';
export const FONTS_CACHED_KEY = 'p2p-fundraising-fonts';

/** The three weights the design uses (fonts.ts): all of them can be on a page's first screen. */
const WEIGHTS = [
	'400 1em Montserrat',
	'600 1em Montserrat',
	'700 1em Montserrat',
];

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
		WEIGHTS.map( ( font ) => fonts.load( font ) )
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
