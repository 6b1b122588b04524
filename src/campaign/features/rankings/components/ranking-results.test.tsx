import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { buildItem, buildPage } from '../../../../../tests/js/mocks/fixtures';
import { recordRequests } from '../../../../../tests/js/mocks/request-log';
import { server } from '../../../../../tests/js/mocks/server';
import { renderWithProviders } from '../../../../../tests/js/render';
import type { RankingQuery } from '../api/ranking-query';
import {
	fundraiserRanking,
	teamRanking,
	type RankingKind,
} from '../ranking-kinds';
import { RankingResults } from './ranking-results';

const TEAMS_ERROR = 'Something went wrong while loading campaign teams.';
const FUNDRAISERS_ERROR =
	'Something went wrong while loading campaign fundraisers.';

const ENDPOINT = {
	teams: 'get-campaign-teams-search',
	fundraisers: 'get-campaign-fundraisers-search',
};

const answer = ( kind: RankingKind, body: ReturnType< typeof buildPage > ) =>
	server.use(
		http.get( apiUrl( ENDPOINT[ kind.id ] ), () =>
			HttpResponse.json( body )
		)
	);

const fail = ( kind: RankingKind, status = 404 ) =>
	server.use(
		http.get( apiUrl( ENDPOINT[ kind.id ] ), () =>
			HttpResponse.json(
				{ code: 'p2p_not_found', message: 'Unknown campaign.' },
				{ status }
			)
		)
	);

const renderResults = (
	kind: RankingKind,
	query: Partial< RankingQuery > = {},
	footer?: ( total: number, count: number ) => JSX.Element
) =>
	renderWithProviders(
		<RankingResults
			kind={ kind }
			query={ { campaignId: 1, search: '', page: 1, ...query } }
			emptyState={ <p>Be the first!</p> }
			footer={ footer }
		/>,
		{ basename: '/campaigns/demo' }
	);

const cards = () => screen.getAllByRole( 'article' );

