import { firstPaintShown } from './first-paint';

describe( 'firstPaintShown', () => {
	afterEach( () => {
		jest.useRealTimers();
		document.body.innerHTML = '';
	} );

	it( 'resolves at once when the server printed nothing', async () => {
		const root = document.createElement( 'div' );
		await expect(
			firstPaintShown( root, 60_000 )
		).resolves.toBeUndefined();
	} );

	it( 'waits for the first paint’s pictures to be decoded', async () => {
		const root = document.createElement( 'div' );
		root.innerHTML =
			'<div class="p2p-first-paint"><img src="cover.jpg" alt="" /></div>';
		let decode: () => void = () => undefined;
		const image = root.querySelector( 'img' ) as HTMLImageElement;
		image.decode = () =>
			new Promise< void >( ( resolve ) => {
				decode = resolve;
			} );
		let shown = false;
		const done = firstPaintShown( root, 60_000 ).then( () => {
			shown = true;
		} );
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		expect( shown ).toBe( false );
		decode();
		await done;
		expect( shown ).toBe( true );
	} );

	it( 'never holds the app back longer than the limit', async () => {
		jest.useFakeTimers();
		const root = document.createElement( 'div' );
		root.innerHTML =
			'<div class="p2p-first-paint"><img src="slow.jpg" alt="" /></div>';
		const image = root.querySelector( 'img' ) as HTMLImageElement;
		image.decode = () => new Promise< void >( () => undefined );
		const done = firstPaintShown( root, 1500 );
		jest.advanceTimersByTime( 1500 );
		await expect( done ).resolves.toBeUndefined();
	} );
} );

describe( 'firstPaintShown with a background image', () => {
	it( 'waits for the hero’s cover, which is a background image', async () => {
		const root = document.createElement( 'div' );
		root.innerHTML =
			'<div class="p2p-first-paint"><header style="background-image:url(&quot;https://example.org/cover.jpg&quot;)"></header></div>';
		const decodedUrls: string[] = [];
		const original = HTMLImageElement.prototype.decode;
		HTMLImageElement.prototype.decode = function () {
			decodedUrls.push( this.src );
			return Promise.resolve();
		};
		try {
			await firstPaintShown( root, 60_000 );
		} finally {
			HTMLImageElement.prototype.decode = original;
		}
		expect( decodedUrls ).toEqual( [ 'https://example.org/cover.jpg' ] );
	} );
} );
