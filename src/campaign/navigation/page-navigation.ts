/**
 * Full page loads to a path under the campaign. Login, logout and registration change the
 * embedded auth and the user-bound REST nonce, so the app follows the server's redirect with a
 * real navigation instead of a router transition. One object, so tests can observe it.
 */
export const pageNavigation = {
	assign( url: string ): void {
		window.location.assign( url );
	},
};

/** Absolute URL of `path` (e.g. '/start-fundraising/') under the campaign URL. */
export function campaignPageUrl( campaignUrl: string, path: string ): string {
	return `${ campaignUrl.replace( /\/+$/, '' ) }${ path.startsWith( '/' ) ? path : `/${ path }` }`;
}
