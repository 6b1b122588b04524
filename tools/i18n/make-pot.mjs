#!/usr/bin/env node
/**
 * Makes languages/p2p-fundraising.pot offline, from
 *   - the TypeScript sources (src/, tests excluded): calls of __, _x, _n and _nx from
 *     @wordpress/i18n, read with the TypeScript compiler, with their `translators:` comments;
 *   - the PHP (plugin.php, uninstall.php, includes/, templates/) through GNU xgettext;
 *   - the blocks' block.json titles, descriptions and keywords, with the contexts WordPress uses.
 * The header carries no date, so the file changes only when the strings do.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';
import { REPO, DOMAIN, POT, listFiles, potEntry, potHeader } from './lib.mjs';

/** Gettext calls of @wordpress/i18n: argument positions of context, singular and plural. */
const CALLS = {
	__: { msgid: 0 },
	_x: { msgid: 0, context: 1 },
	_n: { msgid: 0, plural: 1 },
	_nx: { msgid: 0, plural: 1, context: 3 },
};

function translatorComment( source, node ) {
	// A comment right before the call, or before its line's statement, as WordPress tools read it.
	for (
		let current = node;
		current && current.kind !== ts.SyntaxKind.SourceFile;
		current = current.parent
	) {
		const ranges =
			ts.getLeadingCommentRanges( source.text, current.getFullStart() ) ??
			[];
		for ( const range of ranges.reverse() ) {
			const text = source.text
				.slice( range.pos, range.end )
				.replace( /^\/\*+|\*+\/$|^\/\/+/g, '' )
				.replace( /^\s*\*\s?/gm, '' )
				.trim();
			if ( /^translators:/i.test( text ) ) {
				return text.replace( /\s+/g, ' ' );
			}
		}
		if (
			ts.isStatement( current ) ||
			ts.isJsxAttribute( current ) ||
			ts.isPropertyAssignment( current )
		) {
			break;
		}
	}
	return '';
}

function stringArgument( node ) {
	return node &&
		( ts.isStringLiteral( node ) ||
			ts.isNoSubstitutionTemplateLiteral( node ) )
		? node.text
		: null;
}

function extractTypeScript() {
	const entries = [];
	const files = listFiles( 'src', /\.(ts|tsx)$/ ).filter(
		( file ) => ! /\.test\.tsx?$|\/test\//.test( file )
	);
	for ( const file of files ) {
		const text = fs.readFileSync( path.join( REPO, file ), 'utf8' );
		const source = ts.createSourceFile(
			file,
			text,
			ts.ScriptTarget.Latest,
			true,
			file.endsWith( 'x' ) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
		);
		const visit = ( node ) => {
			if (
				ts.isCallExpression( node ) &&
				ts.isIdentifier( node.expression ) &&
				CALLS[ node.expression.text ]
			) {
				const spec = CALLS[ node.expression.text ];
				const msgid = stringArgument( node.arguments[ spec.msgid ] );
				const domain = stringArgument(
					node.arguments[ node.arguments.length - 1 ]
				);
				if ( msgid !== null && domain === DOMAIN ) {
					entries.push( {
						msgid,
						plural:
							spec.plural === undefined
								? null
								: stringArgument(
										node.arguments[ spec.plural ]
									),
						context:
							spec.context === undefined
								? null
								: stringArgument(
										node.arguments[ spec.context ]
									),
						comment: translatorComment( source, node ),
						reference: `${ file }:${ source.getLineAndCharacterOfPosition( node.getStart() ).line + 1 }`,
					} );
				}
			}
			ts.forEachChild( node, visit );
		};
		visit( source );
	}
	return entries;
}

function extractBlocks() {
	const entries = [];
	for ( const file of listFiles( 'blocks', /block\.json$/ ) ) {
		const block = JSON.parse(
			fs.readFileSync( path.join( REPO, file ), 'utf8' )
		);
		const add = ( msgid, context ) =>
			entries.push( {
				msgid,
				plural: null,
				context,
				comment: '',
				reference: file,
			} );
		add( block.title, 'block title' );
		if ( block.description ) {
			add( block.description, 'block description' );
		}
		for ( const keyword of block.keywords ?? [] ) {
			add( keyword, 'block keyword' );
		}
	}
	return entries;
}

function extractPhp( output ) {
	const files = [
		'plugin.php',
		'uninstall.php',
		...listFiles( 'includes', /\.php$/ ),
		...listFiles( 'templates', /\.php$/ ),
	];
	const keywords = [
		'__:1,2t',
		'_e:1,2t',
		'_x:1,2c,3t',
		'_ex:1,2c,3t',
		'_n:1,2,4t',
		'_nx:1,2,4c,5t',
		'_n_noop:1,2,3t',
		'_nx_noop:1,2,3c,4t',
		'esc_html__:1,2t',
		'esc_html_e:1,2t',
		'esc_html_x:1,2c,3t',
		'esc_attr__:1,2t',
		'esc_attr_e:1,2t',
		'esc_attr_x:1,2c,3t',
	];
	execFileSync(
		'xgettext',
		[
			'--language=PHP',
			'--from-code=UTF-8',
			'--add-comments=translators:',
			'--no-wrap',
			'--sort-by-file',
			...keywords.map( ( keyword ) => `--keyword=${ keyword }` ),
			'-o',
			output,
			...files,
		],
		// xgettext warns about every msgid with a typographic apostrophe; they are meant.
		{ cwd: REPO, stdio: [ 'ignore', 'ignore', 'pipe' ] }
	);
	// Every gettext call in the plugin's PHP uses its domain (xgettext cannot check the argument).
}

/**
 * One entry per (context, msgid), with every place it is used.
 * @param entries
 */
function uniqueEntries( entries ) {
	const byKey = new Map();
	for ( const entry of entries ) {
		const key = `${ entry.context ?? '' }\u0004${ entry.msgid }`;
		const existing = byKey.get( key );
		if ( existing ) {
			existing.reference += ` ${ entry.reference }`;
			if ( ! existing.comment && entry.comment ) {
				existing.comment = entry.comment;
			}
			existing.plural = existing.plural ?? entry.plural;
		} else {
			byKey.set( key, { ...entry } );
		}
	}
	return [ ...byKey.values() ];
}

const temp = fs.mkdtempSync( path.join( os.tmpdir(), 'p2p-pot-' ) );
try {
	const scripts = path.join( temp, 'scripts.pot' );
	const php = path.join( temp, 'php.pot' );
	fs.writeFileSync(
		scripts,
		[
			potHeader(),
			...uniqueEntries( [
				...extractTypeScript(),
				...extractBlocks(),
			] ).map( potEntry ),
		].join( '\n' )
	);
	extractPhp( php );
	const merged = execFileSync(
		'msgcat',
		[ '--use-first', '--no-wrap', '--sort-output', scripts, php ],
		{ encoding: 'utf8' }
	);
	// msgcat keeps the first header; ours has no date, so an unchanged source gives an unchanged file.
	fs.mkdirSync( path.dirname( POT ), { recursive: true } );
	fs.writeFileSync( POT, merged );
	const count = ( merged.match( /^msgid "/gm ) ?? [] ).length - 1;
	console.log( `i18n: ${ path.relative( REPO, POT ) } — ${ count } strings` );
} finally {
	fs.rmSync( temp, { recursive: true, force: true } );
}
