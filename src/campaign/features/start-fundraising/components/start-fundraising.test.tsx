import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildAuth,
	buildInitialData,
	CAMPAIGN_URL,
} from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { LAZY, spyOnPageNavigation } from '../../../../../tests/js/journeys';
import { renderCampaignApp } from '../../../../../tests/js/render';

let assign: jest.SpyInstance;
beforeEach( () => {
	window.sessionStorage.clear();
	assign = spyOnPageNavigation();
} );
afterEach( () => assign.mockRestore() );

const data = () =>
	buildInitialData( {
		auth: buildAuth( { user_id: 9, fundraiser_id: 4, is_logged_in: true } ),
	} );
const fundraiser = {
	id: 4,
	fundraiser_name: 'Ada Lovelace',
	profile_image: '',
	amount_raised: 1250,
	url: `${ CAMPAIGN_URL }fundraiser/4/`,
};

describe( 'Start fundraising', () => {
	it( 'shows the profile card and the team card', async () => {
		server.use(
			http.get( apiUrl( 'get-fundraiser-info' ), () =>
				HttpResponse.json( {
					data: {
						fundraiser,
						team: {
							id: 3,
							name: 'The Runners',
							profile_image: '',
							members: 3,
							url: `${ CAMPAIGN_URL }team/3/`,
						},
					},
				} )
			)
		);
		renderCampaignApp( { route: '/start-fundraising/', data: data() } );
		expect(
			await screen.findByRole(
				'heading',
				{ name: "You're ready to start fundraising!" },
				LAZY
			)
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Access your profile or team below to fundraise for this campaign.'
			)
		).toBeInTheDocument();
		expect(
			await screen.findByText( '$1,250 raised' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'View Profile' } )
		).toHaveAttribute( 'href', '/campaigns/demo/fundraiser/4/' );
		expect( screen.getByText( '3 members' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'View Team' } )
		).toHaveAttribute( 'href', '/campaigns/demo/team/3/' );
	} );

	it( 'offers to join a team when the user has none', async () => {
		server.use(
			http.get( apiUrl( 'get-fundraiser-info' ), () =>
				HttpResponse.json( { data: { fundraiser, team: null } } )
			)
		);
		renderCampaignApp( { route: '/start-fundraising/', data: data() } );
		expect(
			await screen.findByRole( 'link', { name: 'Join a team' }, LAZY )
		).toHaveAttribute( 'href', '/campaigns/demo/select-team/' );
		expect(
			screen.getByText(
				'Have friends already fundraising? Help them reach their goals!'
			)
		).toBeInTheDocument();
	} );

	it( 'sends the browser to the campaign URL when loading fails', async () => {
		server.use(
			http.get( apiUrl( 'get-fundraiser-info' ), () =>
				HttpResponse.json(
					{ code: 'x', message: 'x' },
					{ status: 401 }
				)
			)
		);
		renderCampaignApp( { route: '/start-fundraising/', data: data() } );
		await waitFor(
			() => expect( assign ).toHaveBeenCalledWith( CAMPAIGN_URL ),
			LAZY
		);
	} );
} );
