import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { unstable_serialize as serializeKey } from 'swr';
import { useApiQuery } from '../../shared/api/use-api-query';
import type { DonationRow, Paged } from '../contract/types';
import {
	buildCampaign,
	buildCampaignStats,
	buildDonation,
	buildInitialData,
	buildItem,
	buildPage,
} from '../../../tests/js/mocks/fixtures';
import {
	expectNoRequests,
	recordRequests,
} from '../../../tests/js/mocks/request-log';
import { apiUrl } from '../../../tests/js/mocks/api-url';
import { server } from '../../../tests/js/mocks/server';
import {
	renderCampaignApp,
	renderWithProviders,
} from '../../../tests/js/render';
import { campaignStatsKey } from '../features/campaign-overview/api/get-campaign-stats';
import {
	donationsKey,
	useDonations,
} from '../features/donation-lists/api/get-donations';
import { campaignFundraisersSearchKey } from '../features/rankings/api/get-campaign-fundraisers-search';
import { campaignTeamsSearchKey } from '../features/rankings/api/get-campaign-teams-search';
import { campaignKey } from '../features/matching-gift/api/get-campaign-match';
import { sponsorsKey } from '../features/sponsors/api/get-sponsors';
import { fundraiserKey } from '../features/fundraisers/api/get-fundraiser';
import { fundraiserStatsKey } from '../features/fundraisers/api/get-fundraiser-stats';
import { teamKey } from '../features/teams/api/get-team';
import { teamMembersKey } from '../features/teams/api/get-team-fundraisers-all';
import { teamStatsKey } from '../features/teams/api/get-team-stats';
import { initialEntries } from './initial-entries';

const TEAM = {
	id: 3,
	name: 'The Runners',
	profile_image: '',
	iframe_url: 'http://localhost/p2p-donate/1/?team_id=3',
	goal: 2500,
	story: '',
	access: 'public' as const,
	captain_user_id: 5,
	owner_id: 5,
	captain: 'Ada',
	fundraiser_count: 4,
	members: 4,
	amount: 900,
	url: 'http://localhost/campaigns/demo/team/3/',
};

const FUNDRAISER = {
	id: 4,
	user_id: 5,
	team_id: 3,
	team: 'The Runners',
	fundraiser_name: 'Ada Lovelace',
	fundraiser_goal: 500,
	profile_image: '',
	story: '',
	iframe_url: 'http://localhost/p2p-donate/1/?fundraiser_id=4',
	amount_raised: 120,
	url: 'http://localhost/campaigns/demo/fundraiser/4/',
};

/** The entries as a map from SWR's key to the value, as SWR's cache sees them. */
const asCache = ( data = buildInitialData() ) =>
	new Map(
		initialEntries( data ).map( ( { key, value } ) => [
			serializeKey( key ),
			value,
		] )
	);

describe( 'initialEntries', () => {
	it( 'maps the embedded campaign data to the keys of its endpoints', () => {
		const data = buildInitialData();
		const cache = asCache( data );
		const firstPage = { campaignId: 1, search: '', page: 1 };

		expect( cache.get( serializeKey( campaignStatsKey( 1 ) ) ) ).toEqual( {
			data: data.campaignStats,
		} );
		expect( cache.get( serializeKey( sponsorsKey( 1 ) ) ) ).toEqual( {
			data: data.sponsors,
		} );
		expect(
			cache.get( serializeKey( campaignTeamsSearchKey( firstPage ) ) )
		).toBe( data.topTeams );
		expect(
			cache.get(
				serializeKey( campaignFundraisersSearchKey( firstPage ) )
			)
		).toBe( data.topFundraisers );
		expect(
			cache.get( serializeKey( donationsKey( { campaignId: 1 } ) ) )
		).toEqual( {
			data: data.donations,
			total: 2,
			count: 2,
		} );
		expect( cache.get( serializeKey( campaignKey( 1 ) ) ) ).toEqual( {
			data: data.campaign,
		} );
		expect( cache.size ).toBe( 6 );
	} );

	it( 'asks the team search for closed teams, 9 per page', () => {
		const [ path, params ] = campaignTeamsSearchKey( {
			campaignId: 1,
			search: '',
			page: 1,
		} );
		expect( path ).toBe( 'get-campaign-teams-search' );
		expect( params ).toEqual( {
			campaign_id: 1,
			search: '',
			showClosedTeams: true,
			page: 1,
			per_page: 9,
		} );
	} );

	it( 'leaves out sponsors unless they are enabled, and rankings that were not embedded', () => {
		const cache = asCache(
			buildInitialData( {
				campaign: buildCampaign( { sponsors_enabled: 'disabled' } ),
				topTeams: null,
				topFundraisers: null,
			} )
		);
		expect( [ ...cache.values() ] ).toHaveLength( 3 );
		expect( cache.has( serializeKey( sponsorsKey( 1 ) ) ) ).toBe( false );
	} );

	it( "files a team page's donations under the team", () => {
		const cache = asCache( buildInitialData( { team: TEAM } ) );
		expect(
			cache.has(
				serializeKey( donationsKey( { campaignId: 1, teamId: 3 } ) )
			)
		).toBe( true );
		expect(
			cache.has( serializeKey( donationsKey( { campaignId: 1 } ) ) )
		).toBe( false );
	} );

	it( "files a fundraiser page's donations under the fundraiser", () => {
		const cache = asCache( buildInitialData( { fundraiser: FUNDRAISER } ) );
		expect(
			cache.has(
				serializeKey(
					donationsKey( { campaignId: 1, fundraiserId: 4 } )
				)
			)
		).toBe( true );
		expect(
			cache.has( serializeKey( donationsKey( { campaignId: 1 } ) ) )
		).toBe( false );
	} );
} );

