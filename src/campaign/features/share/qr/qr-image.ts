/**
 * QR code images of an address, drawn from uqr's module matrix (about 4 KB gzipped, loaded only
 * when a visitor opens the QR code: see share/components/qr-code-panel.tsx). An SVG to show at
 * any size, and a PNG (when the browser can draw one) that prints and pastes everywhere.
 */
import { encode } from 'uqr';

export interface QrImages {
	/** `data:image/svg+xml` address of a crisp, scalable image. */
	svg: string;
	/** `data:image/png` address, or null when the browser cannot draw to a canvas. */
	png: string | null;
}

/** Modules of quiet zone around the code (the standard asks for 4). */
const BORDER = 4;
/** Pixels per module in the PNG: a 33-module code becomes a 410 px image. */
const PNG_SCALE = 10;

function svgOf( modules: boolean[][] ): string {
	const size = modules.length + BORDER * 2;
	let path = '';
	modules.forEach( ( row, y ) =>
		row.forEach( ( isDark, x ) => {
			if ( isDark ) {
				path += `M${ x + BORDER } ${ y + BORDER }h1v1h-1z`;
			}
		} )
	);
	return (
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ size } ${ size }" shape-rendering="crispEdges">` +
		`<rect width="${ size }" height="${ size }" fill="#fff"/><path d="${ path }" fill="#000"/></svg>`
	);
}

function pngOf( modules: boolean[][], doc: Document ): string | null {
	const size = ( modules.length + BORDER * 2 ) * PNG_SCALE;
	const canvas = doc.createElement( 'canvas' );
	canvas.width = size;
	canvas.height = size;
	const context = canvas.getContext( '2d' );
	if ( ! context ) {
		return null;
	}
	context.fillStyle = '#ffffff';
	context.fillRect( 0, 0, size, size );
	context.fillStyle = '#000000';
	modules.forEach( ( row, y ) =>
		row.forEach( ( isDark, x ) => {
			if ( isDark ) {
				context.fillRect(
					( x + BORDER ) * PNG_SCALE,
					( y + BORDER ) * PNG_SCALE,
					PNG_SCALE,
					PNG_SCALE
				);
			}
		} )
	);
	return canvas.toDataURL( 'image/png' );
}

/** The QR code of `text` (error correction M: still readable with 15% of it damaged). */
export function qrImages( text: string, doc: Document = document ): QrImages {
	const { data } = encode( text, { ecc: 'M', border: 0 } );
	return {
		svg: `data:image/svg+xml;charset=utf-8,${ encodeURIComponent(
			svgOf( data )
		) }`,
		png: pngOf( data, doc ),
	};
}
