/**
 * Jest through @wordpress/scripts, with msw v2 (fetch/ESM-friendly jsdom and msw's ESM deps transformed).
 */
const path = require( 'path' );
const wpJestConfig = require( '@wordpress/scripts/config/jest-unit.config' );

const babelTransform = path.join(
	path.dirname( require.resolve( '@wordpress/scripts/package.json' ) ),
	'config',
	'babel-transform'
);

module.exports = {
	...wpJestConfig,
	rootDir: __dirname,
	testEnvironment: 'jest-fixed-jsdom',
	testEnvironmentOptions: { customExportConditions: [ '' ] },
	roots: [ '<rootDir>/src', '<rootDir>/tests/js' ],
	testMatch: [ '**/?(*.)test.[jt]s?(x)' ],
	// A test that renders the whole campaign app first compiles and loads its lazy chunks; on a
	// busy two-core machine that alone passed jest's 5 s default. Timeouts catch hangs, not speed
	// (speed lives in the benches).
	testTimeout: 20_000,
	transform: { '\\.[cm]?[jt]sx?$': babelTransform },
	transformIgnorePatterns: [
		'/node_modules/(?!(msw|@mswjs|rettime|until-async|@open-draft|@bundled-es-modules|headers-polyfill|outvariant|strict-event-emitter|is-node-process|@inquirer)/)',
	],
	setupFilesAfterEnv: [
		...( wpJestConfig.setupFilesAfterEnv || [] ),
		'<rootDir>/tests/js/setup.ts',
	],
	moduleNameMapper: {
		...( wpJestConfig.moduleNameMapper || {} ),
		'\\.(woff2?|png|jpe?g|svg)$': '<rootDir>/tests/js/file-stub.js',
	},
};
