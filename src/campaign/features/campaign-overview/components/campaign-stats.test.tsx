import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildCampaign,
	buildCampaignStats,
	buildInitialData,
	buildSettings,
} from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderWithProviders } from '../../../../../tests/js/render';
import type { Settings } from '../../../../shared/boot/settings';
import type { CampaignStats as Stats } from '../../../contract/types';
import { CampaignStats } from './campaign-stats';

const renderStats = ( stats: Partial< Stats > = {}, settings?: Settings ) => {
	const data = buildInitialData( {
		campaign: buildCampaign( { campaign_goal: 50000 } ),
		campaignStats: buildCampaignStats( stats ),
	} );
	return renderWithProviders( <CampaignStats campaign={ data.campaign } />, {
		data,
		settings,
		withInitialEntries: true,
	} );
};

/** The figures as label → value, as a screen reader reads the description list. */
const figures = () => {
	const region = screen.getByRole( 'region', {
		name: 'Campaign statistics',
	} );
	const terms = within( region ).getAllByRole( 'term' );
	const values = within( region ).getAllByRole( 'definition' );
	return Object.fromEntries(
		terms.map( ( term, index ) => [
			term.textContent,
			values[ index ]?.textContent,
		] )
	);
};

describe( 'CampaignStats', () => {
	it( 'shows the campaign figures', () => {
		renderStats();
		expect( figures() ).toEqual( {
			Donations: '84',
			'Avg. donation': '$148.81',
			Fundraisers: '21',
			Teams: '12',
		} );
	} );

	it( 'shows the amount raised against the goal with the percentage and a progress bar', () => {
		renderStats();
		const region = screen.getByRole( 'region', {
			name: 'Campaign statistics',
		} );
		expect( within( region ).getByText( '$12,500' ) ).toBeInTheDocument();
		expect(
			within( region ).getByText( 'raised of $50,000 goal' )
		).toBeInTheDocument();
		expect( within( region ).getByText( '25%' ) ).toBeInTheDocument();
		const bar = within( region ).getByRole( 'progressbar', {
			name: 'Campaign progress',
		} );
		expect( bar ).toHaveAttribute( 'aria-valuenow', '25' );
		expect( bar ).toHaveAttribute(
			'aria-valuetext',
			'$12,500 raised of $50,000 goal'
		);
	} );

	it( 'shows the countdown next to the progress', () => {
		const data = buildInitialData( {
			campaign: buildCampaign( {
				end_date: '2026-06-30',
				schedule: { state: 'open', days_left: 12, days_to_start: null },
			} ),
		} );
		renderWithProviders( <CampaignStats campaign={ data.campaign } />, {
			data,
			withInitialEntries: true,
		} );
		const region = screen.getByRole( 'region', {
			name: 'Campaign statistics',
		} );
		expect( within( region ).getByText( '12 days left' ) ).toHaveClass(
			'p2p-campaign-countdown'
		);
	} );

	it( 'hides the percentage while it is zero', () => {
		renderStats( {
			raisedAmount: 0,
			raisedPercentage: 0,
			donationsCount: 0,
			averageAmount: 0,
		} );
		const region = screen.getByRole( 'region', {
			name: 'Campaign statistics',
		} );
		expect( within( region ).queryByText( /%$/ ) ).not.toBeInTheDocument();
		expect( within( region ).getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'0'
		);
		expect( figures() ).toMatchObject( {
			Donations: '0',
			'Avg. donation': '$0',
		} );
	} );

	it( 'shows more than 100% when the goal is passed', () => {
		renderStats( { raisedAmount: 62500, raisedPercentage: 125 } );
		expect( screen.getByText( '125%' ) ).toBeInTheDocument();
		expect( screen.getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'100'
		);
	} );

	it( 'groups large counts and follows the site money format', () => {
		renderStats(
			{
				raisedAmount: 1234567.5,
				raisedPercentage: 42.46,
				donationsCount: 12345,
				averageAmount: 100,
			},
			buildSettings( {
				currencySymbol: '€',
				currencyPosition: 'after',
				decimalSeparator: ',',
				thousandsSeparator: '.',
			} )
		);
		expect( screen.getByText( '1.234.567,50 €' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'raised of 50.000 € goal' )
		).toBeInTheDocument();
		expect( screen.getByText( '42,5%' ) ).toBeInTheDocument();
		expect( figures() ).toMatchObject( {
			Donations: '12.345',
			'Avg. donation': '100 €',
		} );
	} );

	it( 'loads the figures when they were not embedded, and shows nothing until then', async () => {
		server.use(
			http.get( apiUrl( 'get-campaign-stats' ), () =>
				HttpResponse.json( {
					data: buildCampaignStats( { teamsCount: 99 } ),
				} )
			)
		);
		const campaign = buildCampaign();
		renderWithProviders( <CampaignStats campaign={ campaign } /> );
		expect(
			screen.queryByRole( 'region', { name: 'Campaign statistics' } )
		).not.toBeInTheDocument();

		expect(
			await screen.findByRole( 'region', { name: 'Campaign statistics' } )
		).toBeInTheDocument();
		expect( figures() ).toMatchObject( { Teams: '99' } );
	} );
} );
