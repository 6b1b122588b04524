#!/usr/bin/env node
/**
 * For every languages/<domain>-<locale>.po: brings it up to date with the .pot (msgmerge),
 * compiles the .mo WordPress's PHP reads (msgfmt), and writes one JSON translation file per
 * script handle, `<domain>-<locale>-<handle>.json`, holding the strings of that entry AND of every
 * chunk it loads later (build/i18n-sources.json says which source files those are). WordPress
 * loads that one file with the entry, and @wordpress/i18n serves the strings to the chunks too
 * (docs/decisions/0023-translations-reach-every-chunk.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import gettextParser from 'gettext-parser';
import { REPO, DOMAIN, LANGUAGES, POT } from './lib.mjs';

/** Entry point => the script handle PHP enqueues it under. */
const HANDLES = {
	campaign: 'p2p-fundraising-campaign',
	admin: 'p2p-fundraising-admin',
	'blocks-editor': 'p2p-fundraising-blocks-editor',
};

const sourcesFile = path.join( REPO, 'build/i18n-sources.json' );
if ( ! fs.existsSync( sourcesFile ) ) {
	console.error(
		'i18n: build/i18n-sources.json is missing; run npm run build first.'
	);
	process.exit( 1 );
}
const sources = JSON.parse( fs.readFileSync( sourcesFile, 'utf8' ) );

const poFiles = fs
	.readdirSync( LANGUAGES )
	.filter(
		( file ) => file.startsWith( `${ DOMAIN }-` ) && file.endsWith( '.po' )
	);

for ( const file of poFiles ) {
	const locale = file.slice( DOMAIN.length + 1, -3 );
	const po = path.join( LANGUAGES, file );
	execFileSync( 'msgmerge', [
		'--quiet',
		'--update',
		'--backup=none',
		'--no-wrap',
		'--no-fuzzy-matching',
		po,
		POT,
	] );
	execFileSync( 'msgfmt', [
		'--check-format',
		'-o',
		po.replace( /\.po$/, '.mo' ),
		po,
	] );

	const { headers, translations } = gettextParser.po.parse(
		fs.readFileSync( po )
	);
	let translated = 0;
	let total = 0;
	for ( const [ entry, handle ] of Object.entries( HANDLES ) ) {
		const files = new Set( sources[ entry ] ?? [] );
		const messages = {
			'': {
				domain: 'messages',
				lang: locale,
				'plural-forms':
					headers[ 'Plural-Forms' ] ?? 'nplurals=2; plural=(n != 1);',
			},
		};
		for ( const [ context, byId ] of Object.entries( translations ) ) {
			for ( const [ msgid, message ] of Object.entries( byId ) ) {
				if (
					msgid === '' ||
					message.comments?.flag?.includes( 'fuzzy' ) ||
					! message.msgstr.some( Boolean )
				) {
					continue;
				}
				const used = ( message.comments?.reference ?? '' )
					.split( /\s+/ )
					.some( ( reference ) =>
						files.has( reference.replace( /:\d+$/, '' ) )
					);
				if ( used ) {
					messages[
						context ? `${ context }\u0004${ msgid }` : msgid
					] = message.msgstr;
				}
			}
		}
		const json = {
			'translation-revision-date': headers[ 'PO-Revision-Date' ] ?? '',
			generator: 'p2p-fundraising tools/i18n/make-json.mjs',
			domain: 'messages',
			locale_data: { messages },
		};
		fs.writeFileSync(
			path.join( LANGUAGES, `${ DOMAIN }-${ locale }-${ handle }.json` ),
			`${ JSON.stringify( json ) }\n`
		);
	}
	for ( const [ msgid, message ] of Object.entries( translations ).flatMap(
		( [ , byId ] ) => Object.entries( byId )
	) ) {
		if ( msgid !== '' ) {
			total++;
			translated +=
				message.msgstr.some( Boolean ) &&
				! message.comments?.flag?.includes( 'fuzzy' )
					? 1
					: 0;
		}
	}
	console.log(
		`i18n: ${ locale } — ${ translated } of ${ total } strings translated`
	);
}