describe.each( [
	[ 'teams', teamRanking, TEAMS_ERROR ],
	[ 'fundraisers', fundraiserRanking, FUNDRAISERS_ERROR ],
] )( 'RankingResults of %s', ( _label, kind, errorText ) => {
	it( 'shows the error text when the request fails', async () => {
		fail( kind );
		renderResults( kind );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			errorText
		);
		expect(
			screen.queryByText( 'Unknown campaign.' )
		).not.toBeInTheDocument();
	} );

	it( 'shows the error text for an empty page past the first', async () => {
		answer( kind, buildPage( [], 9 ) );
		renderResults( kind, { page: 2 } );
		expect( await screen.findByText( errorText ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Be the first!' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the empty state on an empty first page', async () => {
		answer( kind, buildPage( [] ) );
		renderResults( kind );
		expect(
			await screen.findByText( 'Be the first!' )
		).toBeInTheDocument();
		expect( screen.queryByText( errorText ) ).not.toBeInTheDocument();
	} );

	it( 'says when a search finds nothing, on any page', async () => {
		answer( kind, buildPage( [] ) );
		renderResults( kind, { search: 'zz', page: 2 } );
		expect(
			await screen.findByText( 'Nothing found for search term "zz".' )
		).toBeInTheDocument();
		expect( screen.queryByText( errorText ) ).not.toBeInTheDocument();
	} );
} );

describe( 'RankingResults results', () => {
	it( 'shows team cards with rank badges for the first three on an unfiltered first page', async () => {
		answer(
			teamRanking,
			buildPage(
				[ 1, 2, 3, 4 ].map( ( id ) =>
					buildItem( id, { name: `Team ${ id }` } )
				),
				12
			)
		);
		renderResults( teamRanking );

		await waitFor( () => expect( cards() ).toHaveLength( 4 ) );
		const [ first, second, third, fourth ] = cards();
		expect( within( first! ).getByText( '1st Place' ) ).toBeInTheDocument();
		expect(
			within( second! ).getByText( '2nd Place' )
		).toBeInTheDocument();
		expect( within( third! ).getByText( '3rd Place' ) ).toBeInTheDocument();
		expect(
			within( fourth! ).queryByText( /Place/ )
		).not.toBeInTheDocument();
		expect(
			within( first! ).getByRole( 'heading', { name: 'Team 1' } )
		).toBeInTheDocument();
		expect(
			within( first! ).getByRole( 'link', { name: 'View Team: Team 1' } )
		).toHaveAttribute( 'href', '/campaigns/demo/team/1/' );
	} );

	it( "links fundraiser cards with 'View Page' to /campaigns/demo/fundraiser/{id}/", async () => {
		answer(
			fundraiserRanking,
			buildPage( [
				buildItem( 7, { name: 'Ada' } ),
				buildItem( 8, { name: 'Grace' } ),
			] )
		);
		renderResults( fundraiserRanking );

		const link = await screen.findByRole( 'link', {
			name: 'View Page: Ada',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'/campaigns/demo/fundraiser/7/'
		);
		expect( link ).toHaveTextContent( 'View Page' );
		expect(
			screen.getByRole( 'link', { name: 'View Page: Grace' } )
		).toHaveAttribute( 'href', '/campaigns/demo/fundraiser/8/' );
	} );

	it.each( [
		[ 'a later page', { page: 2 } ],
		[ 'a search', { search: 'team' } ],
	] )( 'shows no rank badges on %s', async ( _label, query ) => {
		answer(
			teamRanking,
			buildPage( [ buildItem( 10 ), buildItem( 11 ) ], 11 )
		);
		renderResults( teamRanking, query );
		await waitFor( () => expect( cards() ).toHaveLength( 2 ) );
		expect( screen.queryByText( /Place/ ) ).not.toBeInTheDocument();
	} );

	it( 'hands the totals to the footer', async () => {
		answer(
			teamRanking,
			buildPage( [ buildItem( 1 ), buildItem( 2 ) ], 12 )
		);
		renderResults( teamRanking, {}, ( total, count ) => (
			<p>
				{ count } of { total }
			</p>
		) );
		expect( await screen.findByText( '2 of 12' ) ).toBeInTheDocument();
	} );

	it( 'asks for the page, the term and 9 per page, with closed teams', async () => {
		const log = recordRequests();
		renderResults( teamRanking, { search: 'run', page: 3 } );
		await waitFor( () => expect( log.requests ).toHaveLength( 1 ) );
		const params = Object.fromEntries(
			new URL( log.requests[ 0 ]!.url ).searchParams
		);
		expect( params ).toEqual( {
			campaign_id: '1',
			search: 'run',
			showClosedTeams: 'true',
			page: '3',
			per_page: '9',
		} );
		log.stop();
	} );

	it( 'asks the fundraiser search without the closed-teams flag', async () => {
		const log = recordRequests();
		renderResults( fundraiserRanking, { page: 2 } );
		await waitFor( () => expect( log.requests ).toHaveLength( 1 ) );
		const params = Object.fromEntries(
			new URL( log.requests[ 0 ]!.url ).searchParams
		);
		expect( params ).toEqual( {
			campaign_id: '1',
			search: '',
			page: '2',
			per_page: '9',
		} );
		log.stop();
	} );

	it( 'keeps the previous results, marked busy, while the next page loads', async () => {
		let release: () => void = () => {};
		server.use(
			http.get(
				apiUrl( 'get-campaign-teams-search' ),
				async ( { request } ) => {
					const page = new URL( request.url ).searchParams.get(
						'page'
					);
					if ( page === '2' ) {
						await new Promise< void >( ( resolve ) => {
							release = resolve;
						} );
						return HttpResponse.json(
							buildPage(
								[ buildItem( 10, { name: 'Page two' } ) ],
								10
							)
						);
					}
					return HttpResponse.json(
						buildPage(
							[ buildItem( 1, { name: 'Page one' } ) ],
							10
						)
					);
				}
			)
		);
		const { container, rerender } = renderResults( teamRanking );
		expect(
			await screen.findByRole( 'heading', { name: 'Page one' } )
		).toBeInTheDocument();
		const results = container.querySelector( '.p2p-ranking-results' );
		expect( results ).toHaveAttribute( 'aria-busy', 'false' );

		rerender(
			<RankingResults
				kind={ teamRanking }
				query={ { campaignId: 1, search: '', page: 2 } }
				emptyState={ <p>Be the first!</p> }
			/>
		);

		await waitFor( () =>
			expect( results ).toHaveAttribute( 'aria-busy', 'true' )
		);
		expect(
			screen.getByRole( 'heading', { name: 'Page one' } )
		).toBeInTheDocument();

		release();
		expect(
			await screen.findByRole( 'heading', { name: 'Page two' } )
		).toBeInTheDocument();
		expect( results ).toHaveAttribute( 'aria-busy', 'false' );
	} );
} );
