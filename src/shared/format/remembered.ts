/**
 * Intl objects are costly to build (about a millisecond each on a phone) and a page formats
 * hundreds of amounts, dates and percentages with the same few settings: each is built once.
 */
const built = new Map< string, unknown >();

/** What `build` returns, built on the first call for `key` and kept for the page's life. */
export function remembered< T >( key: string, build: () => T ): T {
	if ( ! built.has( key ) ) {
		built.set( key, build() );
	}
	return built.get( key ) as T;
}
