/**
 * Entry of the campaign bundle: read the embedded page data and mount the app.
 */
// First: the translations must be in place before any module calls __().
import '../shared/i18n/translations';
import { mountApp } from '../shared/boot/mount-app';
import { readSettings } from '../shared/boot/read-boot';
import { readInitialData } from './contract/read-initial-data';
import '../shared/theme/fonts';
import './app/page-frame.css';
import './app/first-paint.css';
import { App, ROOT_ID } from './app/app';
import { firstPaintShown } from './app/first-paint';
import { preloadScreen } from './app/routes';
import { routerBasename } from './app/router-basename';
import { BootErrorScreen } from './app/boot-error-screen';

mountApp( {
	rootId: ROOT_ID,
	bootId: 'p2p-fundraising-boot',
	render: async ( boot, container ) => {
		const settings = readSettings( boot.settings );
		const data = readInitialData( boot.data );
		// The page's own screen first, so the first render replaces the server's first paint
		// with the page rather than a spinner (if its chunk fails, the route shows the error);
		// and not before that first paint is on screen.
		await Promise.all( [
			preloadScreen(
				window.location.pathname,
				routerBasename( data.campaign.base_url )
			).catch( () => undefined ),
			firstPaintShown( container ),
		] );
		return <App settings={ settings } data={ data } />;
	},
	renderError: ( message ) => <BootErrorScreen message={ message } />,
	inTransition: true,
} );
