/**
 * The app's code runs in steps, each in its own task, and the page's screen starts loading first.
 */
const order: string[] = [];

jest.mock( '../../shared/boot/next-task', () => ( {
	nextTask: () => {
		order.push( 'yield' );
		return Promise.resolve();
	},
} ) );
jest.mock( './screens', () => {
	order.push( 'screens' );
	return {
		preloadScreen: ( pathname: string, basename: string ) => {
			order.push( `preload ${ pathname } under ${ basename }` );
			return Promise.resolve();
		},
	};
} );
jest.mock( '../navigation/campaign-router', () => {
	order.push( 'router' );
	return {};
} );
jest.mock( '../../shared/theme/scoped-global-style', () => {
	order.push( 'styles' );
	return {};
} );
jest.mock( '../../shared/api/api-provider', () => {
	order.push( 'api' );
	return {};
} );
jest.mock( './campaign-layout', () => {
	order.push( 'layout' );
	return {};
} );
jest.mock( '../screens/campaign-home-screen', () => {
	order.push( 'home' );
	return {};
} );
jest.mock( './routes', () => {
	order.push( 'routes' );
	return {};
} );
jest.mock( './app', () => {
	order.push( 'app' );
	return { App: 'the app' };
} );

import { loadApp } from './load-app';

it( 'starts loading the page’s screen, then evaluates the app one part per task', async () => {
	await expect(
		loadApp( '/campaigns/demo/team/3/', '/campaigns/demo' )
	).resolves.toBe( 'the app' );
	expect( order ).toEqual( [
		'yield',
		'screens',
		'preload /campaigns/demo/team/3/ under /campaigns/demo',
		'yield',
		'router',
		'yield',
		'styles',
		'yield',
		'api',
		'yield',
		'layout',
		'yield',
		'home',
		'yield',
		'routes',
		'yield',
		'app',
	] );
} );
