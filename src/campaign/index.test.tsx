import { screen, waitFor } from '@testing-library/react';
import { buildInitialData, buildSettings } from '../../tests/js/mocks/fixtures';

/** Puts the markup PHP prints on the page, then runs the campaign bundle's entry. */
async function boot( json: string | null, { hasRoot = true } = {} ) {
	window.history.pushState( {}, '', '/campaigns/demo/' );
	document.body.innerHTML = hasRoot
		? '<div id="p2p-fundraising-root" class="p2p-fundraising"></div>'
		: '';
	if ( json !== null ) {
		const script = document.createElement( 'script' );
		script.type = 'application/json';
		script.id = 'p2p-fundraising-boot';
		script.textContent = json;
		document.body.appendChild( script );
	}
	// A fresh module registry runs the entry again, with its own copy of React: render through
	// that copy's act() so the first render is flushed as in a browser. The app's own modules
	// run in later tasks (app/load-app.ts): wait for them inside the same registry.
	await jest.isolateModulesAsync( async () => {
		const { act } = await import( 'react' );
		await act( async () => {
			await import( './index' );
		} );
		const root = document.getElementById( 'p2p-fundraising-root' );
		if ( root ) {
			await waitFor( () => expect( root ).not.toBeEmptyDOMElement() );
		}
	} );
}

afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'the campaign bundle entry', () => {
	it( 'mounts the app from the embedded settings and data', async () => {
		await boot(
			JSON.stringify( {
				settings: buildSettings(),
				data: buildInitialData(),
			} )
		);
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Run for Clean Water',
			} )
		).toBeInTheDocument();
	} );

	it( 'shows the boot error screen when the data is not valid JSON', async () => {
		await boot( '{ "settings": ' );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'This campaign page could not start: The page data (#p2p-fundraising-boot) is not valid JSON.'
		);
		expect(
			screen.getByRole( 'link', { name: 'Reload the page' } )
		).toBeInTheDocument();
	} );

	it( 'shows the boot error screen when the data has no auth', async () => {
		const { auth: _auth, ...withoutAuth } = buildInitialData();
		await boot(
			JSON.stringify( { settings: buildSettings(), data: withoutAuth } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The page data has no sign-in information (auth).'
		);
	} );

	it( 'shows the boot error screen when the data is missing', async () => {
		await boot( null );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The page data (#p2p-fundraising-boot) is missing.'
		);
	} );

	it( 'does nothing on a page without its root element', async () => {
		await boot( '{}', { hasRoot: false } );
		expect( document.body.children ).toHaveLength( 1 );
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );
} );
