/**
 * Mounts an app into its root element once the DOM is ready. `render` builds the app from the
 * page's embedded JSON; a BootError (missing or broken page data) renders `renderError` instead
 * of leaving a blank page. Whatever the server put in the root element stays until the first
 * render replaces it.
 */
import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BootError } from './boot-error';
import { readBootJson } from './read-boot';

interface MountOptions {
	rootId: string;
	bootId: string;
	/** The app; a promise when it must load something first (the root's markup stays until then). */
	render: (
		boot: Record< string, unknown >,
		container: HTMLElement
	) => ReactNode | Promise< ReactNode >;
	renderError: ( message: string ) => ReactNode;
	/**
	 * Render the app in a transition: React splits the first render into short tasks, so the page
	 * answers taps while the app replaces what the server printed. Its router must then catch up
	 * with a Back or Forward made meanwhile (src/campaign/navigation/campaign-router.tsx).
	 */
	inTransition?: boolean;
}

export function mountApp( {
	rootId,
	bootId,
	render,
	renderError,
	inTransition = false,
}: MountOptions ) {
	const mount = () => {
		const container = document.getElementById( rootId );
		if ( ! container ) {
			return;
		}
		const root = createRoot( container );
		const show = ( node: ReactNode ) =>
			inTransition
				? startTransition( () => root.render( node ) )
				: root.render( node );
		const fail = ( error: unknown ) => {
			if ( ! ( error instanceof BootError ) ) {
				throw error;
			}
			root.render( renderError( error.message ) );
		};
		try {
			const app = render( readBootJson( bootId ), container );
			if ( app instanceof Promise ) {
				app.then( show, fail );
			} else {
				show( app );
			}
		} catch ( error ) {
			fail( error );
		}
	};

	if ( document.readyState === 'loading' ) {
		document.addEventListener( 'DOMContentLoaded', mount );
	} else {
		mount();
	}
}
