import { BootError } from './boot-error';
import { readBootJson, readSettings } from './read-boot';
import { DEFAULT_TEXT_LIMITS } from './text-limits';

const BOOT_ID = 'p2p-fundraising-boot';

const embed = ( text: string | null ) => {
	document.body.innerHTML = '';
	if ( text === null ) {
		return;
	}
	const script = document.createElement( 'script' );
	script.type = 'application/json';
	script.id = BOOT_ID;
	script.textContent = text;
	document.body.appendChild( script );
};

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'readBootJson', () => {
	it( 'parses the JSON the page embedded', () => {
		embed( JSON.stringify( { settings: { apiRoot: 'x' }, data: {} } ) );
		expect( readBootJson( BOOT_ID ) ).toEqual( {
			settings: { apiRoot: 'x' },
			data: {},
		} );
	} );

	it( 'reads the HTML-safe escapes wp_json_encode( JSON_HEX_* ) produces', () => {
		// JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT.
		embed(
			'{"data":{"title":"\\u003Cb\\u003E Tom\\u0027s \\u0026 \\u0022Co\\u0022"}}'
		);
		expect( readBootJson( BOOT_ID ) ).toEqual( {
			data: { title: '<b> Tom\'s & "Co"' },
		} );
	} );

	it( 'throws a BootError naming the element when it is missing', () => {
		embed( null );
		expect( () => readBootJson( BOOT_ID ) ).toThrow(
			new BootError( 'The page data (#p2p-fundraising-boot) is missing.' )
		);
	} );

	it( 'treats an empty element as missing', () => {
		embed( '' );
		expect( () => readBootJson( BOOT_ID ) ).toThrow(
			'The page data (#p2p-fundraising-boot) is missing.'
		);
	} );

	it( 'throws a BootError when the JSON is invalid', () => {
		embed( '{ "settings": ' );
		const read = () => readBootJson( BOOT_ID );
		expect( read ).toThrow( BootError );
		expect( read ).toThrow(
			'The page data (#p2p-fundraising-boot) is not valid JSON.'
		);
	} );

	it.each( [ '[]', '"text"', '42', 'null' ] )(
		'throws a BootError when the JSON is %s instead of an object',
		( json ) => {
			embed( json );
			expect( () => readBootJson( BOOT_ID ) ).toThrow(
				'The page data (#p2p-fundraising-boot) is not an object.'
			);
		}
	);

	it( 'reads from the document it is given', () => {
		const other = document.implementation.createHTMLDocument( 'other' );
		other.body.innerHTML = `<script type="application/json" id="${ BOOT_ID }">{"a":1}</script>`;
		expect( readBootJson( BOOT_ID, other ) ).toEqual( { a: 1 } );
	} );
} );

describe( 'readSettings', () => {
	it( 'applies the spec defaults to everything but the API root', () => {
		expect(
			readSettings( {
				apiRoot: 'https://site/wp-json/p2p-fundraising/v1',
			} )
		).toEqual( {
			apiRoot: 'https://site/wp-json/p2p-fundraising/v1',
			apiNonce: '',
			locale: 'en_US',
			timeZone: '',
			currencySymbol: '$',
			currencyPosition: 'before',
			decimalSeparator: '.',
			thousandsSeparator: ',',
			maxUploadSize: 0,
			assetsUrl: '',
			loginUrl: '',
			homeUrl: '/',
			siteName: '',
			registrationOpen: true,
			textLimits: DEFAULT_TEXT_LIMITS,
		} );
	} );

	it( 'keeps every value the page gave', () => {
		const given = {
			apiRoot: 'https://site/wp-json/p2p-fundraising/v1',
			apiNonce: 'abc123',
			locale: 'de_DE',
			timeZone: 'Europe/Berlin',
			currencySymbol: '€',
			currencyPosition: 'after',
			decimalSeparator: ',',
			thousandsSeparator: '.',
			maxUploadSize: 2097152,
			assetsUrl: 'https://site/build/',
			loginUrl: 'https://site/wp-login.php',
			homeUrl: 'https://site/',
			siteName: 'Site',
			registrationOpen: false,
			textLimits: { ...DEFAULT_TEXT_LIMITS, story: 20000 },
		};
		expect( readSettings( given ) ).toEqual( given );
	} );

	it( 'keeps the text limits the page gave and defaults the others', () => {
		const settings = readSettings( {
			apiRoot: 'https://site/wp-json/p2p-fundraising/v1',
			textLimits: { story: 500, update: -1, message: 'many' },
		} );
		expect( settings.textLimits ).toEqual( {
			...DEFAULT_TEXT_LIMITS,
			story: 500,
		} );
	} );

	it.each( [
		[
			'https://site/wp-json/p2p-fundraising/v1/',
			'https://site/wp-json/p2p-fundraising/v1',
		],
		[
			'https://site/wp-json/p2p-fundraising/v1///',
			'https://site/wp-json/p2p-fundraising/v1',
		],
		[
			'https://site/?rest_route=/p2p-fundraising/v1/',
			'https://site/?rest_route=/p2p-fundraising/v1',
		],
	] )( 'trims the trailing slash of %s', ( apiRoot, expected ) => {
		expect( readSettings( { apiRoot } ).apiRoot ).toBe( expected );
	} );

	it( 'falls back to "before" for any position other than "after"', () => {
		expect(
			readSettings( { apiRoot: 'x', currencyPosition: 'left' } )
				.currencyPosition
		).toBe( 'before' );
	} );

	it( 'falls back to the defaults when values have the wrong type or are empty', () => {
		const settings = readSettings( {
			apiRoot: 'x',
			currencySymbol: '',
			decimalSeparator: 7,
			thousandsSeparator: null,
			locale: [],
			maxUploadSize: 'lots',
		} );
		expect( settings.currencySymbol ).toBe( '$' );
		expect( settings.decimalSeparator ).toBe( '.' );
		expect( settings.thousandsSeparator ).toBe( ',' );
		expect( settings.locale ).toBe( 'en_US' );
		expect( settings.maxUploadSize ).toBe( 0 );
	} );

	it( 'keeps an empty thousands separator (locales without grouping)', () => {
		expect(
			readSettings( { apiRoot: 'x', thousandsSeparator: '' } )
				.thousandsSeparator
		).toBe( '' );
	} );

	it( 'reads a numeric string upload size as a number', () => {
		expect(
			readSettings( { apiRoot: 'x', maxUploadSize: '1048576' } )
				.maxUploadSize
		).toBe( 1048576 );
	} );

	it.each( [
		[ 'missing', {} ],
		[ 'empty', { apiRoot: '' } ],
		[ 'not a string', { apiRoot: 42 } ],
		[ 'no settings at all', undefined ],
	] )( 'throws a BootError when the API root is %s', ( _label, raw ) => {
		const read = () => readSettings( raw );
		expect( read ).toThrow( BootError );
		expect( read ).toThrow( 'The page settings have no API address.' );
	} );
} );
