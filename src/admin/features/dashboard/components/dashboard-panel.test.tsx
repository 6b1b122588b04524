import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildCampaign,
	buildSettings,
} from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';
import type { AdminCampaign } from '../../../api/types';
import type {
	CampaignDashboard,
	DashboardPeriod,
} from '../api/get-campaign-dashboard';

const campaign: AdminCampaign = {
	...buildCampaign( { campaign_id: 7, campaign_title: 'Spring Run' } ),
	slug: 'spring-run',
	moderation: 'auto',
	raised_amount: 1250,
	raised_percentage: 25,
	donations_count: 10,
	donors_count: 9,
	teams_count: 2,
	fundraisers_count: 3,
	created_at: '2026-05-01T12:00:00Z',
};

const days = ( count: number ) =>
	Array.from( { length: count }, ( _, index ) => {
		const date = new Date( Date.UTC( 2026, 10, 25 - count + 1 + index ) )
			.toISOString()
			.slice( 0, 10 );
		return {
			date,
			amount: index === count - 1 ? 100 : 50,
			donations: index === count - 1 ? 2 : 1,
			cumulative: 1000 + 50 * ( index + 1 ),
		};
	} );

/** Donations, donors and average gift of each period (all time: the stored totals). */
const PERIOD_FIGURES = {
	7: { period_donations: 2, period_donors: 1, period_average: 47 },
	30: { period_donations: 8, period_donors: 4, period_average: 70 },
	90: { period_donations: 14, period_donors: 12, period_average: 130 },
	all: { period_donations: 10, period_donors: 9, period_average: 125 },
};

const dashboard = (
	period: DashboardPeriod,
	overrides: Partial< CampaignDashboard > = {}
): CampaignDashboard => {
	const daily = days( period === 'all' ? 40 : Number( period ) );
	return {
		period,
		from: daily[ 0 ]?.date ?? '',
		to: '2026-11-25',
		figures: {
			raised: 1250,
			goal: 5000,
			raised_percentage: 25,
			donations: 10,
			donors: 9,
			average: 125,
			matched: 0,
			period_raised: 400,
			...PERIOD_FIGURES[ period ],
			teams: 2,
			fundraisers: 3,
			active_fundraisers: 2,
			recurring_donors: 1,
		},
		daily,
		sources: [
			{ source: 'campaign', amount: 100, donations: 1 },
			{ source: 'teams', amount: 200, donations: 3 },
			{ source: 'fundraisers', amount: 100, donations: 4 },
		],
		top_teams: [
			{
				id: 1,
				name: 'Blue Wave',
				status: 'approved',
				amount: 300,
				donations: 4,
			},
			{
				id: 2,
				name: '=Red Hot',
				status: 'approved',
				amount: 100,
				donations: 1,
			},
		],
		top_fundraisers: [
			{
				id: 5,
				name: 'Ada',
				status: 'approved',
				amount: 250,
				donations: 3,
			},
		],
		new_fundraisers: daily.map( ( day, index ) => ( {
			date: day.date,
			count: index % 2,
		} ) ),
		...overrides,
	};
};

const periods: string[] = [];

function serve(
	respond: ( period: DashboardPeriod ) => Response = ( period ) =>
		HttpResponse.json( { data: dashboard( period ) } )
) {
	periods.length = 0;
	server.use(
		http.get( apiUrl( 'admin/campaigns/7' ), () =>
			HttpResponse.json( { data: campaign } )
		),
		http.get( apiUrl( 'admin/campaigns/7/dashboard' ), ( { request } ) => {
			const period = ( new URL( request.url ).searchParams.get(
				'period'
			) ?? '' ) as DashboardPeriod;
			periods.push( period );
			return respond( period );
		} )
	);
}

const card = ( name: string ) => screen.getByRole( 'region', { name } );

