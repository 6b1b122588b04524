/**
 * The server prints the top of the page (includes/Frontend/FirstPaint.php) in the mount node.
 * The app takes over once that first paint is on screen: its pictures decoded, its fonts loaded
 * and a frame painted. Replacing it earlier would be wasted work at best, and at worst swap the
 * hero in before its cover image is decoded, so that it flashes dark. A slow picture never
 * holds the app back for more than `limitMs`.
 */
const nextPaint = () =>
	new Promise< void >( ( resolve ) => {
		const afterFrame = () => setTimeout( resolve, 0 );
		if ( typeof window.requestAnimationFrame === 'function' ) {
			window.requestAnimationFrame( afterFrame );
		} else {
			afterFrame();
		}
	} );

const decoded = ( image: HTMLImageElement ) =>
	typeof image.decode === 'function'
		? image.decode().catch( () => undefined )
		: Promise.resolve();

/** The pictures of the first paint: its images and its inline background images (the hero's cover). */
function picturesOf( container: HTMLElement ): HTMLImageElement[] {
	const images = Array.from( container.querySelectorAll( 'img' ) );
	container
		.querySelectorAll< HTMLElement >( '[style*="background-image"]' )
		.forEach( ( element ) => {
			const url = /url\(["']?(.*?)["']?\)/.exec(
				element.style.backgroundImage
			)?.[ 1 ];
			if ( url ) {
				const image = new Image();
				image.src = url;
				images.push( image );
			}
		} );
	return images;
}

export function firstPaintShown(
	container: HTMLElement,
	limitMs = 1500
): Promise< void > {
	if ( ! container.firstElementChild ) {
		return Promise.resolve();
	}
	const ready = Promise.all( [
		...picturesOf( container ).map( decoded ),
		document.fonts?.ready,
	] ).then( nextPaint );
	const limit = new Promise< void >( ( resolve ) =>
		setTimeout( resolve, limitMs )
	);
	return Promise.race( [ ready, limit ] );
}
