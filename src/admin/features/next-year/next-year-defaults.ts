/**
 * What the duplicate form proposes: the title with its year moved on (or "(copy)"), the dates a
 * year later, and a key that makes a double click answer the same copy.
 */

/** "City Run 2026" → "City Run 2027"; a title without a year gets " (copy)". */
export function nextTitle( title: string, copyLabel: string ): string {
	const match = /(19|20)\d{2}(?!.*(19|20)\d{2})/.exec( title );
	if ( ! match ) {
		return `${ title } ${ copyLabel }`;
	}
	const year = Number( match[ 0 ] ) + 1;
	return (
		title.slice( 0, match.index ) +
		String( year ) +
		title.slice( match.index + 4 )
	);
}

/** "2026-05-01" → "2027-05-01" ('' stays ''; 29 February becomes 28 February). */
export function nextYearDate( date: string | null | undefined ): string {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec( date ?? '' );
	if ( ! match ) {
		return '';
	}
	const day = match[ 2 ] === '02' && match[ 3 ] === '29' ? '28' : match[ 3 ];
	return `${ Number( match[ 1 ] ) + 1 }-${ match[ 2 ] }-${ day }`;
}

/** A key for one copy: letters, digits and a dash, as the route requires. */
export function requestKey(): string {
	return `${ Date.now().toString( 36 ) }-${ Math.random()
		.toString( 36 )
		.slice( 2, 12 ) }`;
}
