import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '../../../tests/js/mocks/api-url';
import {
	CAMPAIGN_URL,
	buildInitialData,
	buildItem,
	buildPage,
} from '../../../tests/js/mocks/fixtures';
import {
	expectNoRequests,
	recordRequests,
} from '../../../tests/js/mocks/request-log';
import { server } from '../../../tests/js/mocks/server';
import { renderCampaignApp } from '../../../tests/js/render';
import { LAZY } from '../../../tests/js/journeys';

const TEAMS = 'get-campaign-teams-search';
const FUNDRAISERS = 'get-campaign-fundraisers-search';
const TEAMS_ERROR = 'Something went wrong while loading campaign teams.';
const FUNDRAISERS_ERROR =
	'Something went wrong while loading campaign fundraisers.';

/** Serves `total` entries 9 per page, filtered by name, as the real endpoint does. */
function serve( endpoint: string, total: number, kind = 'Team' ) {
	const all = Array.from( { length: total }, ( _, index ) =>
		buildItem( index + 1, {
			name: `${ kind } ${ index + 1 }`,
			url: `${ CAMPAIGN_URL }${ kind.toLowerCase() }/${ index + 1 }/`,
		} )
	);
	server.use(
		http.get( apiUrl( endpoint ), ( { request } ) => {
			const params = new URL( request.url ).searchParams;
			const page = Number( params.get( 'page' ) );
			const perPage = Number( params.get( 'per_page' ) );
			const search = ( params.get( 'search' ) ?? '' ).toLowerCase();
			const found = all.filter( ( item ) =>
				item.name.toLowerCase().includes( search )
			);
			return HttpResponse.json(
				buildPage(
					found.slice( ( page - 1 ) * perPage, page * perPage ),
					found.length
				)
			);
		} )
	);
}

const failWith = ( endpoint: string, status = 500 ) =>
	server.use(
		http.get( apiUrl( endpoint ), () =>
			HttpResponse.json(
				{ code: 'p2p_error', message: 'Database is down.' },
				{ status }
			)
		)
	);

const cardNames = () =>
	screen
		.queryAllByRole( 'article' )
		.map(
			( card ) => within( card ).getByRole( 'heading' ).textContent ?? ''
		);

const params = ( request: Request ) =>
	Object.fromEntries( new URL( request.url ).searchParams );

const pagination = () =>
	screen.getByRole( 'navigation', { name: 'Leaderboard pages' } );

