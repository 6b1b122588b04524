/**
 * Entry of the admin bundle: mounts the wp-admin screens on the plugin's menu page.
 */
// First: the translations must be in place before any module calls __().
import '../shared/i18n/translations';
import { mountApp } from '../shared/boot/mount-app';
import { readSettings } from '../shared/boot/read-boot';
import { AdminApp } from './app/admin-app';

mountApp( {
	rootId: 'p2p-fundraising-admin-root',
	bootId: 'p2p-fundraising-admin-boot',
	render: ( boot ) => <AdminApp settings={ readSettings( boot.settings ) } />,
	renderError: ( message ) => <p role="alert">{ message }</p>,
} );
