/**
 * Evaluates the campaign app's code in several short tasks instead of one long one.
 *
 * Evaluating every module of the entry at once took one 26–54 ms task on this machine (about
 * four times that on a mid-range phone), during which the page ignores taps. Each step here
 * evaluates one part of the app's module graph, then yields to the browser. The imports are
 * "eager": the code stays in campaign.js (no request, no waterfall); import() only decides when
 * each module runs. The steps follow the dependency order (libraries first), so a later step
 * finds the earlier modules evaluated.
 */
import type { App } from './app';
import { nextTask } from '../../shared/boot/next-task';

const STEPS = [
	// react-router and @remix-run/router.
	() => import( /* webpackMode: "eager" */ '../navigation/campaign-router' ),
	// styled-components, stylis and the theme.
	() =>
		import(
			/* webpackMode: "eager" */ '../../shared/theme/scoped-global-style'
		),
	// SWR and the API layer.
	() => import( /* webpackMode: "eager" */ '../../shared/api/api-provider' ),
	// The page frame: the account bar, notices, the error boundary.
	() => import( /* webpackMode: "eager" */ './campaign-layout' ),
	// The home screen and its features.
	() =>
		import( /* webpackMode: "eager" */ '../screens/campaign-home-screen' ),
	// The route table and guards.
	() => import( /* webpackMode: "eager" */ './routes' ),
] as const;

/**
 * The app component, once its code has run. The screen of the page being opened starts loading
 * first (its own chunk, over the network), while the rest is evaluated step by step.
 * @param pathname The address being opened.
 * @param basename The campaign's base path (the router's basename).
 */
export async function loadApp(
	pathname: string,
	basename: string
): Promise< typeof App > {
	await nextTask();
	const { preloadScreen } = await import(
		/* webpackMode: "eager" */ './screens'
	);
	// If its chunk fails, the route shows the error when it renders.
	const screen = preloadScreen( pathname, basename ).catch( () => undefined );
	for ( const step of STEPS ) {
		await nextTask();
		await step();
	}
	await nextTask();
	const { App: app } = await import( /* webpackMode: "eager" */ './app' );
	await screen;
	return app;
}
