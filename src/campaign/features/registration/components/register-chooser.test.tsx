import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { server } from '../../../../../tests/js/mocks/server';
import {
	buildAuth,
	buildInitialData,
	buildSettings,
} from '../../../../../tests/js/mocks/fixtures';
import { LAZY } from '../../../../../tests/js/journeys';
import { renderCampaignApp } from '../../../../../tests/js/render';

beforeEach( () => window.sessionStorage.clear() );

describe( 'Registration chooser', () => {
	it( 'offers the three paths, Donate Now and a Sign in pill for visitors', async () => {
		renderCampaignApp( { route: '/register/' } );
		expect(
			await screen.findByRole( 'link', { name: 'Join a team' }, LAZY )
		).toHaveAttribute( 'href', '/campaigns/demo/register/teams/' );
		expect(
			screen.getByRole( 'link', { name: 'Individual' } )
		).toHaveAttribute( 'href', '/campaigns/demo/register/individual/' );
		expect(
			screen.getByRole( 'link', { name: 'Create a Team' } )
		).toHaveAttribute( 'href', '/campaigns/demo/register/captain/' );
		expect(
			screen.getByRole( 'link', { name: 'Donate Now' } )
		).toHaveAttribute( 'href', '/campaigns/demo/donate/' );
		expect(
			screen.getByRole( 'link', { name: /Sign in/ } )
		).toHaveAttribute( 'href', '/campaigns/demo/login/' );
	} );

	it( 'has no Sign in pill for a logged-in user', async () => {
		renderCampaignApp( {
			route: '/register/',
			data: buildInitialData( {
				auth: buildAuth( { user_id: 3, is_logged_in: true } ),
			} ),
		} );
		await screen.findByRole( 'link', { name: 'Individual' }, LAZY );
		expect(
			screen.queryByRole( 'link', { name: /Sign in/ } )
		).not.toBeInTheDocument();
	} );

	it( 'remembers the chosen navigation set: the create-team path has 4 steps', async () => {
		renderCampaignApp( { route: '/register/' } );
		await userEvent.click(
			await screen.findByRole( 'link', { name: 'Create a Team' }, LAZY )
		);
		const steps = await screen.findByRole(
			'navigation',
			{ name: 'Registration steps' },
			LAZY
		);
		expect(
			Array.from( steps.querySelectorAll( 'li' ) ).map(
				( item ) => item.textContent
			)
		).toEqual( [
			'1Register',
			'2Create Team',
			'3Create Profile',
			'4Start Fundraising',
		] );
		expect(
			window.sessionStorage.getItem( 'p2p-fundraising-navigation-set' )
		).toBe( 'createTeam' );
	} );

	it( 'lists the teams to join on /register/teams/, each linking to its join page', async () => {
		renderCampaignApp( { route: '/register/teams/' } );
		const link = await screen.findByRole(
			'link',
			{ name: /The Runners/ },
			LAZY
		);
		expect( link ).toHaveAttribute(
			'href',
			'/campaigns/demo/team/1/join/'
		);
		expect(
			screen
				.getByRole( 'navigation', { name: 'Registration steps' } )
				.querySelector( '[aria-current="step"]' )
		).toHaveTextContent( '1Find Team' );
	} );

	it( 'sends a fundraiser away from the registration routes', async () => {
		server.use(
			http.get( apiUrl( 'get-fundraiser-info' ), () =>
				HttpResponse.json( { data: { fundraiser: null, team: null } } )
			)
		);
		renderCampaignApp( {
			route: '/register/individual/',
			data: buildInitialData( {
				auth: buildAuth( {
					user_id: 3,
					fundraiser_id: 4,
					is_logged_in: true,
				} ),
			} ),
		} );
		expect(
			await screen.findByRole(
				'heading',
				{ name: "You're ready to start fundraising!" },
				LAZY
			)
		).toBeInTheDocument();
	} );

	it( 'explains that registration is closed instead of offering the paths', async () => {
		renderCampaignApp( {
			route: '/register/',
			settings: buildSettings( { registrationOpen: false } ),
		} );
		expect(
			await screen.findByText(
				'Registration of new fundraisers is closed at the moment.',
				{},
				LAZY
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', { name: 'Individual' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Already registered? Sign in' } )
		).toHaveAttribute( 'href', '/campaigns/demo/login/' );
		expect(
			screen.getByRole( 'link', { name: 'Donate Now' } )
		).toHaveAttribute( 'href', '/campaigns/demo/donate/' );
	} );

	it( 'shows no registration form on a registration path while closed', async () => {
		renderCampaignApp( {
			route: '/register/individual/',
			settings: buildSettings( { registrationOpen: false } ),
		} );
		expect(
			await screen.findByText(
				'Registration of new fundraisers is closed at the moment.',
				{},
				LAZY
			)
		).toBeInTheDocument();
		expect( screen.queryByLabelText( 'Password' ) ).not.toBeInTheDocument();
	} );
} );
