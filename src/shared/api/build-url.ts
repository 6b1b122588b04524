/**
 * Joins the API root, an endpoint path and query parameters. With plain permalinks the root
 * already holds a query (`/?rest_route=/p2p-fundraising/v1`), so parameters follow with `&`.
 */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record< string, QueryValue >;

export function buildUrl(
	apiRoot: string,
	path: string,
	params: QueryParams = {}
): string {
	const query = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( params ) ) {
		if ( value !== undefined && value !== null ) {
			query.append( key, String( value ) );
		}
	}
	const base = `${ apiRoot.replace( /\/+$/, '' ) }/${ path.replace(
		/^\/+/,
		''
	) }`;
	const queryString = query.toString();
	if ( ! queryString ) {
		return base;
	}
	return `${ base }${ base.includes( '?' ) ? '&' : '?' }${ queryString }`;
}
