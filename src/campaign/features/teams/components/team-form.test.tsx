import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildAuth,
	buildInitialData,
	buildTeam,
	buildTeamPageData,
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

const loggedIn = () =>
	buildInitialData( {
		auth: buildAuth( { user_id: 5, fundraiser_id: 4, is_logged_in: true } ),
	} );

describe( 'Team form', () => {
	it( 'is step 2 of the create-team path, public by default, with a 10-row story box', async () => {
		window.sessionStorage.setItem(
			'p2p-fundraising-navigation-set',
			'createTeam'
		);
		renderCampaignApp( { route: '/create-team/', data: loggedIn() } );
		const steps = await screen.findByRole(
			'navigation',
			{ name: 'Registration steps' },
			LAZY
		);
		expect(
			steps.querySelector( '[aria-current="step"]' )
		).toHaveTextContent( '2Create Team' );
		expect(
			screen.getByLabelText( 'Public: anyone can join' )
		).toBeChecked();
		expect( screen.getByLabelText( 'Team Story' ) ).toHaveAttribute(
			'rows',
			'10'
		);
	} );

	it( 'requires team name, story and goal', async () => {
		renderCampaignApp( { route: '/create-team/', data: loggedIn() } );
		const goal = await screen.findByLabelText( 'Team Goal', {}, LAZY );
		await userEvent.clear( goal );
		await userEvent.type( goal, '0' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create Team' } )
		);
		expect(
			await screen.findByText( 'Please enter a team name.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( "Please tell your team's story." )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Please enter a goal.' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( screen.getByLabelText( 'Team Name' ) ).toHaveFocus()
		);
	} );

	it( 'saves, then sends the invitations, then loads the redirect', async () => {
		const calls: string[] = [];
		let form: FormData | undefined;
		let invitation: unknown;
		server.use(
			http.post( apiUrl( 'create-team' ), async ( { request } ) => {
				calls.push( 'create-team' );
				form = await request.formData();
				return HttpResponse.json( {
					teamId: 42,
					invited: [ 'ann@example.com', 'bob@example.com' ],
					redirect: '/register/create-profile/',
				} );
			} ),
			http.post(
				apiUrl( 'send-team-invitation-emails' ),
				async ( { request } ) => {
					calls.push( 'send-team-invitation-emails' );
					invitation = await request.json();
					return HttpResponse.json( {
						data: {
							sent: 1,
							throttled: 0,
							overLimit: 1,
							message:
								'1 invitation sent. 1 address was not e-mailed: a team can invite 50 addresses a day. Send again tomorrow.',
						},
					} );
				}
			)
		);
		renderCampaignApp( { route: '/create-team/', data: loggedIn() } );
		await userEvent.type(
			await screen.findByLabelText( 'Team Name', {}, LAZY ),
			'Fresh Wells'
		);
		await userEvent.type(
			screen.getByLabelText( 'Team Story' ),
			'We dig wells.'
		);
		await userEvent.click(
			screen.getByLabelText( 'Private: closed, invite only' )
		);
		await userEvent.type(
			screen.getByLabelText( 'Invite team members' ),
			'ann@example.com bob@example.com{Enter}'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create Team' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				`${ CAMPAIGN_URL }register/create-profile/`
			)
		);
		expect( calls ).toEqual( [
			'create-team',
			'send-team-invitation-emails',
		] );
		expect( form?.get( 'name' ) ).toBe( 'Fresh Wells' );
		expect( form?.get( 'access' ) ).toBe( 'private' );
		expect( form?.get( 'emails' ) ).toBe(
			'ann@example.com,bob@example.com'
		);
		expect( form?.get( 'goal' ) ).toBe( '2500' ); // the campaign's default team goal
		expect( invitation ).toEqual( {
			team_id: 42,
			emails: 'ann@example.com,bob@example.com',
		} );
		// The held-back address is announced on the team page after the reload.
		expect(
			window.sessionStorage.getItem( 'p2p-fundraising:invitations:42' )
		).toMatch( /Send again tomorrow/ );
	} );

	it( 'shows the server message under the form and keeps the values', async () => {
		server.use(
			http.post( apiUrl( 'create-team' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_already_in_team',
						message:
							'You are already a member of a team in this campaign.',
						data: { status: 409 },
					},
					{ status: 409 }
				)
			)
		);
		renderCampaignApp( { route: '/create-team/', data: loggedIn() } );
		await userEvent.type(
			await screen.findByLabelText( 'Team Name', {}, LAZY ),
			'Fresh Wells'
		);
		await userEvent.type(
			screen.getByLabelText( 'Team Story' ),
			'We dig wells.'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create Team' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'You are already a member of a team in this campaign.'
		);
		expect( screen.getByLabelText( 'Team Name' ) ).toHaveValue(
			'Fresh Wells'
		);
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'edits a team for its captain only', async () => {
		const team = buildTeam( { captain_user_id: 5 } );
		server.use(
			http.get( apiUrl( 'get-team' ), () =>
				HttpResponse.json( { data: team } )
			)
		);
		const page = buildTeamPageData( { team } );
		const { unmount } = renderCampaignApp( {
			route: `/team/${ team.id }/update`,
			data: {
				...page,
				auth: buildAuth( {
					user_id: 5,
					fundraiser_id: 4,
					is_logged_in: true,
				} ),
			},
		} );
		expect(
			await screen.findByLabelText( 'Team Name', {}, LAZY )
		).toHaveValue( 'The Runners' );
		expect(
			screen.getByRole( 'button', { name: 'Save Team' } )
		).toBeInTheDocument();
		unmount();

		renderCampaignApp( {
			route: `/team/${ team.id }/update`,
			data: {
				...page,
				auth: buildAuth( {
					user_id: 6,
					fundraiser_id: 8,
					is_logged_in: true,
				} ),
			},
		} );
		expect(
			await screen.findByText(
				'Only the team captain can edit this team.',
				{},
				LAZY
			)
		).toBeInTheDocument();
	} );
} );
