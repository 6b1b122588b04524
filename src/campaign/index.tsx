/**
 * Entry of the campaign bundle: read the embedded page data and mount the app.
 */
import { createRoot } from 'react-dom/client';
import { BootError } from '../shared/boot/boot-error';
import {
	readBootJson,
	readInitialData,
	readSettings,
} from '../shared/boot/read-boot';
import '../shared/theme/fonts';
import { App, ROOT_ID } from './app/app';
import { BootErrorScreen } from './app/boot-error-screen';

const BOOT_ID = 'p2p-fundraising-boot';

function mount() {
	const container = document.getElementById( ROOT_ID );
	if ( ! container ) {
		return;
	}
	const root = createRoot( container );
	try {
		const boot = readBootJson( BOOT_ID );
		root.render(
			<App
				settings={ readSettings( boot.settings ) }
				data={ readInitialData( boot.data ) }
			/>
		);
	} catch ( error ) {
		if ( ! ( error instanceof BootError ) ) {
			throw error;
		}
		root.render( <BootErrorScreen message={ error.message } /> );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount );
} else {
	mount();
}
