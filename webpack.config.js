/**
 * One build, two bundles: `campaign` (the public SPA) and `admin` (wp-admin screens), plus the
 * small editor script of the blocks (`blocks-editor`).
 *
 * Extends the @wordpress/scripts config. React and ReactDOM come from WordPress, but
 * `react/jsx-runtime` is bundled: WordPress only ships it from 6.6 and we support 6.2+
 * (see docs/decisions/0001-minimum-wordpress-version.md). So is @wordpress/i18n (with the
 * @wordpress/hooks it uses): WordPress's wp-i18n script can never load deferred, and the
 * campaign page's first paint would wait for it (docs/decisions/0041-campaign-first-paint.md).
 */
const path = require( 'path' );
const { NormalModuleReplacementPlugin } = require( 'webpack' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const ScriptSourcesPlugin = require( './tools/i18n/script-sources-plugin' );

const BUNDLED_REQUESTS = [
	'react/jsx-runtime',
	'react/jsx-dev-runtime',
	'@wordpress/i18n',
	'@wordpress/hooks',
];

module.exports = {
	...defaultConfig,
	entry: {
		campaign: path.resolve( __dirname, 'src/campaign/index.tsx' ),
		admin: path.resolve( __dirname, 'src/admin/index.tsx' ),
		// The block editor's side of the blocks in blocks/ (their front end is PHP + blocks/blocks.css).
		'blocks-editor': path.resolve( __dirname, 'src/blocks/editor.tsx' ),
	},
	output: {
		...defaultConfig.output,
		// Chunks get content-hashed names so browsers and page caches never mix builds.
		chunkFilename: 'chunks/[name].[contenthash:8].js',
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				plugin.constructor.name !== 'DependencyExtractionWebpackPlugin'
		),
		// The API client pins axios to its XHR adapter; leave the fetch adapter out.
		new NormalModuleReplacementPlugin(
			/axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/,
			path.resolve( __dirname, 'tools/axios-fetch-adapter-stub.js' )
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) =>
				BUNDLED_REQUESTS.includes( request ) ? false : undefined,
		} ),
		// Which source files each entry (with its lazy chunks) holds, for the translation files.
		new ScriptSourcesPlugin(),
	],
};