describe( 'Campaign dashboard', () => {
	it( 'is the first tab and draws every chart from the data', async () => {
		serve();
		renderAdmin( '/campaigns/7' );
		const tabs = await screen.findByRole( 'navigation', {
			name: 'Campaign sections',
		} );
		const first = within( tabs ).getAllByRole( 'link' )[ 0 ];
		expect( first ).toHaveTextContent( 'Dashboard' );
		expect( first ).toHaveAttribute( 'aria-current', 'page' );

		const figures = await screen.findByRole( 'region', {
			name: 'Headline figures',
		} );
		expect( within( figures ).getByText( '$1,250' ) ).toBeInTheDocument();
		expect(
			within( figures ).getByText( 'raised of $5,000 goal (25%)' )
		).toBeInTheDocument();
		expect( within( figures ).getByText( '2 of 3' ) ).toBeInTheDocument();
		expect( within( figures ).getByText( '$70' ) ).toBeInTheDocument();

		const daily = card( 'Donations per day and total against the goal' );
		expect( within( daily ).getAllByTestId( 'daily-bar' ) ).toHaveLength(
			30
		);
		expect(
			within( daily ).getByTestId( 'goal-line' )
		).toBeInTheDocument();
		expect(
			within( daily ).getByRole( 'img', {
				name: /the running total reaches \$2,500 of the \$5,000 goal/,
			} )
		).toBeInTheDocument();
		expect(
			within( card( 'Top 10 teams' ) ).getAllByTestId( 'ranking-row' )
		).toHaveLength( 2 );
		expect(
			within( card( 'Where the money came from' ) ).getByRole( 'img', {
				name: 'The campaign itself: $100, Teams: $200, Fundraisers: $100',
			} )
		).toBeInTheDocument();
		expect(
			within( card( 'New fundraisers per day' ) ).getAllByTestId(
				'count-bar'
			)
		).toHaveLength( 30 );
		expect( periods ).toEqual( [ '30' ] );
	} );

	it( 'shows a chart as a table and downloads its CSV', async () => {
		serve();
		const created: Blob[] = [];
		URL.createObjectURL = jest.fn( ( blob: Blob ) => {
			created.push( blob );
			return 'blob:csv';
		} );
		URL.revokeObjectURL = jest.fn();
		const click = jest
			.spyOn( HTMLAnchorElement.prototype, 'click' )
			.mockImplementation( () => undefined );
		renderAdmin( '/campaigns/7/dashboard' );
		const user = userEvent.setup();
		await screen.findByRole( 'region', { name: 'Top 10 teams' } );
		const teams = card( 'Top 10 teams' );

		const toggle = within( teams ).getByRole( 'button', {
			name: 'Table view',
		} );
		await user.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-pressed', 'true' );
		const table = within( teams ).getByRole( 'table', {
			name: 'Top 10 teams',
		} );
		expect(
			within( table ).getByRole( 'rowheader', { name: 'Blue Wave' } )
		).toBeInTheDocument();
		expect( within( table ).getByText( '$300' ) ).toBeInTheDocument();
		expect( within( teams ).queryByRole( 'img' ) ).not.toBeInTheDocument();
		// Its box scrolls when long: the keyboard reaches it (WCAG 2.1.1), named by the chart.
		await user.tab();
		await user.tab();
		expect(
			within( teams ).getByRole( 'region', { name: 'Top 10 teams' } )
		).toHaveFocus();

		await user.click(
			within( teams ).getByRole( 'button', { name: 'Download CSV' } )
		);
		expect( click ).toHaveBeenCalledTimes( 1 );
		const bytes = new Uint8Array(
			( await created[ 0 ]?.arrayBuffer() ) ?? new ArrayBuffer( 0 )
		);
		expect( Array.from( bytes.slice( 0, 3 ) ) ).toEqual( [
			0xef, 0xbb, 0xbf,
		] );
		expect( new TextDecoder().decode( bytes ) ).toBe(
			"id,name,raised,donations\r\n1,Blue Wave,300,4\r\n2,'=Red Hot,100,1\r\n"
		);
		click.mockRestore();
	} );

	it( 'switches the period and asks the server again', async () => {
		serve();
		renderAdmin( '/campaigns/7/dashboard' );
		const user = userEvent.setup();
		await screen.findByRole( 'region', { name: 'Top 10 teams' } );
		const week = screen.getByRole( 'button', { name: 'Last 7 days' } );
		expect( week ).toHaveAttribute( 'aria-pressed', 'false' );
		await user.click( week );
		await waitFor( () =>
			expect(
				within(
					card( 'Donations per day and total against the goal' )
				).getAllByTestId( 'daily-bar' )
			).toHaveLength( 7 )
		);
		expect( week ).toHaveAttribute( 'aria-pressed', 'true' );
		await user.click( screen.getByRole( 'button', { name: 'All time' } ) );
		await waitFor( () =>
			expect(
				within(
					card( 'Donations per day and total against the goal' )
				).getAllByTestId( 'daily-bar' )
			).toHaveLength( 40 )
		);
		expect( periods ).toEqual( [ '30', '7', 'all' ] );
	} );

	it( 'changes the donors, donations and average gift cards with the period', async () => {
		serve();
		renderAdmin( '/campaigns/7/dashboard' );
		const user = userEvent.setup();
		const figures = await screen.findByRole( 'region', {
			name: 'Headline figures',
		} );
		const figure = ( label: string ) =>
			within( figures )
				.getAllByRole( 'term' )
				.find( ( term ) => term.firstChild?.textContent === label )
				?.closest( 'div' ) as HTMLElement;
		expect( figure( 'Donors' ) ).toHaveTextContent( 'Last 30 days4' );
		await user.click(
			screen.getByRole( 'button', { name: 'Last 7 days' } )
		);
		await waitFor( () =>
			expect( figure( 'Donors' ) ).toHaveTextContent( 'Last 7 days1' )
		);
		expect( figure( 'Donations' ) ).toHaveTextContent( 'Last 7 days2' );
		expect( figure( 'Average gift' ) ).toHaveTextContent(
			'Last 7 days$47'
		);
		await user.click( screen.getByRole( 'button', { name: 'All time' } ) );
		await waitFor( () =>
			expect( figure( 'Donors' ) ).toHaveTextContent( 'All time9' )
		);
		expect( figure( 'Donations' ) ).toHaveTextContent( 'All time10' );
		expect( figure( 'Average gift' ) ).toHaveTextContent( 'All time$125' );
		// Raised against the goal stays the campaign's whole total.
		expect( within( figures ).getByText( '$1,250' ) ).toBeInTheDocument();
	} );

	it( 'says when a period has no donations instead of drawing empty charts', async () => {
		serve( ( period ) =>
			HttpResponse.json( {
				data: dashboard( period, {
					figures: {
						...dashboard( period ).figures,
						period_raised: 0,
						period_donations: 0,
					},
					top_teams: [],
					top_fundraisers: [],
					new_fundraisers: [],
				} ),
			} )
		);
		renderAdmin( '/campaigns/7/dashboard' );
		expect(
			await screen.findAllByText( 'No donations in this period yet.' )
		).toHaveLength( 2 );
		expect(
			screen.getByText( 'No team received a donation in this period.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'No new fundraisers in this period.' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Download CSV' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows the server message when the dashboard fails to load', async () => {
		serve( () =>
			HttpResponse.json(
				{
					code: 'p2p_database_error',
					message:
						'The dashboard could not be loaded. Please try again.',
					data: { status: 500 },
				},
				{ status: 500 }
			)
		);
		renderAdmin( '/campaigns/7/dashboard' );
		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'The dashboard could not be loaded. Please try again.'
		);
		expect(
			screen.queryByRole( 'region', { name: 'Headline figures' } )
		).not.toBeInTheDocument();
	} );

	it( 'writes the period and the table view days in the site language, never a day off', async () => {
		serve();
		renderAdmin(
			'/campaigns/7/dashboard',
			buildSettings( {
				locale: 'de_DE',
				timeZone: 'America/Los_Angeles',
			} )
		);
		const summary = await screen.findByText( /Spenden|donations between/ );
		expect( summary ).toHaveTextContent( '25.11.2026' );
		expect( summary ).not.toHaveTextContent( '2026-11-25' );

		const user = userEvent.setup();
		const daily = card( 'Donations per day and total against the goal' );
		await user.click(
			within( daily ).getByRole( 'button', { name: 'Table view' } )
		);
		expect(
			within( daily ).getByRole( 'rowheader', { name: '25.11.2026' } )
		).toBeInTheDocument();
	} );
} );
