import { BootError } from '../../shared/boot/boot-error';
import { readInitialData } from './read-initial-data';

const minimalCampaign = { campaign_id: 7, campaign_title: 'Swim' };
const visitor = { user_id: 0, fundraiser_id: 0, is_logged_in: false };

describe( 'readInitialData', () => {
	it( 'applies the defaults for everything that is optional', () => {
		const data = readInitialData( {
			campaign: minimalCampaign,
			auth: visitor,
		} );
		expect( data ).toEqual( {
			campaign: minimalCampaign,
			auth: {
				user_id: 0,
				fundraiser_id: 0,
				is_logged_in: false,
				is_admin: false,
				logout_url: '',
			},
			campaignStats: {
				raisedAmount: 0,
				raisedPercentage: 0,
				donationsCount: 0,
				averageAmount: 0,
				fundraisersCount: 0,
				teamsCount: 0,
			},
			user: {},
			team: null,
			teamStats: null,
			teamMembers: null,
			fundraiser: null,
			fundraiserStats: null,
			donations: [],
			sponsors: [],
			topTeams: null,
			topFundraisers: null,
			updates: null,
			// No generation time: the embedded data counts as stale (decision 0069).
			generatedAt: 0,
		} );
	} );

	it( 'reads PHP empty arrays as empty values (user [] → {}, team [] → null)', () => {
		const data = readInitialData( {
			campaign: minimalCampaign,
			auth: visitor,
			user: [],
			team: [],
			fundraiser: [],
			donations: {},
			sponsors: null,
		} );
		expect( data.user ).toEqual( {} );
		expect( data.team ).toBeNull();
		expect( data.fundraiser ).toBeNull();
		expect( data.donations ).toEqual( [] );
		expect( data.sponsors ).toEqual( [] );
	} );

	it( 'keeps the embedded entities and lists', () => {
		const team = { id: 3, name: 'Runners' };
		const donations = [ { id: 1, donorName: 'Ada' } ];
		const sponsors = [ { id: 2, sponsor_name: 'ACME' } ];
		const members = [ { id: 9, name: 'Grace' } ];
		const data = readInitialData( {
			campaign: minimalCampaign,
			auth: {
				user_id: 5,
				fundraiser_id: 9,
				is_logged_in: true,
				is_admin: true,
				logout_url:
					'https://example.org/wp-login.php?action=logout&_wpnonce=n',
			},
			user: { name: 'Grace' },
			team,
			teamMembers: members,
			donations,
			sponsors,
			campaignStats: { raisedAmount: 250, teamsCount: 2 },
		} );
		expect( data.auth ).toEqual( {
			user_id: 5,
			fundraiser_id: 9,
			is_logged_in: true,
			is_admin: true,
			logout_url:
				'https://example.org/wp-login.php?action=logout&_wpnonce=n',
		} );
		expect( data.user ).toEqual( { name: 'Grace' } );
		expect( data.team ).toEqual( team );
		expect( data.teamMembers ).toEqual( members );
		expect( data.donations ).toEqual( donations );
		expect( data.sponsors ).toEqual( sponsors );
		// Partial stats are completed with zeros.
		expect( data.campaignStats ).toEqual( {
			raisedAmount: 250,
			raisedPercentage: 0,
			donationsCount: 0,
			averageAmount: 0,
			fundraisersCount: 0,
			teamsCount: 2,
		} );
	} );

	it( 'reads numeric strings in auth and only a real true as logged in', () => {
		const { auth } = readInitialData( {
			campaign: minimalCampaign,
			auth: {
				user_id: '5',
				fundraiser_id: 'x',
				is_logged_in: 'true',
				is_admin: 1,
			},
		} );
		expect( auth ).toEqual( {
			user_id: 5,
			fundraiser_id: 0,
			is_logged_in: false,
			is_admin: false,
			logout_url: '',
		} );
	} );

	it.each( [
		[ 'missing', { auth: visitor } ],
		[ 'not an object', { campaign: 'Swim', auth: visitor } ],
		[ 'a list', { campaign: [], auth: visitor } ],
	] )( 'throws a BootError when the campaign is %s', ( _label, raw ) => {
		const read = () => readInitialData( raw );
		expect( read ).toThrow( BootError );
		expect( read ).toThrow( 'The page data has no campaign.' );
	} );

	it.each( [
		[ 'missing', { campaign: minimalCampaign } ],
		[ 'null', { campaign: minimalCampaign, auth: null } ],
	] )( 'throws a BootError when auth is %s', ( _label, raw ) => {
		const read = () => readInitialData( raw );
		expect( read ).toThrow( BootError );
		expect( read ).toThrow(
			'The page data has no sign-in information (auth).'
		);
	} );

	it( 'throws a BootError when there is no data at all', () => {
		expect( () => readInitialData( undefined ) ).toThrow( BootError );
	} );
} );
