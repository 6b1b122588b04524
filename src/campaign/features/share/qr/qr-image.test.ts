import { encode } from 'uqr';
import { qrFileName } from '../share-links';
import { qrImages } from './qr-image';

const URL_ = 'http://localhost/campaigns/demo/team/3/';

describe( 'qrImages', () => {
	it( 'draws every dark module of the code, inside a quiet zone of 4', () => {
		const { svg } = qrImages( URL_, {
			createElement: () => ( { getContext: () => null } ),
		} as unknown as Document );
		const markup = decodeURIComponent( svg.split( ',' )[ 1 ]! );
		const { data } = encode( URL_, { ecc: 'M', border: 0 } );
		const dark = data.flat().filter( Boolean ).length;
		expect( markup.match( /h1v1h-1z/g ) ).toHaveLength( dark );
		expect( markup ).toContain(
			`viewBox="0 0 ${ data.length + 8 } ${ data.length + 8 }"`
		);
		// The first finder pattern starts right after the quiet zone.
		expect( markup ).toContain( 'M4 4h1v1h-1z' );
	} );

	it( 'paints a PNG of 10 px per module on a white square when the browser can', () => {
		const fillRect = jest.fn();
		const toDataURL = jest.fn( () => 'data:image/png;base64,' );
		const canvas = {
			width: 0,
			height: 0,
			getContext: () => ( { fillRect, fillStyle: '' } ),
			toDataURL,
		};
		qrImages( URL_, {
			createElement: () => canvas,
		} as unknown as Document );
		const { data, size } = encode( URL_, { ecc: 'M', border: 0 } );
		const dark = data.flat().filter( Boolean ).length;
		expect( canvas.width ).toBe( ( size + 8 ) * 10 );
		expect( canvas.height ).toBe( canvas.width );
		// The white background first, then one 10 px square per dark module.
		expect( fillRect ).toHaveBeenNthCalledWith(
			1,
			0,
			0,
			canvas.width,
			canvas.width
		);
		expect( fillRect ).toHaveBeenCalledTimes( 1 + dark );
		// The top-left finder pattern starts right after the quiet zone of 4 modules.
		expect( fillRect ).toHaveBeenNthCalledWith( 2, 40, 40, 10, 10 );
		expect( toDataURL ).toHaveBeenCalledWith( 'image/png' );
	} );

	it( 'offers no PNG when the browser cannot draw', () => {
		const { png, svg } = qrImages( URL_, {
			createElement: () => ( { getContext: () => null } ),
		} as unknown as Document );
		expect( png ).toBeNull();
		expect( svg ).toMatch( /^data:image\/svg\+xml/ );
	} );
} );

describe( 'qrFileName', () => {
	it.each( [
		[ URL_, 'team-3-qr-code.png' ],
		[ 'http://localhost/campaigns/demo/', 'campaigns-demo-qr-code.png' ],
		[ 'not a url', 'page-qr-code.png' ],
	] )( 'names the download of %s %s', ( url, name ) => {
		expect( qrFileName( url, 'png' ) ).toBe( name );
	} );
} );
