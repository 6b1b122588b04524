/**
 * Mounts an app into its root element once the DOM is ready. `render` builds the app from the
 * page's embedded JSON; a BootError (missing or broken page data) renders `renderError` instead
 * of leaving a blank page.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BootError } from './boot-error';
import { readBootJson } from './read-boot';

interface MountOptions {
	rootId: string;
	bootId: string;
	render: ( boot: Record< string, unknown > ) => ReactNode;
	renderError: ( message: string ) => ReactNode;
}

export function mountApp( {
	rootId,
	bootId,
	render,
	renderError,
}: MountOptions ) {
	const mount = () => {
		const container = document.getElementById( rootId );
		if ( ! container ) {
			return;
		}
		const root = createRoot( container );
		try {
			root.render( render( readBootJson( bootId ) ) );
		} catch ( error ) {
			if ( ! ( error instanceof BootError ) ) {
				throw error;
			}
			root.render( renderError( error.message ) );
		}
	};

	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', mount );
	} else {
		mount();
	}
}
