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

	it( 'draws a PNG 10 px per module when the browser can', () => {
		const fillRect = jest.fn();
		const canvas = {
			width: 0,
			height: 0,
			getContext: () => ( { fillRect, fillStyle: '' } ),
			toDataURL: () => 'data:image/png;base64,AAAA',
		};
		const { png } = qrImages( URL_, {
			createElement: () => canvas,
		} as unknown as Document );
		const size = encode( URL_, { ecc: 'M', border: 0 } ).size;
		expect( png ).toBe( 'data:image/png;base64,AAAA' );
		expect( canvas.width ).toBe( ( size + 8 ) * 10 );
		expect( fillRect ).toHaveBeenCalledWith(
			0,
			0,
			canvas.width,
			canvas.width
		);
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
