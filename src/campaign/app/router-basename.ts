/**
 * The router's basename is the campaign's base URL with its trailing slash, so links to the
 * home read `/campaigns/demo/` like every other WordPress permalink. A visit to the URL without
 * the slash is normalised first (the router would not match it).
 */
export function routerBasename( baseUrl: string ): string {
	return `${ baseUrl.replace( /\/+$/, '' ) }/`;
}

export function normaliseCampaignRootUrl(
	basename: string,
	win: Window = window
): void {
	const { pathname, search, hash } = win.location;
	if ( `${ pathname }/` === basename ) {
		win.history.replaceState(
			win.history.state,
			'',
			`${ basename }${ search }${ hash }`
		);
	}
}
