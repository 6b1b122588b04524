import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '../../../tests/js/mocks/api-url';
import { server } from '../../../tests/js/mocks/server';
import { renderWithProviders, renderWithTheme } from '../../../tests/js/render';
import { createSlowLoadingStore } from '../api/slow-loading-store';
import { useApiQuery } from '../api/use-api-query';
import { SlowLoadingNotice } from './slow-loading-notice';

const SLOW_TEXT = 'This is taking longer than usual. Still loading…';

describe( 'SlowLoadingNotice with its store', () => {
	it( 'shows while any key is slow, inside a polite live region', () => {
		const store = createSlowLoadingStore();
		renderWithTheme( <SlowLoadingNotice store={ store } /> );
		const region = screen.getByRole( 'status' );
		expect( region ).toHaveAttribute( 'aria-live', 'polite' );
		expect( region ).toBeEmptyDOMElement();

		act( () => {
			store.add( 'a' );
			store.add( 'b' );
		} );
		expect( region ).toHaveTextContent( SLOW_TEXT );

		act( () => store.remove( 'a' ) );
		expect( region ).toHaveTextContent( SLOW_TEXT );

		act( () => store.remove( 'b' ) );
		expect( region ).toBeEmptyDOMElement();
	} );
} );

/** Answers a search after `delays[ search ]` ms. */
function useDelayedSearch( delays: Record< string, number > ) {
	server.use(
		http.get(
			apiUrl( 'get-campaign-teams-search' ),
			async ( { request } ) => {
				const search =
					new URL( request.url ).searchParams.get( 'search' ) ?? '';
				await delay( delays[ search ] ?? 0 );
				return HttpResponse.json( {
					data: [ search ],
					total: 1,
					count: 1,
				} );
			}
		)
	);
}

function Results( { search }: { search: string } ) {
	const { data } = useApiQuery< { data: string[] } >( [
		'get-campaign-teams-search',
		{ campaign_id: 1, search },
	] );
	return <p>{ data ? `Results for ${ data.data[ 0 ] }` : 'Waiting' }</p>;
}

const advance = ( ms: number ) =>
	act( async () => {
		await jest.advanceTimersByTimeAsync( ms );
	} );

describe( 'SlowLoadingNotice in the app', () => {
	beforeEach( () => {
		// Fake the clock only: msw and the response streams need real microtasks and ticks.
		jest.useFakeTimers( {
			doNotFake: [ 'nextTick', 'queueMicrotask', 'setImmediate' ],
		} );
	} );

	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'appears while a request is slower than 3 s and goes when it answers', async () => {
		useDelayedSearch( { run: 4500 } );
		renderWithProviders( <Results search="run" /> );

		await advance( 2999 );
		expect( screen.queryByText( SLOW_TEXT ) ).not.toBeInTheDocument();

		await advance( 1 );
		expect( screen.getByText( SLOW_TEXT ) ).toBeInTheDocument();
		expect( screen.getByText( 'Waiting' ) ).toBeInTheDocument();

		await advance( 1500 );
		expect( screen.getByText( 'Results for run' ) ).toBeInTheDocument();
		expect( screen.queryByText( SLOW_TEXT ) ).not.toBeInTheDocument();
	} );

	it( 'does not appear for a request that answers within 3 s', async () => {
		useDelayedSearch( { run: 2900 } );
		renderWithProviders( <Results search="run" /> );

		await advance( 2900 );
		expect( screen.getByText( 'Results for run' ) ).toBeInTheDocument();
		await advance( 5000 );
		expect( screen.queryByText( SLOW_TEXT ) ).not.toBeInTheDocument();
	} );

	it( 'goes when a slow request fails', async () => {
		server.use(
			http.get( apiUrl( 'get-campaign-teams-search' ), async () => {
				await delay( 4000 );
				return HttpResponse.json(
					{ message: 'Nope' },
					{ status: 404 }
				);
			} )
		);
		renderWithProviders( <Results search="run" /> );

		await advance( 3000 );
		expect( screen.getByText( SLOW_TEXT ) ).toBeInTheDocument();
		await advance( 1000 );
		expect( screen.queryByText( SLOW_TEXT ) ).not.toBeInTheDocument();
	} );

	it( 'goes when the visitor moves on to another search while the slow one runs', async () => {
		useDelayedSearch( { sw: 4000, swim: 100 } );
		const { rerender } = renderWithProviders( <Results search="sw" /> );

		await advance( 3000 );
		expect( screen.getByText( SLOW_TEXT ) ).toBeInTheDocument();

		rerender( <Results search="swim" /> );
		await advance( 2000 );

		expect( screen.getByText( 'Results for swim' ) ).toBeInTheDocument();
		expect( screen.queryByText( SLOW_TEXT ) ).not.toBeInTheDocument();
	} );

	it( 'goes when the slow request’s screen is left', async () => {
		useDelayedSearch( { run: 4000 } );
		const { rerender } = renderWithProviders( <Results search="run" /> );

		await advance( 3000 );
		expect( screen.getByText( SLOW_TEXT ) ).toBeInTheDocument();

		rerender( <p>Another page</p> );
		await advance( 2000 );

		expect( screen.queryByText( SLOW_TEXT ) ).not.toBeInTheDocument();
	} );
} );
