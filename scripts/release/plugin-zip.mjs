#!/usr/bin/env node
/**
 * `npm run plugin-zip`: the zip a site owner installs (Plugins → Add New → Upload Plugin), built
 * from the production build. Holds only what runs on a site — plugin.php, uninstall.php,
 * readme.txt, includes/, templates/, blocks/, build/ (no source maps) and languages/ — under one folder
 * `p2p-fundraising/`, and refuses to finish if anything from development slipped in.
 * Writes dist/p2p-fundraising.zip and prints its size and file count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AdmZip from 'adm-zip';

const REPO = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const SLUG = 'p2p-fundraising';
const OUT = path.join( REPO, 'dist', `${ SLUG }.zip` );

/** What a site needs: files and folders at the plugin's root. */
const SHIPPED = [
	'plugin.php',
	'uninstall.php',
	'readme.txt',
	'includes',
	'templates',
	'blocks',
	'build',
	'languages',
];
/** Never shipped, even if a build step left it in a shipped folder. */
const LEFT_OUT = [ /\.map$/, /(^|\/)\./, /i18n-sources\.json$/ ];
/** Development code that must never reach a site (checked by name, whatever the folder). */
const FORBIDDEN = [
	/DemoData/,
	/(^|\/)(tests?|tools|scripts|node_modules|src)\//,
	/\.(ts|tsx|mjs)$/,
];

function filesUnder( relative ) {
	const absolute = path.join( REPO, relative );
	if ( ! fs.existsSync( absolute ) ) {
		return [];
	}
	if ( fs.statSync( absolute ).isFile() ) {
		return [ relative ];
	}
	return fs
		.readdirSync( absolute, { recursive: true, withFileTypes: true } )
		.filter( ( entry ) => entry.isFile() )
		.map( ( entry ) =>
			path.relative(
				REPO,
				path.join( entry.parentPath ?? entry.path, entry.name )
			)
		);
}

for ( const required of [
	'plugin.php',
	'build/campaign.js',
	'build/admin.js',
] ) {
	if ( ! fs.existsSync( path.join( REPO, required ) ) ) {
		console.error(
			`plugin-zip: ${ required } is missing (run npm run build first).`
		);
		process.exit( 1 );
	}
}

const files = SHIPPED.flatMap( filesUnder )
	.map( ( file ) => file.split( path.sep ).join( '/' ) )
	.filter(
		( file ) => ! LEFT_OUT.some( ( pattern ) => pattern.test( file ) )
	)
	.sort();
const forbidden = files.filter( ( file ) =>
	FORBIDDEN.some( ( pattern ) => pattern.test( file ) )
);
if ( forbidden.length > 0 ) {
	console.error(
		`plugin-zip: development files would ship:\n  ${ forbidden.join( '\n  ' ) }`
	);
	process.exit( 1 );
}

const zip = new AdmZip();
for ( const file of files ) {
	zip.addFile(
		`${ SLUG }/${ file }`,
		fs.readFileSync( path.join( REPO, file ) )
	);
}
fs.mkdirSync( path.dirname( OUT ), { recursive: true } );
zip.writeZip( OUT );

const kib = ( fs.statSync( OUT ).size / 1024 ).toFixed( 0 );
console.log(
	`plugin-zip: ${ path.relative( REPO, OUT ) } — ${ files.length } files, ${ kib } KiB`
);