describe( 'initialEntries on team and fundraiser pages', () => {
	it( 'files the team, its stats and its members under their endpoints', () => {
		const teamStats = {
			raisedAmount: 900,
			raisedPercentage: 36,
			averageAmount: 90,
			donationsCount: 10,
			donorsCount: 8,
		};
		const teamMembers = [ buildItem( 4, { name: 'Ada' } ) ];
		const cache = asCache(
			buildInitialData( { team: TEAM, teamStats, teamMembers } )
		);
		expect( cache.get( serializeKey( teamKey( 3 ) ) ) ).toEqual( {
			data: TEAM,
		} );
		expect( cache.get( serializeKey( teamStatsKey( 3 ) ) ) ).toEqual( {
			data: teamStats,
		} );
		expect( cache.get( serializeKey( teamMembersKey( 3 ) ) ) ).toEqual( {
			data: teamMembers,
		} );
	} );

	it( 'files the fundraiser and its stats under their endpoints', () => {
		const fundraiserStats = {
			raisedAmount: 120,
			raisedPercentage: 24,
			averageAmount: 40,
			donationsCount: 3,
			donorsCount: 2,
		};
		const cache = asCache(
			buildInitialData( { fundraiser: FUNDRAISER, fundraiserStats } )
		);
		expect( cache.get( serializeKey( fundraiserKey( 4 ) ) ) ).toEqual( {
			data: FUNDRAISER,
		} );
		expect( cache.get( serializeKey( fundraiserStatsKey( 4 ) ) ) ).toEqual(
			{ data: fundraiserStats }
		);
		expect( cache.has( serializeKey( teamKey( 3 ) ) ) ).toBe( false );
	} );
} );

