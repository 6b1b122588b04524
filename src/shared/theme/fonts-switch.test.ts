import { FONTS_CACHED_KEY, FONTS_CLASS, turnOnFonts } from './fonts-switch';

type Load = ( font: string ) => Promise< unknown[] >;

function withFonts( load: Load | undefined ) {
	Object.defineProperty( document, 'fonts', {
		configurable: true,
		value: load ? { load: jest.fn( load ) } : undefined,
	} );
	return ( document as unknown as { fonts?: { load: jest.Mock } } ).fonts;
}

describe( 'turnOnFonts', () => {
	afterEach( () => {
		jest.useRealTimers();
		jest.restoreAllMocks();
		document.documentElement.classList.remove( FONTS_CLASS );
		window.localStorage.clear();
		withFonts( undefined );
	} );

	it( 'turns Montserrat on, loads its three weights and remembers that the browser has them', async () => {
		const fonts = withFonts( async () => [ {} ] );
		await turnOnFonts();
		expect(
			document.documentElement.classList.contains( FONTS_CLASS )
		).toBe( true );
		expect( fonts?.load.mock.calls.map( ( [ font ] ) => font ) ).toEqual( [
			'400 1em Montserrat',
			'600 1em Montserrat',
			'700 1em Montserrat',
		] );
		expect( window.localStorage.getItem( FONTS_CACHED_KEY ) ).toBe( '1' );
	} );

	it( 'remembers nothing when a weight did not load', async () => {
		withFonts( async ( font ) =>
			font.startsWith( '700' ) ? [] : [ {} ]
		);
		await turnOnFonts();
		expect( window.localStorage.getItem( FONTS_CACHED_KEY ) ).toBeNull();
	} );

	it( 'remembers nothing, and still resolves, when the files fail', async () => {
		withFonts( () => Promise.reject( new Error( 'network' ) ) );
		await expect( turnOnFonts() ).resolves.toBeUndefined();
		expect(
			document.documentElement.classList.contains( FONTS_CLASS )
		).toBe( true );
		expect( window.localStorage.getItem( FONTS_CACHED_KEY ) ).toBeNull();
	} );

	it( 'never holds the app back longer than the limit', async () => {
		jest.useFakeTimers();
		withFonts( () => new Promise( () => undefined ) );
		let done = false;
		const turned = turnOnFonts( 1000 ).then( () => {
			done = true;
		} );
		await jest.advanceTimersByTimeAsync( 999 );
		expect( done ).toBe( false );
		await jest.advanceTimersByTimeAsync( 1 );
		await turned;
		expect( done ).toBe( true );
	} );

	it( 'keeps going when the browser refuses storage', async () => {
		withFonts( async () => [ {} ] );
		jest.spyOn( Storage.prototype, 'setItem' ).mockImplementation( () => {
			throw new Error( 'QuotaExceededError' );
		} );
		await expect( turnOnFonts() ).resolves.toBeUndefined();
	} );

	it( 'only turns the fonts on where the browser has no font loading API', async () => {
		withFonts( undefined );
		await expect( turnOnFonts() ).resolves.toBeUndefined();
		expect(
			document.documentElement.classList.contains( FONTS_CLASS )
		).toBe( true );
	} );
} );
