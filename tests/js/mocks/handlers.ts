/**
 * Default answers of the API for component tests: the read endpoints with fixture data.
 * Tests override them with server.use(...) for errors, empty lists and slow answers.
 */
import { http, HttpResponse } from 'msw';
import { apiUrl } from './api-url';
import {
	buildCampaignStats,
	buildDonation,
	buildItem,
	buildPage,
	buildSponsor,
	buildTopDonor,
} from './fixtures';

export const handlers = [
	http.get( apiUrl( 'get-campaign-stats' ), () =>
		HttpResponse.json( { data: buildCampaignStats() } )
	),
	http.get( apiUrl( 'get-donations' ), () =>
		HttpResponse.json( buildPage( [ buildDonation( 1 ), buildDonation( 2 ) ] ) )
	),
	http.get( apiUrl( 'get-campaign-top-donors' ), () =>
		HttpResponse.json( {
			data: [ buildTopDonor( 'Grace Hopper', 500 ), buildTopDonor( 'Anonymous', 250 ) ],
		} )
	),
	http.get( apiUrl( 'get-campaign-teams-search' ), ( { request } ) => {
		const search = new URL( request.url ).searchParams.get( 'search' ) ?? '';
		const teams = [ buildItem( 1, { name: 'The Runners' } ), buildItem( 2, { name: 'Swimmers' } ) ];
		const found = teams.filter( ( team ) =>
			team.name.toLowerCase().includes( search.toLowerCase() )
		);
		return HttpResponse.json( buildPage( found ) );
	} ),
	http.get( apiUrl( 'get-campaign-fundraisers-search' ), () =>
		HttpResponse.json( buildPage( [ buildItem( 1, { name: 'Ada Lovelace' } ) ] ) )
	),
	http.get( apiUrl( 'get-sponsors' ), () =>
		HttpResponse.json( { data: [ buildSponsor( 1 ), buildSponsor( 2 ) ] } )
	),
];
