/**
 * The campaign app's router: React Router's <BrowserRouter>, made safe for a first render that
 * React splits into short tasks (src/campaign/index.tsx renders in a transition, so a phone keeps
 * answering while the app replaces the server's first paint).
 *
 * <BrowserRouter> reads the address when it starts rendering and listens for Back and Forward only
 * once it has committed. A time-sliced first render leaves a gap between the two: a Back in it
 * changed the address but not the page. This router catches up when it starts listening.
 */
import { createBrowserHistory, type Location } from '@remix-run/router';
import {
	startTransition,
	useCallback,
	useLayoutEffect,
	useState,
	type ReactNode,
} from 'react';
import { Router, createPath, type NavigationType } from 'react-router-dom';
import { ROUTER_FUTURE_FLAGS } from '../../shared/router-flags';

interface CampaignRouterProps {
	basename: string;
	/** The window whose history the router uses (see keep-history-state.ts). */
	window: Window;
	children: ReactNode;
}

interface RouterState {
	action: NavigationType;
	location: Location;
}

const sameEntry = ( a: Location, b: Location ): boolean =>
	a.key === b.key && createPath( a ) === createPath( b );

export function CampaignRouter( {
	basename,
	window: routerWindow,
	children,
}: CampaignRouterProps ) {
	const [ history ] = useState( () =>
		createBrowserHistory( { window: routerWindow, v5Compat: true } )
	);
	const [ state, setStateNow ] = useState< RouterState >( () => ( {
		action: history.action,
		location: history.location,
	} ) );
	// Moves between pages render in a transition, as <BrowserRouter>'s v7_startTransition does.
	const setState = useCallback(
		( next: RouterState ) => startTransition( () => setStateNow( next ) ),
		[]
	);

	useLayoutEffect( () => {
		const unlisten = history.listen( ( { action, location } ) =>
			setState( { action, location } )
		);
		// The address may have moved while the first render ran, before anyone listened.
		const now = history.location;
		setStateNow( ( current ) =>
			sameEntry( current.location, now )
				? current
				: { action: history.action, location: now }
		);
		return unlisten;
	}, [ history, setState ] );

	return (
		<Router
			basename={ basename }
			location={ state.location }
			navigationType={ state.action }
			navigator={ history }
			future={ ROUTER_FUTURE_FLAGS }
		>
			{ children }
		</Router>
	);
}
