/**
 * Default answers of the API for component tests: the read endpoints with fixture data.
 * Tests override them with server.use(...) for errors, empty lists and slow answers.
 */
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';
import {
	CAMPAIGN_URL,
	buildCampaign,
	buildCampaignStats,
	buildDonation,
	buildEntityStats,
	buildFundraiser,
	buildItem,
	buildPage,
	buildSponsor,
	buildTeam,
	buildTopDonor,
} from './fixtures';

/** The numeric id parameter of a request (team_id, fundraiser_id). */
const idParam = ( request: Request, name: string ) =>
	Number( new URL( request.url ).searchParams.get( name ) );

export const handlers = [
	http.get( apiUrl( 'get-campaign' ), () =>
		HttpResponse.json( { data: buildCampaign() } )
	),
	http.get( apiUrl( 'get-campaign-stats' ), () =>
		HttpResponse.json( { data: buildCampaignStats() } )
	),
	http.get( apiUrl( 'get-donations' ), () =>
		HttpResponse.json(
			buildPage( [ buildDonation( 1 ), buildDonation( 2 ) ] )
		)
	),
	http.get( apiUrl( 'get-campaign-top-donors' ), () =>
		HttpResponse.json( {
			data: [
				buildTopDonor( 'Grace Hopper', 500 ),
				buildTopDonor( 'Anonymous', 250 ),
			],
		} )
	),
	http.get( apiUrl( 'get-campaign-teams-search' ), ( { request } ) => {
		const search =
			new URL( request.url ).searchParams.get( 'search' ) ?? '';
		const teams = [
			buildItem( 1, { name: 'The Runners' } ),
			buildItem( 2, { name: 'Swimmers' } ),
		];
		const found = teams.filter( ( team ) =>
			team.name.toLowerCase().includes( search.toLowerCase() )
		);
		return HttpResponse.json( buildPage( found ) );
	} ),
	http.get( apiUrl( 'get-campaign-fundraisers-search' ), () =>
		HttpResponse.json(
			buildPage( [ buildItem( 1, { name: 'Ada Lovelace' } ) ] )
		)
	),
	http.get( apiUrl( 'get-team' ), ( { request } ) =>
		HttpResponse.json( {
			data: buildTeam( { id: idParam( request, 'team_id' ) } ),
		} )
	),
	http.get( apiUrl( 'get-team-stats' ), () =>
		HttpResponse.json( { data: buildEntityStats() } )
	),
	http.get( apiUrl( 'get-team-fundraisers-all' ), () =>
		HttpResponse.json( {
			data: [
				buildItem( 4, {
					name: 'Ada Lovelace',
					url: `${ CAMPAIGN_URL }fundraiser/4/`,
				} ),
			],
		} )
	),
	http.get( apiUrl( 'get-team-top-donors' ), () =>
		HttpResponse.json( {
			data: [
				buildTopDonor( 'Priya Nair', 250 ),
				buildTopDonor( 'Anonymous', 100 ),
			],
		} )
	),
	http.get( apiUrl( 'get-fundraiser' ), ( { request } ) =>
		HttpResponse.json( {
			data: buildFundraiser( {
				id: idParam( request, 'fundraiser_id' ),
			} ),
		} )
	),
	http.get( apiUrl( 'get-fundraiser-stats' ), () =>
		HttpResponse.json( {
			data: buildEntityStats( {
				raisedAmount: 120,
				raisedPercentage: 24,
			} ),
		} )
	),
	http.get( apiUrl( 'get-fundraiser-top-donors' ), () =>
		HttpResponse.json( {
			data: [
				buildTopDonor( 'Owen Hughes', 150 ),
				buildTopDonor( 'Anonymous', 100 ),
			],
		} )
	),
	http.get( apiUrl( 'get-sponsors' ), () =>
		HttpResponse.json( { data: [ buildSponsor( 1 ), buildSponsor( 2 ) ] } )
	),
	// The fundraiser journeys: the logged-in user's own data and the join check.
	http.get( apiUrl( 'get-user-info' ), () =>
		HttpResponse.json( {
			data: {
				firstName: 'Uma',
				lastName: 'Reyes',
				email: 'user@example.com',
			},
		} )
	),
	// A fundraiser who registered without options (issue 28).
	http.get( apiUrl( 'admin/fundraisers/:id/registration' ), () =>
		HttpResponse.json( { data: null } )
	),
	// The same campaign in wp-admin: no participant types, no questions (issue 28).
	http.get( apiUrl( 'admin/campaigns/:id/registration' ), () =>
		HttpResponse.json( {
			data: { types: [], questions: [], waiver: '', currency: 'USD' },
		} )
	),
	// A campaign that asks nothing beyond the profile (issue 28).
	http.get( apiUrl( 'get-registration-options' ), () =>
		HttpResponse.json( {
			data: { types: [], questions: [], waiver: '', currency: 'USD' },
		} )
	),
	http.get( apiUrl( 'get-fundraiser-info' ), () =>
		HttpResponse.json( {
			data: { fundraiser: null, team: null, registration_fee: null },
		} )
	),
	http.get( apiUrl( 'get-updates' ), () =>
		HttpResponse.json( buildPage( [] ) )
	),
	http.get( apiUrl( 'get-team-dashboard' ), () =>
		HttpResponse.json( {
			data: {
				team: {
					id: 3,
					name: 'The Runners',
					amount: 300,
					goal: 2500,
					url: `${ CAMPAIGN_URL }team/3/`,
				},
				members: [],
				invitations: [],
			},
		} )
	),
	// The fundraiser dashboard: no donations until a test gives some.
	http.get( apiUrl( 'get-my-donors' ), () =>
		HttpResponse.json( buildPage( [] ) )
	),
	// An invitation link that still works (the address left for the test to type).
	http.get( apiUrl( 'get-team-invitation' ), () =>
		HttpResponse.json( { data: { email: '' } } )
	),
	http.post( apiUrl( 'fundraiser-can-join-team' ), () =>
		HttpResponse.json( { data: { canJoin: true } } )
	),
];
