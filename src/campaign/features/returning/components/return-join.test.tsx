import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
	assign = spyOnPageNavigation();
} );
afterEach( () => assign.mockRestore() );

const TOKEN = 'abcDEF123';
const signedIn = () =>
	buildInitialData( {
		auth: buildAuth( { user_id: 9, fundraiser_id: 0, is_logged_in: true } ),
	} );
const preview = ( role: 'captain' | 'member' | 'waiting' ) =>
	http.get( apiUrl( 'get-return-invitation' ), ( { request } ) => {
		expect( new URL( request.url ).searchParams.get( 'token' ) ).toBe(
			TOKEN
		);
		return HttpResponse.json( {
			data: {
				name: 'Carla Mendes',
				goal: 1300,
				hasStory: true,
				hasPhoto: true,
				team: { name: 'Blue Wave Runners', role },
			},
		} );
	} );

describe( 'Join again (last year’s invitation)', () => {
	it( 'says what carries over and joins with one click', async () => {
		let body: unknown = null;
		server.use(
			preview( 'captain' ),
			http.post( apiUrl( 'fundraiser-return' ), async ( { request } ) => {
				body = await request.json();
				return HttpResponse.json( {
					fundraiserId: 31,
					teamId: 7,
					redirect: '/fundraiser/31/',
				} );
			} )
		);
		renderCampaignApp( {
			route: `/return/?token=${ TOKEN }`,
			data: signedIn(),
		} );
		expect(
			await screen.findByText(
				'Your fundraising page as “Carla Mendes”, with last year’s story and photo',
				{},
				LAZY
			)
		).toBeInTheDocument();
		expect(
			screen.getByText( /A goal of \$1,300, from last year’s result/ )
		).toBeInTheDocument();
		expect(
			screen.getByText( /Your team “Blue Wave Runners” is created again/ )
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Join Run for Clean Water' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				`${ CAMPAIGN_URL }fundraiser/31/`
			)
		);
		expect( body ).toEqual( { campaignId: 1, token: TOKEN } );
	} );

	it( 'asks a visitor to sign in first and come back', async () => {
		server.use( preview( 'member' ) );
		renderCampaignApp( { route: `/return/?token=${ TOKEN }` } );
		const link = await screen.findByRole(
			'link',
			{ name: 'Sign in to join' },
			LAZY
		);
		expect( link ).toHaveAttribute(
			'href',
			`/campaigns/demo/login/?return=${ encodeURIComponent(
				`/return/?token=${ TOKEN }`
			) }`
		);
		expect(
			screen.getByText( 'You join your team “Blue Wave Runners” again.' )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'button', { name: /^Join/ } ) ).toBeNull();
	} );

	it( 'shows why a used link no longer works', async () => {
		server.use(
			http.get( apiUrl( 'get-return-invitation' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_return_invitation_used',
						message: 'This invitation link has already been used.',
						data: { status: 403 },
					},
					{ status: 403 }
				)
			)
		);
		renderCampaignApp( {
			route: `/return/?token=${ TOKEN }`,
			data: signedIn(),
		} );
		expect(
			await screen.findByText(
				'This invitation link has already been used.',
				{},
				LAZY
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'button', { name: /^Join/ } ) ).toBeNull();
	} );

	it( 'shows the server’s message beside the button when joining fails', async () => {
		server.use(
			preview( 'waiting' ),
			http.post( apiUrl( 'fundraiser-return' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_return_invitation_not_yours',
						message:
							'This invitation was sent to another account. Please sign in with the account it was sent to.',
						data: { status: 403 },
					},
					{ status: 403 }
				)
			)
		);
		renderCampaignApp( {
			route: `/return/?token=${ TOKEN }`,
			data: signedIn(),
		} );
		const button = await screen.findByRole(
			'button',
			{ name: 'Join Run for Clean Water' },
			LAZY
		);
		await userEvent.click( button );
		expect(
			await screen.findByText( /sent to another account/ )
		).toBeInTheDocument();
		expect( button ).toHaveAttribute(
			'aria-describedby',
			'p2p-return-join-error'
		);
		expect( assign ).not.toHaveBeenCalled();
	} );
} );
