/**
 * Entry of the campaign bundle: read the embedded page data and mount the app.
 */
import { mountApp } from '../shared/boot/mount-app';
import { readSettings } from '../shared/boot/read-boot';
import { readInitialData } from './contract/read-initial-data';
import '../shared/theme/fonts';
import './app/page-frame.css';
import { App, ROOT_ID } from './app/app';
import { BootErrorScreen } from './app/boot-error-screen';

mountApp( {
	rootId: ROOT_ID,
	bootId: 'p2p-fundraising-boot',
	render: ( boot ) => (
		<App
			settings={ readSettings( boot.settings ) }
			data={ readInitialData( boot.data ) }
		/>
	),
	renderError: ( message ) => <BootErrorScreen message={ message } />,
} );
