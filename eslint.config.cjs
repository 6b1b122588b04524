/**
 * ESLint flat config: the WordPress recommended rules (TypeScript, React hooks, jsx-a11y,
 * prettier) plus the project's own boundaries.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const wpPlugin = require( '@wordpress/eslint-plugin' );

const TEXT_DOMAIN = 'p2p-fundraising';

const featureNames = ( app ) =>
	fs
		.readdirSync( path.join( __dirname, 'src', app, 'features' ), {
			withFileTypes: true,
		} )
		.filter( ( entry ) => entry.isDirectory() )
		.map( ( entry ) => entry.name );

/**
 * The layers inside an app (see docs/architecture.md): a feature never imports the app's
 * composition root (`app/`) nor its screens, and reaches another feature only through that
 * feature's public entry (`index.ts`).
 * @param app
 */
const appLayerZones = ( app ) => {
	const features = featureNames( app );
	return [
		{
			target: `./src/${ app }/features`,
			from: [ `./src/${ app }/app`, `./src/${ app }/screens` ],
			message:
				'A feature must not import app/ or screens/: pass what it needs as props, or move the shared piece out of app/.',
		},
		{
			target: `./src/${ app }/components`,
			from: [
				`./src/${ app }/app`,
				`./src/${ app }/screens`,
				`./src/${ app }/features`,
			],
			message:
				'App-wide components sit below the features: they must not import app/, screens/ or a feature.',
		},
		...features.map( ( feature ) => ( {
			target: `./src/${ app }/features/${ feature }`,
			from: `./src/${ app }/features`,
			except: [
				`./${ feature }`,
				...features
					.filter( ( other ) => other !== feature )
					.map( ( other ) => `./${ other }/index.ts` ),
			],
			message:
				'Import another feature only through its public entry (features/<name>/index.ts).',
		} ) ),
	];
};

module.exports = [
	{
		ignores: [
			'build/**',
			'node_modules/**',
			'.wp/**',
			'test-results/**',
			'playwright-report/**',
		],
	},
	...wpPlugin.configs.recommended,
	{
		files: [ '**/*.{ts,tsx}' ],
		rules: {
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: TEXT_DOMAIN },
			],
			// The spec's texts use three dots ('Start typing the name of the team...'): keep them.
			'@wordpress/i18n-ellipsis': 'off',
			// TypeScript types document parameters; JSDoc stays for the "why".
			'jsdoc/require-param': 'off',
			'jsdoc/require-returns': 'off',
			'@typescript-eslint/no-explicit-any': 'error',
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'error',
			// Imports flow one way: shared → campaign | admin (the two apps never meet), and inside an
			// app: components → features → screens → app.
			'import/no-restricted-paths': [
				'error',
				{
					zones: [
						{
							target: './src/shared',
							from: [ './src/campaign', './src/admin' ],
							message: 'src/shared must not depend on an app.',
						},
						{
							target: './src/campaign',
							from: './src/admin',
							message:
								'The campaign app must not import the admin app.',
						},
						{
							target: './src/admin',
							from: './src/campaign',
							message:
								'The admin app must not import the campaign app.',
						},
						...appLayerZones( 'campaign' ),
						...appLayerZones( 'admin' ),
					],
				},
			],
		},
	},
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [ '**/*.test.{ts,tsx}', 'tests/js/**/*.{ts,tsx}' ],
	} ) ),
	...wpPlugin.configs[ 'test-playwright' ].map( ( config ) => ( {
		...config,
		files: [ 'tests/e2e/**/*.ts' ],
	} ) ),
];
