import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildAuth,
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

const team = buildTeam();
const asFundraiser = () => ( {
	...buildTeamPageData( { team } ),
	auth: buildAuth( { user_id: 9, fundraiser_id: 4, is_logged_in: true } ),
} );

describe( 'Join team', () => {
	beforeEach( () =>
		server.use(
			http.get( apiUrl( 'get-team' ), () =>
				HttpResponse.json( { data: team } )
			)
		)
	);

	it( 'checks permission with a spinner, then joins with one click', async () => {
		server.use(
			http.post( apiUrl( 'fundraiser-can-join-team' ), () =>
				HttpResponse.json( { data: { canJoin: true } } )
			),
			http.post( apiUrl( 'fundraiser-join-team' ), () =>
				HttpResponse.json( {
					teamId: team.id,
					redirect: `/team/${ team.id }/`,
				} )
			)
		);
		renderCampaignApp( {
			route: `/team/${ team.id }/join/`,
			data: asFundraiser(),
		} );
		expect(
			await screen.findByText( 'Checking…', {}, LAZY )
		).toBeInTheDocument();
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Join The Runners' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				`${ CAMPAIGN_URL }team/${ team.id }/`
			)
		);
	} );

	it( 'redirects to start-fundraising when the check fails', async () => {
		server.use(
			http.post( apiUrl( 'fundraiser-can-join-team' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_already_in_team',
						message: 'x',
						data: { status: 409 },
					},
					{ status: 409 }
				)
			),
			http.get( apiUrl( 'get-fundraiser-info' ), () =>
				HttpResponse.json( { data: { fundraiser: null, team: null } } )
			)
		);
		renderCampaignApp( {
			route: `/team/${ team.id }/join/`,
			data: asFundraiser(),
		} );
		expect(
			await screen.findByRole(
				'heading',
				{ name: "You're ready to start fundraising!" },
				LAZY
			)
		).toBeInTheDocument();
		expect( window.location.pathname ).toBe(
			'/campaigns/demo/start-fundraising/'
		);
	} );

	it( 'shows the server message near the button when joining fails', async () => {
		server.use(
			http.post( apiUrl( 'fundraiser-can-join-team' ), () =>
				HttpResponse.json( { data: { canJoin: true } } )
			),
			http.post( apiUrl( 'fundraiser-join-team' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_team_private',
						message:
							'This team is invite only: only people invited by the team captain can join.',
						data: { status: 403 },
					},
					{ status: 403 }
				)
			)
		);
		renderCampaignApp( {
			route: `/team/${ team.id }/join/`,
			data: asFundraiser(),
		} );
		const button = await screen.findByRole(
			'button',
			{ name: 'Join The Runners' },
			LAZY
		);
		await userEvent.click( button );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'This team is invite only'
		);
		expect(
			screen.getByRole( 'button', { name: 'Join The Runners' } )
		).toHaveAccessibleDescription( /invite only/ );
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'gives anyone else the join-team registration as step 2 of the join-team path', async () => {
		let body: unknown;
		server.use(
			http.post(
				apiUrl( 'register-join-team' ),
				async ( { request } ) => {
					body = await request.json();
					return HttpResponse.json( {
						redirect: '/register/create-profile/',
					} );
				}
			)
		);
		renderCampaignApp( {
			route: `/team/${ team.id }/join/`,
			data: buildTeamPageData( { team } ),
		} );
		const steps = await screen.findByRole(
			'navigation',
			{ name: 'Registration steps' },
			LAZY
		);
		expect(
			steps.querySelector( '[aria-current="step"]' )
		).toHaveTextContent( '2Register' );
		expect( steps.querySelectorAll( 'li' )[ 0 ] ).toHaveTextContent(
			'1Find Team'
		);
		await userEvent.type(
			await screen.findByLabelText( 'First Name' ),
			'Nora'
		);
		await userEvent.type( screen.getByLabelText( 'Last Name' ), 'Quist' );
		await userEvent.type(
			screen.getByLabelText( 'Email' ),
			'nora@example.net'
		);
		await userEvent.type( screen.getByLabelText( 'Password' ), 'secret1' );
		await userEvent.type(
			screen.getByLabelText( 'Confirm Password' ),
			'secret1'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Join Team' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				`${ CAMPAIGN_URL }register/create-profile/`
			)
		);
		expect( body ).toMatchObject( {
			teamId: team.id,
			campaignId: 1,
			email: 'nora@example.net',
		} );
	} );

	it( "sends the invitation link's token with the check and the join", async () => {
		const bodies: unknown[] = [];
		server.use(
			http.post(
				apiUrl( 'fundraiser-can-join-team' ),
				async ( { request } ) => {
					bodies.push( await request.json() );
					return HttpResponse.json( { data: { canJoin: true } } );
				}
			),
			http.post(
				apiUrl( 'fundraiser-join-team' ),
				async ( { request } ) => {
					bodies.push( await request.json() );
					return HttpResponse.json( {
						teamId: team.id,
						redirect: `/team/${ team.id }/`,
					} );
				}
			)
		);
		renderCampaignApp( {
			route: `/team/${ team.id }/join/?invitation=Tok3nFromTheMail`,
			data: asFundraiser(),
		} );
		await userEvent.click(
			await screen.findByRole(
				'button',
				{ name: 'Join The Runners' },
				LAZY
			)
		);
		await waitFor( () => expect( assign ).toHaveBeenCalled() );
		expect( bodies ).toEqual( [
			{ teamId: team.id, campaignId: 1, invitation: 'Tok3nFromTheMail' },
			{ teamId: team.id, campaignId: 1, invitation: 'Tok3nFromTheMail' },
		] );
	} );

	it( 'says why a used invitation link does not work instead of leaving the page', async () => {
		server.use(
			http.post( apiUrl( 'fundraiser-can-join-team' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_invitation_used',
						message:
							'This invitation link has already been used. Each link works once: please ask the team captain for a new invitation.',
						data: { status: 403 },
					},
					{ status: 403 }
				)
			)
		);
		renderCampaignApp( {
			route: `/team/${ team.id }/join/?invitation=UsedToken`,
			data: asFundraiser(),
		} );
		expect(
			await screen.findByText( /already been used/, {}, LAZY )
		).toBeInTheDocument();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'already been used'
		);
		expect( window.location.pathname ).toBe(
			`/campaigns/demo/team/${ team.id }/join/`
		);
	} );

	it( 'registers into a private team with the token of the link', async () => {
		let body: unknown;
		const privateTeam = buildTeam( { access: 'private' } );
		server.use(
			http.get( apiUrl( 'get-team' ), () =>
				HttpResponse.json( { data: privateTeam } )
			),
			http.post(
				apiUrl( 'register-join-team' ),
				async ( { request } ) => {
					body = await request.json();
					return HttpResponse.json( {
						redirect: '/register/create-profile/',
					} );
				}
			)
		);
		renderCampaignApp( {
			route: `/team/${ privateTeam.id }/join/?invitation=PrivateTok`,
			data: buildTeamPageData( { team: privateTeam } ),
		} );
		expect(
			await screen.findByText(
				/your invitation link lets you join it once/,
				{},
				LAZY
			)
		).toBeInTheDocument();
		await userEvent.type( screen.getByLabelText( 'First Name' ), 'Ivy' );
		await userEvent.type( screen.getByLabelText( 'Last Name' ), 'Quist' );
		await userEvent.type(
			screen.getByLabelText( 'Email' ),
			'ivy@example.net'
		);
		await userEvent.type( screen.getByLabelText( 'Password' ), 'secret1' );
		await userEvent.type(
			screen.getByLabelText( 'Confirm Password' ),
			'secret1'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Join Team' } )
		);
		await waitFor( () => expect( assign ).toHaveBeenCalled() );
		expect( body ).toMatchObject( {
			teamId: privateTeam.id,
			invitation: 'PrivateTok',
		} );
	} );

	it( 'shows a used link’s error before any form, to a visitor too', async () => {
		let registered = false;
		server.use(
			http.get( apiUrl( 'get-team-invitation' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_invitation_used',
						message:
							'This invitation link has already been used. Each link works once: please ask the team captain for a new invitation.',
						data: { status: 403 },
					},
					{ status: 403 }
				)
			),
			http.post( apiUrl( 'register-join-team' ), () => {
				registered = true;
				return HttpResponse.json( { redirect: '/' } );
			} )
		);
		renderCampaignApp( {
			route: `/team/${ team.id }/join/?invitation=UsedToken`,
			data: buildTeamPageData( { team } ),
		} );
		expect(
			await screen.findByText( /already been used/, {}, LAZY )
		).toBeInTheDocument();
		expect( screen.queryByLabelText( 'First Name' ) ).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Join Team' } )
		).toBeNull();
		expect( registered ).toBe( false );
	} );

	it( 'fills in the invited address and offers people with an account to sign in', async () => {
		const asked: string[] = [];
		server.use(
			http.get( apiUrl( 'get-team-invitation' ), ( { request } ) => {
				asked.push(
					new URL( request.url ).searchParams.get( 'invitation' ) ??
						''
				);
				return HttpResponse.json( {
					data: { email: 'guest@example.net' },
				} );
			} )
		);
		renderCampaignApp( {
			route: `/team/${ team.id }/join/?invitation=GoodTok3n`,
			data: buildTeamPageData( { team } ),
		} );
		expect( await screen.findByLabelText( 'Email', {}, LAZY ) ).toHaveValue(
			'guest@example.net'
		);
		expect( asked ).toEqual( [ 'GoodTok3n' ] );
		expect(
			screen.getByRole( 'link', { name: 'Sign in' } )
		).toHaveAttribute(
			'href',
			`/campaigns/demo/login/?return=${ encodeURIComponent(
				`/team/${ team.id }/join/?invitation=GoodTok3n`
			) }`
		);
	} );
} );
