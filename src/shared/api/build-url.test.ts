import { buildUrl } from './build-url';

const PRETTY = 'http://x/wp-json/p2p-fundraising/v1';
const PLAIN = 'http://x/?rest_route=/p2p-fundraising/v1';

describe( 'buildUrl', () => {
	it( 'joins the root and the path with one slash', () => {
		expect( buildUrl( PRETTY, 'get-campaign' ) ).toBe(
			`${ PRETTY }/get-campaign`
		);
		expect( buildUrl( `${ PRETTY }/`, '/get-campaign' ) ).toBe(
			`${ PRETTY }/get-campaign`
		);
	} );

	it( 'starts the query with ? under pretty permalinks', () => {
		expect( buildUrl( PRETTY, 'get-campaign', { campaign_id: 1 } ) ).toBe(
			`${ PRETTY }/get-campaign?campaign_id=1`
		);
	} );

	it( 'continues the query with & under plain permalinks (the root already has ?rest_route=)', () => {
		expect(
			buildUrl( PLAIN, 'get-campaign-teams-search', {
				campaign_id: 1,
				page: 2,
			} )
		).toBe(
			'http://x/?rest_route=/p2p-fundraising/v1/get-campaign-teams-search&campaign_id=1&page=2'
		);
	} );

	it( 'adds no query separator when there are no parameters', () => {
		expect( buildUrl( PLAIN, 'get-sponsors' ) ).toBe(
			'http://x/?rest_route=/p2p-fundraising/v1/get-sponsors'
		);
		expect( buildUrl( PRETTY, 'get-sponsors', {} ) ).toBe(
			`${ PRETTY }/get-sponsors`
		);
	} );

	it( 'skips undefined and null parameters but keeps empty strings and zero', () => {
		expect(
			buildUrl( PRETTY, 'get-donations', {
				campaign_id: 1,
				team_id: undefined,
				fundraiser_id: null,
				search: '',
				page: 0,
			} )
		).toBe( `${ PRETTY }/get-donations?campaign_id=1&search=&page=0` );
	} );

	it( 'adds nothing when every parameter is undefined', () => {
		expect(
			buildUrl( PLAIN, 'get-donations', { team_id: undefined } )
		).toBe( 'http://x/?rest_route=/p2p-fundraising/v1/get-donations' );
	} );

	it( 'sends booleans as "true" / "false"', () => {
		expect(
			buildUrl( PRETTY, 'get-campaign-teams-search', {
				showClosedTeams: true,
				other: false,
			} )
		).toBe(
			`${ PRETTY }/get-campaign-teams-search?showClosedTeams=true&other=false`
		);
	} );

	it( 'encodes the values', () => {
		const url = buildUrl( PRETTY, 'get-campaign-teams-search', {
			search: 'R&D <team> 100%',
		} );
		expect( url ).toBe(
			`${ PRETTY }/get-campaign-teams-search?search=R%26D+%3Cteam%3E+100%25`
		);
		expect( new URL( url ).searchParams.get( 'search' ) ).toBe(
			'R&D <team> 100%'
		);
	} );
} );
