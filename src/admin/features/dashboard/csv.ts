/**
 * The CSV of a chart's data, written like the server's exports: a header line, RFC 4180 quoting,
 * CRLF line ends, a BOM for spreadsheets, and text that would run as a formula prefixed with '.
 */
export type CsvCell = string | number;

const FORMULA_START = /^[=+\-@\t\r]/;

function cell( value: CsvCell ): string {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? String( value ) : '';
	}
	const text = FORMULA_START.test( value ) ? `'${ value }` : value;
	return /[",\r\n]/.test( text ) ? `"${ text.replace( /"/g, '""' ) }"` : text;
}

export function toCsv( header: string[], rows: CsvCell[][] ): string {
	return (
		'\uFEFF' +
		[ header, ...rows ]
			.map( ( row ) => row.map( cell ).join( ',' ) )
			.join( '\r\n' ) +
		'\r\n'
	);
}

/** Lets the browser save $csv as $filename. */
export function downloadCsv( filename: string, csv: string ): void {
	const url = URL.createObjectURL(
		new Blob( [ csv ], { type: 'text/csv;charset=utf-8' } )
	);
	const link = document.createElement( 'a' );
	link.href = url;
	link.download = filename;
	document.body.appendChild( link );
	link.click();
	link.remove();
	URL.revokeObjectURL( url );
}
