/**
 * ESLint flat config: the WordPress recommended rules (TypeScript, React hooks, jsx-a11y,
 * prettier) plus the project's own boundaries.
 */
const wpPlugin = require( '@wordpress/eslint-plugin' );

const TEXT_DOMAIN = 'p2p-fundraising';

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
			// Imports flow one way: shared → campaign | admin. The two apps never meet.
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
							message: 'The campaign app must not import the admin app.',
						},
						{
							target: './src/admin',
							from: './src/campaign',
							message: 'The admin app must not import the campaign app.',
						},
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
