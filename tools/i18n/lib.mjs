/**
 * What the i18n scripts share: paths, the file walker and the .pot format.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const DOMAIN = 'p2p-fundraising';
export const LANGUAGES = path.join( REPO, 'languages' );
export const POT = path.join( LANGUAGES, `${ DOMAIN }.pot` );

/**
 * Files under a folder of the repository whose path matches, repository-relative, sorted.
 * @param folder
 * @param pattern
 */
export function listFiles( folder, pattern ) {
	const absolute = path.join( REPO, folder );
	if ( ! fs.existsSync( absolute ) ) {
		return [];
	}
	return fs
		.readdirSync( absolute, { recursive: true } )
		.map( ( file ) =>
			path.join( folder, file ).split( path.sep ).join( '/' )
		)
		.filter(
			( file ) =>
				pattern.test( file ) &&
				fs.statSync( path.join( REPO, file ) ).isFile()
		)
		.sort();
}

/** The header of the template (no dates: the file changes only when its strings do). */
export function potHeader() {
	return [
		'# Translation template of the P2P Fundraising plugin.',
		'# This file is distributed under the same license as the plugin (GPL-2.0-or-later).',
		'msgid ""',
		'msgstr ""',
		`"Project-Id-Version: P2P Fundraising\\n"`,
		'"MIME-Version: 1.0\\n"',
		'"Content-Type: text/plain; charset=UTF-8\\n"',
		'"Content-Transfer-Encoding: 8bit\\n"',
		'"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"',
		`"X-Domain: ${ DOMAIN }\\n"`,
		'',
	].join( '\n' );
}

function quote( text ) {
	return `"${ text.replace( /\\/g, '\\\\' ).replace( /"/g, '\\"' ).replace( /\n/g, '\\n' ).replace( /\t/g, '\\t' ) }"`;
}

/**
 * One entry of a .pot.
 * @param root0
 * @param root0.msgid
 * @param root0.plural
 * @param root0.context
 * @param root0.comment
 * @param root0.reference
 */
export function potEntry( { msgid, plural, context, comment, reference } ) {
	const lines = [];
	if ( comment ) {
		lines.push( `#. ${ comment }` );
	}
	lines.push( `#: ${ reference }` );
	if ( /%(\d\$)?[sdf]/.test( msgid ) ) {
		lines.push( '#, php-format' );
	}
	if ( context ) {
		lines.push( `msgctxt ${ quote( context ) }` );
	}
	lines.push( `msgid ${ quote( msgid ) }` );
	if ( plural ) {
		lines.push(
			`msgid_plural ${ quote( plural ) }`,
			'msgstr[0] ""',
			'msgstr[1] ""'
		);
	} else {
		lines.push( 'msgstr ""' );
	}
	return `${ lines.join( '\n' ) }\n`;
}
