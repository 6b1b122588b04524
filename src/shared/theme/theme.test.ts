import {
	contrastRatio,
	darken,
	DARK_TEXT,
	LIGHT_TEXT,
	MIN_TEXT_CONTRAST,
} from './colors';
import {
	breakpoints,
	buildTheme,
	DEFAULT_PRIMARY,
	DEFAULT_SECONDARY,
	media,
} from './theme';

const SAMPLE_COLOURS = [
	'#28C77B',
	'#28C87B',
	'#ff0000',
	'#00ff00',
	'#0000ff',
	'#ffff00',
	'#00ffff',
	'#ff00ff',
	'#ffdb00',
	'#ffa200',
	'#f7931e',
	'#8f8f8f',
	'#909090',
	'#777777',
	'#ffffff',
	'#000000',
	'#1E2A3A',
	'#3366cc',
	'#e91e63',
	'#9c27b0',
	'#00bcd4',
	'#cddc39',
	'#795548',
	'#abc',
];

describe( 'buildTheme', () => {
	it( 'uses the default colours when the campaign has none', () => {
		const { colors } = buildTheme();
		expect( colors.primary ).toBe( DEFAULT_PRIMARY );
		expect( colors.secondary ).toBe( DEFAULT_SECONDARY );
		expect( colors.onPrimary ).toBe( LIGHT_TEXT );
	} );

	it( 'takes the campaign colours', () => {
		const { colors } = buildTheme( '#ffdb00', '#3366cc' );
		expect( colors.primary ).toBe( '#ffdb00' );
		expect( colors.onPrimary ).toBe( DARK_TEXT );
		expect( colors.secondary ).toBe( '#3366cc' );
		expect( colors.onSecondary ).toBe( LIGHT_TEXT );
	} );

	it.each( [ '', 'green', '#12', 'rgb(1,2,3)', '#zzzzzz' ] )(
		'falls back to the defaults for the invalid colour %j',
		( invalid ) => {
			const { colors } = buildTheme( invalid, invalid );
			expect( colors.primary ).toBe( DEFAULT_PRIMARY );
			expect( colors.secondary ).toBe( DEFAULT_SECONDARY );
		}
	);

	it( 'always hands CSS a colour with a #', () => {
		const { colors } = buildTheme( '3366cc', 'abc' );
		expect( colors.primary ).toBe( '#3366cc' );
		expect( colors.secondary ).toBe( '#abc' );
		for ( const value of [
			colors.primarySurface,
			colors.primaryText,
			colors.secondarySurface,
		] ) {
			expect( value ).toMatch( /^#[0-9a-f]{3,6}$/i );
		}
	} );

	it( 'has the goal gradient #ffdb00 → #ffa200', () => {
		const { colors } = buildTheme();
		expect( colors.goalStart ).toBe( '#ffdb00' );
		expect( colors.goalEnd ).toBe( '#ffa200' );
	} );

	it.each( [ '#3366cc', '#28C77B', '#1E2A3A', '#e91e63' ] )(
		'makes goal-dark the secondary colour %s darkened by 20',
		( secondary ) => {
			expect( buildTheme( undefined, secondary ).colors.goalDark ).toBe(
				darken( secondary, 20 )
			);
		}
	);

	it( 'makes goal-dark #1f3d7a for a secondary of #3366cc', () => {
		expect( buildTheme( undefined, '#3366cc' ).colors.goalDark ).toBe(
			'#1f3d7a'
		);
	} );

	it.each( SAMPLE_COLOURS )(
		'keeps text on surfaces of %s readable (≥ 4.5:1)',
		( colour ) => {
			const { colors } = buildTheme( colour, colour );
			expect(
				contrastRatio( colors.primarySurface, colors.onPrimary )
			).toBeGreaterThanOrEqual( MIN_TEXT_CONTRAST );
			expect(
				contrastRatio( colors.secondarySurface, colors.onSecondary )
			).toBeGreaterThanOrEqual( MIN_TEXT_CONTRAST );
			// Primary used as text on white.
			expect(
				contrastRatio( colors.primaryText, colors.surface )
			).toBeGreaterThanOrEqual( MIN_TEXT_CONTRAST );
		}
	);

	it( 'leaves a colour that is already readable as it is', () => {
		expect( buildTheme( '#1E2A3A' ).colors.primarySurface ).toBe(
			'#1E2A3A'
		);
	} );

	it( 'builds its media queries from the breakpoints', () => {
		expect( media.medium ).toBe(
			`@media (min-width: ${ breakpoints.medium })`
		);
		expect( media.large ).toBe(
			`@media (min-width: ${ breakpoints.large })`
		);
	} );
} );
