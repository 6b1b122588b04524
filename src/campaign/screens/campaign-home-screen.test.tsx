import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../tests/js/mocks/api-url';
import {
	buildCampaign,
	buildInitialData,
	buildPage,
} from '../../../tests/js/mocks/fixtures';
import {
	expectNoRequests,
	recordRequests,
} from '../../../tests/js/mocks/request-log';
import { server } from '../../../tests/js/mocks/server';
import { renderCampaignApp } from '../../../tests/js/render';

describe( 'Campaign home', () => {
	it( 'renders everything from the embedded data without calling the API', async () => {
		const log = recordRequests();
		renderCampaignApp();

		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'Run for Clean Water',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Every step brings clean water closer.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Start Fundraising' } )
		).toHaveAttribute( 'href', '/campaigns/demo/register/' );
		expect(
			screen.getByRole( 'link', { name: 'Donate Now' } )
		).toHaveAttribute( 'href', '/campaigns/demo/donate/' );
		expect( screen.getByText( '$12,500' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'progressbar', { name: 'Campaign progress' } )
		).toHaveAttribute( 'aria-valuenow', '25' );
		expect(
			screen.getByRole( 'heading', { name: 'About this Campaign' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'tab', { name: 'Recent Donations' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByText( 'Donor 1' ) ).toBeInTheDocument();
		// The rankings below the fold load their code lazily.
		expect(
			await screen.findByRole( 'heading', { name: 'Top Teams' } )
		).toBeInTheDocument();
		const topTeams = screen.getByRole( 'region', { name: 'Top Teams' } );
		expect(
			within( topTeams ).getByText( 'The Runners', { selector: 'h3' } )
		).toBeInTheDocument();
		expect(
			within( topTeams ).getByText( '1st Place' )
		).toBeInTheDocument();
		expect(
			within( topTeams ).getByText( '3rd Place' )
		).toBeInTheDocument();
		expect(
			within( topTeams ).queryByText( '4th Place' )
		).not.toBeInTheDocument();
		expect(
			within( topTeams ).getAllByRole( 'link', {
				name: /^View Team/,
			} )[ 0 ]
		).toHaveAttribute( 'href', '/campaigns/demo/team/1/' );
		expect(
			screen.getByRole( 'link', { name: 'View All Teams' } )
		).toHaveAttribute( 'href', '/campaigns/demo/team-leaderboard/' );
		expect(
			screen.getByRole( 'link', { name: 'View All Fundraisers' } )
		).toHaveAttribute( 'href', '/campaigns/demo/fundraiser-leaderboard/' );
		expect(
			screen.getByRole( 'heading', { name: 'Our Sponsors' } )
		).toBeInTheDocument();
		expect( document.title ).toBe( 'Run for Clean Water – Test Site' );

		await expectNoRequests( log );
	} );

	it( 'searches the top teams 500 ms after typing stops', async () => {
		const user = userEvent.setup();
		renderCampaignApp();

		await user.type(
			screen.getByPlaceholderText(
				'Start typing the name of the team...'
			),
			'swim'
		);
		expect(
			await screen.findByText( 'Swimmers', { selector: 'h3' } )
		).toBeInTheDocument();
		expect(
			screen.queryByText( 'The Runners', { selector: 'h3' } )
		).not.toBeInTheDocument();
		// Ranks only show on an unfiltered first page.
		const topTeams = screen.getByRole( 'region', { name: 'Top Teams' } );
		expect(
			within( topTeams ).queryByText( '1st Place' )
		).not.toBeInTheDocument();
	} );

	it( 'says when a search finds nothing, showing the term as text', async () => {
		const user = userEvent.setup();
		renderCampaignApp();

		await user.type(
			screen.getByPlaceholderText(
				'Start typing the name of the team...'
			),
			'<b>"zz"</b>'
		);
		expect(
			await screen.findByText(
				'Nothing found for search term "<b>"zz"</b>".'
			)
		).toBeInTheDocument();
	} );

	it( 'shows the empty states of a new campaign', () => {
		renderCampaignApp( {
			data: buildInitialData( {
				donations: [],
				topTeams: buildPage( [] ),
				topFundraisers: buildPage( [] ),
			} ),
		} );
		expect(
			screen.getByText( 'Be the first to donate!' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Be the first to create a team!' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Create Team' } )
		).toHaveAttribute( 'href', '/campaigns/demo/register/captain/' );
		expect(
			screen.getByText( 'Join as a fundraiser!' )
		).toBeInTheDocument();
	} );

	it( 'loads top donors when their tab opens, and says so when that fails', async () => {
		const user = userEvent.setup();
		server.use(
			http.get( apiUrl( 'get-campaign-top-donors' ), () =>
				HttpResponse.json(
					{ code: 'p2p_error', message: 'Nope' },
					{ status: 400 }
				)
			)
		);
		renderCampaignApp();

		await user.click( screen.getByRole( 'tab', { name: 'Top Donors' } ) );
		expect(
			await screen.findByText( 'Something went wrong' )
		).toBeInTheDocument();
	} );

	it( 'lists top donors', async () => {
		const user = userEvent.setup();
		renderCampaignApp();

		await user.click( screen.getByRole( 'tab', { name: 'Top Donors' } ) );
		const panel = await screen.findByRole( 'tabpanel' );
		await waitFor( () =>
			expect(
				within( panel ).getByText( 'Grace Hopper' )
			).toBeInTheDocument()
		);
		expect( within( panel ).getByText( '$500' ) ).toBeInTheDocument();
	} );

	it( 'shows the administrators a banner when the campaign is not active', () => {
		renderCampaignApp( {
			data: buildInitialData( {
				campaign: buildCampaign( {
					is_active: false,
					status: 'draft',
				} ),
			} ),
		} );
		expect(
			screen.getByText(
				'This campaign is set to "draft" and is not visable unless logged in as an administrator.'
			)
		).toBeInTheDocument();
	} );

	it( 'hides sponsors when they are not enabled', () => {
		renderCampaignApp( {
			data: buildInitialData( {
				campaign: buildCampaign( { sponsors_enabled: 'disabled' } ),
			} ),
		} );
		expect(
			screen.queryByRole( 'heading', { name: 'Our Sponsors' } )
		).not.toBeInTheDocument();
	} );
} );
