/**
 * Webpack plugin: writes build/i18n-sources.json, the source files behind each entry point,
 * lazily loaded chunks included: { "campaign": [ "src/campaign/index.tsx", ... ], ... }.
 *
 * WordPress loads a script's translations only for the scripts it enqueues, never for chunks
 * webpack loads later. tools/i18n/make-json.mjs uses this map to put the strings of an entry's
 * every chunk into that entry's one JSON file (docs/decisions/0023-translations-reach-every-chunk.md).
 */
const path = require( 'path' );

class ScriptSourcesPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'ScriptSourcesPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'ScriptSourcesPlugin',
						stage: compilation.constructor
							.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						const root = compiler.context;
						const sources = {};
						for ( const [
							name,
							entrypoint,
						] of compilation.entrypoints ) {
							const files = new Set();
							const seen = new Set();
							const visit = ( group ) => {
								if ( seen.has( group ) ) {
									return;
								}
								seen.add( group );
								for ( const chunk of group.chunks ) {
									for ( const module of compilation.chunkGraph.getChunkModulesIterable(
										chunk
									) ) {
										for ( const resource of resourcesOf(
											module
										) ) {
											const relative = path
												.relative( root, resource )
												.split( path.sep )
												.join( '/' );
											if (
												relative.startsWith( 'src/' )
											) {
												files.add( relative );
											}
										}
									}
								}
								for ( const child of group.getChildren() ) {
									visit( child );
								}
							};
							visit( entrypoint );
							sources[ name ] = [ ...files ].sort();
						}
						compilation.emitAsset(
							'i18n-sources.json',
							new compiler.webpack.sources.RawSource(
								`${ JSON.stringify( sources, null, '\t' ) }\n`
							)
						);
					}
				);
			}
		);
	}
}

/**
 * Files of a module; a concatenated module holds several.
 * @param module
 */
function resourcesOf( module ) {
	if ( module.modules ) {
		return module.modules.flatMap( resourcesOf );
	}
	return module.resource ? [ module.resource.split( '?' )[ 0 ] ] : [];
}

module.exports = ScriptSourcesPlugin;
