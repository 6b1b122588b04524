/**
 * The window the app's router writes its history entries through: each entry it adds keeps what
 * other scripts of the page stamped on the entry it leaves.
 *
 * WordPress 7.1's Interactivity API (loaded by the theme's navigation block, e.g. in Twenty
 * Twenty-Five's header) marks the page's history entry with `wpInteractivityId` and reloads the
 * page on any Back or Forward to an entry without it (wp-includes/js/dist/script-modules/
 * interactivity/index.js: `popstate` → `window.location.reload()`). Without the mark every entry
 * the router pushed counted as another page's: one move in the app and Back loaded it anew.
 */

/** History state keys of other scripts that every entry of this page carries on. */
export const CARRIED_STATE_KEYS = [ 'wpInteractivityId' ] as const;

type State = Record< string, unknown >;

const isState = ( value: unknown ): value is State =>
	typeof value === 'object' && value !== null;

/** `next` with the carried keys of `current` it does not set itself. */
export function carryState( current: unknown, next: unknown ): unknown {
	if ( ! isState( current ) ) {
		return next;
	}
	const carried: State = {};
	for ( const key of CARRIED_STATE_KEYS ) {
		if ( key in current ) {
			carried[ key ] = current[ key ];
		}
	}
	if ( Object.keys( carried ).length === 0 ) {
		return next;
	}
	return { ...carried, ...( isState( next ) ? next : {} ) };
}

/**
 * A window for the campaign router (`<CampaignRouter window>`): the real one, except that pushState and replaceState
 * carry the keys above from the current entry into the new one.
 * @param win The page's window.
 */
export function windowKeepingHistoryState( win: Window = window ): Window {
	const history = win.history;
	const keeping = {
		get state(): unknown {
			return history.state;
		},
		get length(): number {
			return history.length;
		},
		get scrollRestoration(): ScrollRestoration {
			return history.scrollRestoration;
		},
		set scrollRestoration( value: ScrollRestoration ) {
			history.scrollRestoration = value;
		},
		pushState( state: unknown, unused: string, url?: string | URL | null ) {
			history.pushState(
				carryState( history.state, state ),
				unused,
				url
			);
		},
		replaceState(
			state: unknown,
			unused: string,
			url?: string | URL | null
		) {
			history.replaceState(
				carryState( history.state, state ),
				unused,
				url
			);
		},
		go: ( delta?: number ) => history.go( delta ),
		back: () => history.back(),
		forward: () => history.forward(),
	};
	const facade = {
		history: keeping,
		get location() {
			return win.location;
		},
		document: win.document,
		addEventListener: win.addEventListener.bind( win ),
		removeEventListener: win.removeEventListener.bind( win ),
	};
	return facade as unknown as Window;
}