describe( 'Team Leaderboard', () => {
	it( 'shows the first page from the embedded data, without an API call', async () => {
		const log = recordRequests();
		renderCampaignApp( { route: '/team-leaderboard/' } );

		// The file's first test loads the screen's lazy chunk.
		expect(
			await screen.findByRole(
				'heading',
				{
					level: 1,
					name: 'Run for Clean Water Team Leaderboard',
				},
				LAZY
			)
		).toBeInTheDocument();
		expect( document.title ).toBe(
			'Team Leaderboard – Run for Clean Water – Test Site'
		);
		expect(
			screen.getByRole( 'searchbox', { name: 'Search teams' } )
		).toHaveAttribute(
			'placeholder',
			'Start typing the name of the team...'
		);
		expect( cardNames() ).toEqual( [
			'The Runners',
			'Entry 2',
			'Entry 3',
			'Entry 4',
		] );
		const [ first, second, third, fourth ] =
			screen.getAllByRole( 'article' );
		expect( within( first! ).getByText( '1st Place' ) ).toBeVisible();
		expect( within( second! ).getByText( '2nd Place' ) ).toBeVisible();
		expect( within( third! ).getByText( '3rd Place' ) ).toBeVisible();
		expect( within( fourth! ).queryByText( /Place/ ) ).toBeNull();
		expect(
			within( first! ).getByRole( 'link', {
				name: 'View Team: The Runners',
			} )
		).toHaveAttribute( 'href', '/campaigns/demo/team/1/' );
		expect(
			screen.getByText( 'Showing 1 - 4 of 12 Total Teams' )
		).toBeInTheDocument();
		expect(
			within( pagination() ).getByRole( 'link', { name: 'Page 1' } )
		).toHaveAttribute( 'aria-current', 'page' );

		await expectNoRequests( log );
	} );

	it( 'pages through the teams, 9 a page, with the page in the URL and Back working', async () => {
		serve( TEAMS, 12 );
		const user = userEvent.setup();
		renderCampaignApp( {
			route: '/team-leaderboard/',
			data: buildInitialData( { topTeams: null } ),
		} );
		expect(
			await screen.findByText( 'Showing 1 - 9 of 12 Total Teams' )
		).toBeInTheDocument();
		expect( cardNames() ).toHaveLength( 9 );

		const log = recordRequests();
		await user.click(
			within( pagination() ).getByRole( 'link', { name: 'Page 2' } )
		);

		expect(
			await screen.findByText( 'Showing 10 - 12 of 12 Total Teams' )
		).toBeInTheDocument();
		expect( cardNames() ).toEqual( [ 'Team 10', 'Team 11', 'Team 12' ] );
		// Badges belong to page 1 only.
		expect( screen.queryByText( /Place$/ ) ).not.toBeInTheDocument();
		expect( window.location.search ).toBe( '?page=2' );
		expect( params( log.requests[ 0 ]! ) ).toMatchObject( {
			page: '2',
			per_page: '9',
			showClosedTeams: 'true',
		} );
		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'Run for Clean Water Team Leaderboard',
			} )
		).toHaveFocus();
		expect(
			within( pagination() ).getByRole( 'link', { name: 'Next page' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		act( () => window.history.back() );
		expect(
			await screen.findByText( 'Showing 1 - 9 of 12 Total Teams' )
		).toBeInTheDocument();
		expect( window.location.search ).toBe( '' );
		expect( screen.getByText( '1st Place' ) ).toBeInTheDocument();
		log.stop();
	} );

	it( 'opens the page and the search given in the URL (a shared link)', async () => {
		serve( TEAMS, 30 );
		const log = recordRequests();
		renderCampaignApp( {
			route: '/team-leaderboard/?page=2&search=team%201',
		} );

		expect(
			await screen.findByText( 'Showing 10 - 11 of 11 Total Teams' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'searchbox', { name: 'Search teams' } )
		).toHaveValue( 'team 1' );
		expect( cardNames() ).toEqual( [ 'Team 18', 'Team 19' ] );
		expect( params( log.requests[ 0 ]! ) ).toMatchObject( {
			page: '2',
			search: 'team 1',
		} );
		log.stop();
	} );

	it( 'centres a window of five page numbers on the current page, the last five at the end', async () => {
		serve( TEAMS, 100 );
		const user = userEvent.setup();
		renderCampaignApp( { route: '/team-leaderboard/?page=6' } );
		await screen.findByText( 'Showing 46 - 54 of 100 Total Teams' );
		const numbers = () =>
			within( pagination() )
				.getAllByRole( 'link', { name: /^Page / } )
				.map( ( link ) => link.textContent );
		expect( numbers() ).toEqual( [ '4', '5', '6', '7', '8' ] );

		await user.click(
			within( pagination() ).getByRole( 'link', { name: 'Page 8' } )
		);
		await screen.findByText( 'Showing 64 - 72 of 100 Total Teams' );
		expect( numbers() ).toEqual( [ '6', '7', '8', '9', '10' ] );

		await user.click(
			within( pagination() ).getByRole( 'link', { name: 'Page 10' } )
		);
		await screen.findByText( 'Showing 82 - 90 of 100 Total Teams' );
		await user.click(
			within( pagination() ).getByRole( 'link', { name: 'Next page' } )
		);
		await screen.findByText( 'Showing 91 - 99 of 100 Total Teams' );
		expect( numbers() ).toEqual( [ '8', '9', '10', '11', '12' ] );
		expect(
			within( pagination() ).getByRole( 'link', {
				name: 'Previous page',
			} )
		).toHaveAttribute(
			'href',
			'/campaigns/demo/team-leaderboard/?page=10'
		);
	} );

	it( 'searches 500 ms after typing stops and starts a new search at page 1', async () => {
		serve( TEAMS, 30 );
		const user = userEvent.setup();
		renderCampaignApp( { route: '/team-leaderboard/?page=3' } );
		await screen.findByText( 'Showing 19 - 27 of 30 Total Teams' );

		const log = recordRequests();
		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search teams' } ),
			'team 2'
		);
		expect( log.requests ).toHaveLength( 0 );
		expect(
			await screen.findByText( 'Showing 1 - 9 of 11 Total Teams' )
		).toBeInTheDocument();
		// One request for the whole term, at page 1.
		expect( log.requests.map( params ) ).toEqual( [
			expect.objectContaining( { search: 'team 2', page: '1' } ),
		] );
		expect( window.location.search ).toBe( '?search=team+2' );
		expect( screen.queryByText( /Place$/ ) ).not.toBeInTheDocument();
		log.stop();
	} );

	it( 'leaves a search with one Back, and the box follows', async () => {
		serve( TEAMS, 30 );
		const user = userEvent.setup();
		renderCampaignApp( { route: '/team-leaderboard/?page=2' } );
		await screen.findByText( 'Showing 10 - 18 of 30 Total Teams' );
		const box = screen.getByRole( 'searchbox', { name: 'Search teams' } );

		await user.type( box, 'team 3' );
		await screen.findByText( 'Showing 1 - 2 of 2 Total Teams' );
		await user.type( box, '0' );
		await screen.findByText( 'Showing 1 - 1 of 1 Total Teams' );
		expect( window.location.search ).toBe( '?search=team+30' );

		act( () => window.history.back() );
		expect(
			await screen.findByText( 'Showing 10 - 18 of 30 Total Teams' )
		).toBeInTheDocument();
		expect( box ).toHaveValue( '' );
	} );

	it( 'says when a search finds nothing, showing quotes and HTML as text', async () => {
		const user = userEvent.setup();
		renderCampaignApp( { route: '/team-leaderboard/' } );
		await user.type(
			screen.getByRole( 'searchbox', { name: 'Search teams' } ),
			'"><img src=x onerror=alert(1)>'
		);
		expect(
			await screen.findByText(
				'Nothing found for search term ""><img src=x onerror=alert(1)>".'
			)
		).toBeInTheDocument();
		expect( document.querySelector( 'img[src="x"]' ) ).toBeNull();
		expect( screen.queryByText( /^Showing/ ) ).not.toBeInTheDocument();
	} );

	it( 'sends at most 100 characters of a 200-character search', async () => {
		const log = recordRequests();
		renderCampaignApp( {
			route: `/team-leaderboard/?search=${ 'x'.repeat( 200 ) }`,
		} );
		expect(
			await screen.findByText(
				`Nothing found for search term "${ 'x'.repeat( 100 ) }".`
			)
		).toBeInTheDocument();
		expect( params( log.requests[ 0 ]! ).search ).toHaveLength( 100 );
		expect(
			screen.getByRole( 'searchbox', { name: 'Search teams' } )
		).toHaveAttribute( 'maxlength', '100' );
		log.stop();
	} );

	it( 'shows the empty state with its button when there are no teams', () => {
		renderCampaignApp( {
			route: '/team-leaderboard/',
			data: buildInitialData( { topTeams: buildPage( [] ) } ),
		} );
		return screen
			.findByText( 'Be the first to create a team!' )
			.then( () => {
				expect(
					screen.getByRole( 'link', { name: 'Create Team' } )
				).toHaveAttribute(
					'href',
					'/campaigns/demo/register/captain/'
				);
				expect(
					screen.queryByRole( 'navigation', {
						name: 'Leaderboard pages',
					} )
				).not.toBeInTheDocument();
			} );
	} );

	it( 'shows the error, and loads again on Try again', async () => {
		failWith( TEAMS );
		const user = userEvent.setup();
		renderCampaignApp( {
			route: '/team-leaderboard/',
			data: buildInitialData( { topTeams: null } ),
		} );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			TEAMS_ERROR
		);
		expect( screen.queryByText( 'Database is down.' ) ).toBeNull();

		serve( TEAMS, 3 );
		await user.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			await screen.findByText( 'Showing 1 - 3 of 3 Total Teams' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
	} );

	it( 'treats a page past the end as an error, with a way back to page 1', async () => {
		serve( TEAMS, 12 );
		const user = userEvent.setup();
		renderCampaignApp( { route: '/team-leaderboard/?page=7' } );
		expect( await screen.findByText( TEAMS_ERROR ) ).toBeInTheDocument();

		await user.click(
			screen.getByRole( 'link', { name: 'Back to the first page' } )
		);
		expect(
			await screen.findByText( /^Showing 1 - \d of 12 Total Teams$/ )
		).toBeInTheDocument();
		expect( window.location.search ).toBe( '' );
	} );

	it( 'does not pass the previous page off as a page that failed to load', async () => {
		serve( TEAMS, 12 );
		const user = userEvent.setup();
		renderCampaignApp( {
			route: '/team-leaderboard/',
			data: buildInitialData( { topTeams: null } ),
		} );
		await screen.findByText( 'Showing 1 - 9 of 12 Total Teams' );

		failWith( TEAMS, 400 );
		await user.click(
			within( pagination() ).getByRole( 'link', { name: 'Page 2' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			TEAMS_ERROR
		);
		expect( cardNames() ).toEqual( [] );
	} );

	it( 'keeps the current page on screen, marked busy, while the next one loads', async () => {
		serve( TEAMS, 12 );
		const user = userEvent.setup();
		renderCampaignApp( {
			route: '/team-leaderboard/',
			data: buildInitialData( { topTeams: null } ),
		} );
		await screen.findByText( 'Showing 1 - 9 of 12 Total Teams' );

		let release = () => {};
		server.use(
			http.get( apiUrl( TEAMS ), async () => {
				await new Promise< void >( ( resolve ) => {
					release = resolve;
				} );
				return HttpResponse.json(
					buildPage( [ buildItem( 10, { name: 'Team 10' } ) ], 12 )
				);
			} )
		);
		await user.click(
			within( pagination() ).getByRole( 'link', { name: 'Page 2' } )
		);
		const results = document.querySelector( '.p2p-ranking-results' );
		await waitFor( () =>
			expect( results ).toHaveAttribute( 'aria-busy', 'true' )
		);
		expect( cardNames() ).toHaveLength( 9 );

		release();
		expect( await screen.findByText( 'Team 10' ) ).toBeInTheDocument();
		expect( results ).toHaveAttribute( 'aria-busy', 'false' );
	} );

	it( 'says so when loading takes longer than 3 seconds', async () => {
		server.use(
			http.get( apiUrl( TEAMS ), async () => {
				await delay( 3400 );
				return HttpResponse.json( buildPage( [ buildItem( 1 ) ], 1 ) );
			} )
		);
		renderCampaignApp( {
			route: '/team-leaderboard/',
			data: buildInitialData( { topTeams: null } ),
		} );
		expect(
			await screen.findByText(
				'This is taking longer than usual. Still loading…',
				{},
				{ timeout: 3300 }
			)
		).toBeInTheDocument();
		expect(
			await screen.findByText(
				'Showing 1 - 1 of 1 Total Teams',
				{},
				{ timeout: 2000 }
			)
		).toBeInTheDocument();
		await waitFor( () =>
			expect(
				screen.queryByText(
					'This is taking longer than usual. Still loading…'
				)
			).not.toBeInTheDocument()
		);
	}, 10000 );

	it( 'can be used with the keyboard alone', async () => {
		serve( TEAMS, 12 );
		const user = userEvent.setup();
		renderCampaignApp( {
			route: '/team-leaderboard/',
			data: buildInitialData( { topTeams: null } ),
		} );
		await screen.findByText( 'Showing 1 - 9 of 12 Total Teams' );

		await user.tab();
		expect(
			screen.getByRole( 'link', { name: 'Back to the campaign' } )
		).toHaveFocus();
		await user.tab();
		expect(
			screen.getByRole( 'searchbox', { name: 'Search teams' } )
		).toHaveFocus();
		await user.tab();
		expect(
			screen.getByRole( 'link', { name: 'View Team: Team 1' } )
		).toHaveFocus();
		const page2 = within( pagination() ).getByRole( 'link', {
			name: 'Page 2',
		} );
		page2.focus();
		await user.keyboard( '{Enter}' );
		expect(
			await screen.findByText( 'Showing 10 - 12 of 12 Total Teams' )
		).toBeInTheDocument();
	} );
} );

describe( 'Fundraiser Leaderboard', () => {
	it( 'has its own title, placeholder, links and totals', async () => {
		serve( FUNDRAISERS, 21, 'Fundraiser' );
		renderCampaignApp( {
			route: '/fundraiser-leaderboard/',
			data: buildInitialData( { topFundraisers: null } ),
		} );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Run for Clean Water Fundraiser Leaderboard',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'searchbox', { name: 'Search fundraisers' } )
		).toHaveAttribute(
			'placeholder',
			'Start typing the name of the fundraiser...'
		);
		expect(
			await screen.findByText( 'Showing 1 - 9 of 21 Total Fundraisers' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'View Page: Fundraiser 1' } )
		).toHaveAttribute( 'href', '/campaigns/demo/fundraiser/1/' );
		expect( screen.getByText( '1st Place' ) ).toBeInTheDocument();
		expect(
			within( pagination() )
				.getAllByRole( 'link', { name: /^Page / } )
				.map( ( link ) => link.textContent )
		).toEqual( [ '1', '2', '3' ] );
	} );

	it( 'shows its empty state with Start Fundraising to register/captain', async () => {
		renderCampaignApp( {
			route: '/fundraiser-leaderboard/',
			data: buildInitialData( { topFundraisers: buildPage( [] ) } ),
		} );
		expect(
			await screen.findByText( 'Be the first to join as a fundraiser!' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Start Fundraising' } )
		).toHaveAttribute( 'href', '/campaigns/demo/register/captain/' );
	} );

	it( 'shows its error text', async () => {
		failWith( FUNDRAISERS, 404 );
		renderCampaignApp( {
			route: '/fundraiser-leaderboard/',
			data: buildInitialData( { topFundraisers: null } ),
		} );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			FUNDRAISERS_ERROR
		);
	} );

	it( 'shows the error text for a page past the end', async () => {
		serve( FUNDRAISERS, 5, 'Fundraiser' );
		renderCampaignApp( { route: '/fundraiser-leaderboard/?page=4' } );
		expect(
			await screen.findByText( FUNDRAISERS_ERROR )
		).toBeInTheDocument();
	} );

	it( 'says when a search finds nothing', async () => {
		serve( FUNDRAISERS, 5, 'Fundraiser' );
		renderCampaignApp( {
			route: '/fundraiser-leaderboard/?search=%22zz%22',
		} );
		expect(
			await screen.findByText( 'Nothing found for search term ""zz"".' )
		).toBeInTheDocument();
	} );
} );
