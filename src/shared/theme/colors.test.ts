import {
	brightness,
	contrastRatio,
	darken,
	DARK_TEXT,
	LIGHT_TEXT,
	MIN_TEXT_CONTRAST,
	parseHex,
	readableShade,
	textColorOn,
} from './colors';

describe( 'parseHex', () => {
	it( 'reads six- and three-digit colours, with or without #, in any case', () => {
		expect( parseHex( '#28C77B' ) ).toEqual( { r: 40, g: 199, b: 123 } );
		expect( parseHex( '28c77b' ) ).toEqual( { r: 40, g: 199, b: 123 } );
		expect( parseHex( '#abc' ) ).toEqual( { r: 170, g: 187, b: 204 } );
		expect( parseHex( '  #FFF ' ) ).toEqual( { r: 255, g: 255, b: 255 } );
	} );

	it.each( [
		'',
		'red',
		'#12',
		'#1234',
		'#12345g',
		'rgb(0,0,0)',
		'#1234567',
	] )( 'rejects %j', ( color ) => {
		expect( parseHex( color ) ).toBeNull();
	} );
} );

describe( 'textColorOn (brightness threshold 143)', () => {
	it( 'puts white text on the default primary #28C77B (brightness 142.8)', () => {
		expect( brightness( '#28C77B' ) ).toBeCloseTo( 142.8, 1 );
		expect( textColorOn( '#28C77B' ) ).toBe( '#ffffff' );
	} );

	it( 'puts dark text on a colour just above the threshold', () => {
		// One step more green: brightness 143.4.
		expect( brightness( '#28C87B' ) ).toBeGreaterThan( 143 );
		expect( textColorOn( '#28C87B' ) ).toBe( '#333333' );
	} );

	it( 'keeps white text at exactly 143', () => {
		expect( brightness( '#8f8f8f' ) ).toBe( 143 );
		expect( textColorOn( '#8f8f8f' ) ).toBe( '#ffffff' );
		expect( textColorOn( '#909090' ) ).toBe( '#333333' );
	} );

	it( 'uses the YIQ weights', () => {
		expect( brightness( '#ffffff' ) ).toBe( 255 );
		expect( brightness( '#000000' ) ).toBe( 0 );
		expect( brightness( '#ff0000' ) ).toBeCloseTo( 76.245 );
		expect( brightness( '#00ff00' ) ).toBeCloseTo( 149.685 );
		expect( brightness( '#0000ff' ) ).toBeCloseTo( 29.07 );
	} );

	it( 'puts dark text on light colours and white on dark ones', () => {
		expect( textColorOn( '#ffffff' ) ).toBe( DARK_TEXT );
		expect( textColorOn( '#ffdb00' ) ).toBe( DARK_TEXT );
		expect( textColorOn( '#000000' ) ).toBe( LIGHT_TEXT );
		expect( textColorOn( '#1E2A3A' ) ).toBe( LIGHT_TEXT );
	} );
} );

describe( 'darken', () => {
	it.each( [
		[ '#28C77B', '#177247' ],
		[ '#3366cc', '#1f3d7a' ],
		[ '#ff0000', '#990000' ],
		[ '#808080', '#4d4d4d' ],
		[ '#ffffff', '#cccccc' ],
		// Lightness 17% minus 20 points stops at black.
		[ '#1E2A3A', '#000000' ],
	] )(
		'lowers the HSL lightness of %s by 20 points to %s',
		( color, expected ) => {
			expect( darken( color, 20 ) ).toBe( expected );
		}
	);

	it( 'lightens with a negative amount and stops at white', () => {
		expect( darken( '#3366cc', -20 ) ).toBe( '#85a3e0' );
		expect( darken( '#eeeeee', -50 ) ).toBe( '#ffffff' );
	} );

	it( 'changes nothing by 0 and reads short colours', () => {
		expect( darken( '#28c77b', 0 ) ).toBe( '#28c77b' );
		expect( darken( '#fff', 20 ) ).toBe( '#cccccc' );
	} );

	it( 'returns an invalid colour unchanged', () => {
		expect( darken( 'tomato', 20 ) ).toBe( 'tomato' );
	} );
} );

describe( 'contrastRatio', () => {
	it( 'follows WCAG 2', () => {
		expect( contrastRatio( '#000000', '#ffffff' ) ).toBeCloseTo( 21 );
		expect( contrastRatio( '#ffffff', '#ffffff' ) ).toBe( 1 );
		expect( contrastRatio( '#767676', '#ffffff' ) ).toBeCloseTo( 4.54, 2 );
	} );

	it( 'does not depend on the order', () => {
		expect( contrastRatio( '#28C77B', '#333333' ) ).toBe(
			contrastRatio( '#333333', '#28C77B' )
		);
	} );
} );

describe( 'readableShade', () => {
	it( 'keeps a colour that already reaches 4.5:1', () => {
		expect( readableShade( '#1E2A3A', '#ffffff' ) ).toBe( '#1E2A3A' );
	} );

	it( 'darkens a colour against white until it reaches 4.5:1', () => {
		const shade = readableShade( '#28C77B', '#ffffff' );
		expect( contrastRatio( shade, '#ffffff' ) ).toBeGreaterThanOrEqual(
			MIN_TEXT_CONTRAST
		);
		expect( brightness( shade ) ).toBeLessThan( brightness( '#28C77B' ) );
		// The nearest such shade: two points lighter would not do.
		expect( contrastRatio( darken( shade, -2 ), '#ffffff' ) ).toBeLessThan(
			MIN_TEXT_CONTRAST
		);
	} );

	it( 'lightens a colour against dark text', () => {
		const shade = readableShade( '#3366cc', DARK_TEXT );
		expect( contrastRatio( shade, DARK_TEXT ) ).toBeGreaterThanOrEqual(
			MIN_TEXT_CONTRAST
		);
		expect( brightness( shade ) ).toBeGreaterThan(
			brightness( '#3366cc' )
		);
	} );
} );
