/**
 * Entry of the campaign bundle: read the embedded page data and mount the app.
 *
 * The entry itself evaluates little: the app's modules run in steps once the page's data has
 * been read (app/load-app.ts), so that no single start-up task keeps the page from answering.
 */
// First: the translations must be in place before any module calls __().
import '../shared/i18n/translations';
import { lazy, Suspense } from 'react';
import { mountApp } from '../shared/boot/mount-app';
import { readSettings } from '../shared/boot/read-boot';
import { readInitialData } from './contract/read-initial-data';
import '../shared/theme/fonts';
import './app/page-frame.css';
import './app/first-paint.css';
import { ROOT_ID } from './app/root-id';
import { firstPaintShown } from './app/first-paint';
import { turnOnFonts } from '../shared/theme/fonts-switch';
import { loadApp } from './app/load-app';
import { routerBasename } from './app/router-basename';

// Rare: only when the page's data is missing or broken.
const BootErrorScreen = lazy( () =>
	import( /* webpackMode: "eager" */ './app/boot-error-screen' ).then(
		( module ) => ( { default: module.BootErrorScreen } )
	)
);

mountApp( {
	rootId: ROOT_ID,
	bootId: 'p2p-fundraising-boot',
	render: async ( boot, container ) => {
		const settings = readSettings( boot.settings );
		const data = readInitialData( boot.data );
		// The page's own screen first, so the first render replaces the server's first paint
		// with the page rather than a spinner; and not before that first paint is on screen. Then
		// Montserrat, so that the app draws its text once, in its own font (decision 0123).
		const [ App ] = await Promise.all( [
			loadApp(
				window.location.pathname,
				routerBasename( data.campaign.base_url )
			),
			firstPaintShown( container ).then( () => turnOnFonts() ),
		] );
		return <App settings={ settings } data={ data } />;
	},
	renderError: ( message ) => (
		<Suspense fallback={ null }>
			<BootErrorScreen message={ message } />
		</Suspense>
	),
	inTransition: true,
} );
