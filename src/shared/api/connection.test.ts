import { isSlowConnection } from './connection';

const withConnection = ( connection: unknown ) =>
	( { connection } ) as unknown as Navigator;

describe( 'isSlowConnection', () => {
	it.each( [ 'slow-2g', '2g' ] )( 'counts %s as slow', ( effectiveType ) => {
		expect( isSlowConnection( withConnection( { effectiveType } ) ) ).toBe(
			true
		);
	} );

	it.each( [ '3g', '4g', undefined ] )(
		'counts %s as normal',
		( effectiveType ) => {
			expect(
				isSlowConnection( withConnection( { effectiveType } ) )
			).toBe( false );
		}
	);

	it( 'counts a browser without the Network Information API as normal', () => {
		expect( isSlowConnection( withConnection( undefined ) ) ).toBe( false );
		expect( isSlowConnection( undefined ) ).toBe( false );
	} );

	it( 'reads the current navigator by default', () => {
		expect( isSlowConnection() ).toBe( false );
		Object.defineProperty( window.navigator, 'connection', {
			value: { effectiveType: 'slow-2g' },
			configurable: true,
		} );
		try {
			expect( isSlowConnection() ).toBe( true );
		} finally {
			delete ( window.navigator as { connection?: unknown } ).connection;
		}
	} );
} );