describe( 'the embedded data in the app', () => {
	it( 'serves every request of the campaign home (no API call on first paint)', async () => {
		const log = recordRequests();
		renderCampaignApp();
		expect( screen.getByText( 'Donor 1' ) ).toBeInTheDocument();
		// The rankings and sponsors below the fold render from embedded data too.
		expect( await screen.findByText( 'Our Sponsors' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Top Teams' } )
		).toBeInTheDocument();
		await expectNoRequests( log );
	} );

	it( 'refreshes the figures of a page served from a page cache right after its first paint', async () => {
		// The page cache stored the page an hour ago; one more gift has come in since (issue 26).
		server.use(
			http.get( apiUrl( 'get-campaign-stats' ), () =>
				HttpResponse.json( {
					data: buildCampaignStats( {
						raisedAmount: 16329,
						donationsCount: 538,
					} ),
				} )
			)
		);
		const log = recordRequests();
		renderCampaignApp( {
			data: buildInitialData( {
				campaignStats: buildCampaignStats( {
					raisedAmount: 16304,
					donationsCount: 537,
				} ),
				generatedAt: Math.floor( Date.now() / 1000 ) - 3600,
			} ),
		} );
		expect( screen.getAllByText( /\$16,304/ ).length ).toBeGreaterThan( 0 );
		expect(
			( await screen.findAllByText( /\$16,329/ ) ).length
		).toBeGreaterThan( 0 );
		expect( screen.queryByText( /\$16,304/ ) ).not.toBeInTheDocument();
		expect( log.paths() ).toContain( 'get-campaign-stats' );
		log.stop();
	} );

	it( 'refreshes a cached page that does not say when it was built', async () => {
		const log = recordRequests();
		renderCampaignApp( { data: buildInitialData( { generatedAt: 0 } ) } );
		await waitFor( () =>
			expect( log.paths() ).toContain( 'get-campaign-stats' )
		);
		log.stop();
	} );

	it( 'takes the data of a page built for this request as fresh', async () => {
		const log = recordRequests();
		renderCampaignApp( {
			data: buildInitialData( {
				generatedAt: Math.floor( Date.now() / 1000 ),
			} ),
		} );
		expect( screen.getByText( 'Donor 1' ) ).toBeInTheDocument();
		await expectNoRequests( log );
	} );

	it( 'serves the home without sponsors and with an empty campaign without calls', async () => {
		const log = recordRequests();
		renderCampaignApp( {
			data: buildInitialData( {
				campaign: buildCampaign( { sponsors_enabled: 'disabled' } ),
				donations: [],
				topTeams: buildPage( [] ),
				topFundraisers: buildPage( [] ),
			} ),
		} );
		expect(
			screen.getByText( 'Be the first to donate!' )
		).toBeInTheDocument();
		await expectNoRequests( log );
	} );

	it( 'fetches what the page did not embed', async () => {
		const log = recordRequests();
		renderCampaignApp( { data: buildInitialData( { topTeams: null } ) } );
		expect(
			await screen.findByText( 'Swimmers', { selector: 'h3' } )
		).toBeInTheDocument();
		expect( log.paths() ).toEqual( [ 'get-campaign-teams-search' ] );
		log.stop();
	} );

	it( 'refreshes embedded data when a list is shown again later', async () => {
		const user = userEvent.setup();
		renderCampaignApp();
		await user.click( screen.getByRole( 'tab', { name: 'Top Donors' } ) );
		await screen.findByText( 'Grace Hopper' );

		const log = recordRequests();
		await user.click(
			screen.getByRole( 'tab', { name: 'Recent Donations' } )
		);
		await waitFor( () =>
			expect( log.paths() ).toEqual( [ 'get-donations' ] )
		);
		log.stop();
	} );

	function TeamDonations( { teamId }: { teamId?: number } ) {
		const { data } = useDonations( { campaignId: 1, teamId } );
		return (
			<p>
				{ data
					? data.data.map( ( row ) => row.donorName ).join( ', ' )
					: 'Loading' }
			</p>
		);
	}

	it( "serves a team page's donation hook from the embedded team donations", async () => {
		const log = recordRequests();
		renderWithProviders( <TeamDonations teamId={ 3 } />, {
			withInitialEntries: true,
			data: buildInitialData( {
				team: TEAM,
				donations: [ buildDonation( 7, { donorName: 'Team donor' } ) ],
			} ),
		} );
		expect( screen.getByText( 'Team donor' ) ).toBeInTheDocument();
		await expectNoRequests( log );
	} );

	it( 'does not pass the team donations off as the campaign donations', async () => {
		const log = recordRequests();
		renderWithProviders( <TeamDonations />, {
			withInitialEntries: true,
			data: buildInitialData( {
				team: TEAM,
				donations: [ buildDonation( 7, { donorName: 'Team donor' } ) ],
			} ),
		} );
		expect(
			await screen.findByText( 'Donor 1, Donor 2' )
		).toBeInTheDocument();
		expect( log.paths() ).toEqual( [ 'get-donations' ] );
		log.stop();
	} );

	function RawDonations() {
		const { data } = useApiQuery< Paged< DonationRow > >(
			donationsKey( { campaignId: 1, fundraiserId: 4 } )
		);
		return <p>{ data ? `${ data.total } donation` : 'Loading' }</p>;
	}

	it( "serves a fundraiser page's donation key from the embedded donations", async () => {
		const log = recordRequests();
		renderWithProviders( <RawDonations />, {
			withInitialEntries: true,
			data: buildInitialData( {
				fundraiser: FUNDRAISER,
				donations: [ buildDonation( 1 ) ],
			} ),
		} );
		expect( screen.getByText( '1 donation' ) ).toBeInTheDocument();
		await expectNoRequests( log );
	} );
} );
