/**
 * Entry of the admin bundle: mounts the wp-admin screens on the plugin's menu page.
 */
import { createRoot } from 'react-dom/client';
import { BootError } from '../shared/boot/boot-error';
import { readBootJson, readSettings } from '../shared/boot/read-boot';
import { AdminApp } from './app/admin-app';

const ROOT_ID = 'p2p-fundraising-admin-root';
const BOOT_ID = 'p2p-fundraising-admin-boot';

function mount() {
	const container = document.getElementById( ROOT_ID );
	if ( ! container ) {
		return;
	}
	const root = createRoot( container );
	try {
		const boot = readBootJson( BOOT_ID );
		root.render( <AdminApp settings={ readSettings( boot.settings ) } /> );
	} catch ( error ) {
		if ( ! ( error instanceof BootError ) ) {
			throw error;
		}
		root.render( <p role="alert">{ error.message }</p> );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', mount );
} else {
	mount();
}
