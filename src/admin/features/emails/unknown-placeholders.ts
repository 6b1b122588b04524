/**
 * The {names} a text uses that its e-mail does not know, as the server checks them
 * (EmailTemplates::unknown_placeholders), and the message that names the ones it knows.
 */
import { _n, sprintf } from '@wordpress/i18n';

export function unknownPlaceholders( text: string, known: string[] ): string[] {
	const found = Array.from(
		text.matchAll( /\{([^{}\n]{1,60})\}/gu ),
		( match ) => match[ 1 ] ?? ''
	);
	return [
		...new Set( found.filter( ( name ) => ! known.includes( name ) ) ),
	];
}

/** "Unknown placeholder {bogus}. This e-mail understands: {fundraiser_name}, …", or undefined. */
export function unknownPlaceholderMessage(
	text: string,
	known: string[]
): string | undefined {
	const unknown = unknownPlaceholders( text, known );
	if ( unknown.length === 0 ) {
		return undefined;
	}
	return sprintf(
		/* translators: 1: the unknown placeholders, e.g. {bogus}; 2: the placeholders this e-mail understands. */
		_n(
			'Unknown placeholder %1$s. This e-mail understands: %2$s.',
			'Unknown placeholders %1$s. This e-mail understands: %2$s.',
			unknown.length,
			'p2p-fundraising'
		),
		unknown.map( ( name ) => `{${ name }}` ).join( ', ' ),
		known.map( ( name ) => `{${ name }}` ).join( ', ' )
	);
}
