import { screen } from '@testing-library/react';
import {
	buildCampaign,
	buildCampaignStats,
	buildInitialData,
	buildSettings,
} from '../../../../../tests/js/mocks/fixtures';
import { renderWithProviders } from '../../../../../tests/js/render';
import { CampaignStats } from './campaign-stats';

const renderStats = (
	campaign: Parameters< typeof buildCampaign >[ 0 ],
	stats: Parameters< typeof buildCampaignStats >[ 0 ],
	settings = buildSettings()
) => {
	const data = buildInitialData( {
		campaign: buildCampaign( campaign ),
		campaignStats: buildCampaignStats( stats ),
	} );
	return renderWithProviders( <CampaignStats campaign={ data.campaign } />, {
		data,
		settings,
		withInitialEntries: true,
	} );
};

describe( 'Activity beside the money', () => {
	it( 'shows the campaign’s activity and its progress to the goal, the site’s way', () => {
		renderStats(
			{
				activity_unit: 'km',
				activity_label: 'km',
				activity_goal: 10000,
			},
			{ activityTotal: 1234.5, activityPercentage: 12.3 },
			buildSettings( { decimalSeparator: ',', thousandsSeparator: '.' } )
		);
		expect( screen.getByText( '1.234,5 km' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'logged of 10.000 km goal' )
		).toBeInTheDocument();
		const bar = screen.getByRole( 'progressbar', {
			name: 'Activity progress',
		} );
		expect( bar ).toHaveAttribute(
			'aria-valuetext',
			'1.234,5 km logged of 10.000 km goal'
		);
		// The money's own bar stays as it was.
		expect(
			screen.getByRole( 'progressbar', { name: 'Campaign progress' } )
		).toBeInTheDocument();
	} );

	it( 'shows a total without a bar when there is no goal, and nothing when activity is off', () => {
		const { unmount } = renderStats(
			{
				activity_unit: 'custom',
				activity_label: 'laps',
				activity_goal: 0,
			},
			{ activityTotal: 3, activityPercentage: 0 }
		);
		expect( screen.getByText( '3 laps' ) ).toBeInTheDocument();
		expect( screen.getByText( 'logged' ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'progressbar', { name: 'Activity progress' } )
		).not.toBeInTheDocument();
		unmount();

		renderStats( {}, { activityTotal: 3 } );
		expect( screen.queryByText( /logged/ ) ).not.toBeInTheDocument();
	} );
} );
