import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildAuth,
	buildFundraiser,
	buildFundraiserPageData,
	buildInitialData,
	buildSettings,
	buildTeam,
	CAMPAIGN_URL,
} from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { LAZY, spyOnPageNavigation } from '../../../../../tests/js/journeys';
import { renderCampaignApp } from '../../../../../tests/js/render';

let assign: jest.SpyInstance;
beforeEach( () => {
	window.sessionStorage.clear();
	assign = spyOnPageNavigation();
	// The fundraiser that registration created: no story yet.
	server.use(
		http.get( apiUrl( 'get-fundraiser' ), () =>
			HttpResponse.json( {
				data: buildFundraiser( {
					id: 4,
					story: '',
					profile_image: '',
				} ),
			} )
		)
	);
} );
afterEach( () => assign.mockRestore() );

const fundraiserData = () =>
	buildInitialData( {
		auth: buildAuth( { user_id: 9, fundraiser_id: 4, is_logged_in: true } ),
	} );

describe( 'Fundraiser profile form', () => {
	it( 'is step 2 of the individual path and step 3 of the team paths', async () => {
		window.sessionStorage.setItem(
			'p2p-fundraising-navigation-set',
			'joinTeam'
		);
		renderCampaignApp( {
			route: '/register/create-profile/',
			data: fundraiserData(),
		} );
		const current = (
			await screen.findByRole(
				'navigation',
				{ name: 'Registration steps' },
				LAZY
			)
		).querySelector( '[aria-current="step"]' );
		expect( current ).toHaveTextContent( '3Create Profile' );
	} );

	it.each( [
		[ 'nothing stored (another tab, a sign-in on the way)', null ],
		[ 'another path stored earlier', 'joinIndividual' ],
	] )(
		"keeps the create-team path's four steps for a team's captain with %s",
		async ( _, stored ) => {
			if ( stored ) {
				window.sessionStorage.setItem(
					'p2p-fundraising-navigation-set',
					stored
				);
			}
			server.use(
				http.get( apiUrl( 'get-team' ), () =>
					HttpResponse.json( {
						data: buildTeam( { id: 3, captain_user_id: 9 } ),
					} )
				)
			);
			renderCampaignApp( {
				route: '/register/create-profile/',
				data: fundraiserData(),
			} );
			const steps = await screen.findByRole(
				'navigation',
				{ name: 'Registration steps' },
				LAZY
			);
			await waitFor( () =>
				expect(
					Array.from( steps.querySelectorAll( 'li' ) ).map(
						( item ) => item.textContent
					)
				).toEqual( [
					'1Register',
					'2Create Team',
					'3Create Profile',
					'4Start Fundraising',
				] )
			);
			expect(
				steps.querySelector( '[aria-current="step"]' )
			).toHaveTextContent( '3Create Profile' );
		}
	);

	it( 'is step 2 of 3 for a fundraiser without a team', async () => {
		server.use(
			http.get( apiUrl( 'get-fundraiser' ), () =>
				HttpResponse.json( {
					data: buildFundraiser( { id: 4, team_id: 0, team: '' } ),
				} )
			)
		);
		renderCampaignApp( {
			route: '/register/create-profile/',
			data: fundraiserData(),
		} );
		const steps = await screen.findByRole(
			'navigation',
			{ name: 'Registration steps' },
			LAZY
		);
		expect( steps.querySelectorAll( 'li' ) ).toHaveLength( 3 );
		expect(
			steps.querySelector( '[aria-current="step"]' )
		).toHaveTextContent( '2Create Profile' );
	} );

	it( 'requires story and goal', async () => {
		renderCampaignApp( {
			route: '/register/create-profile/',
			data: fundraiserData(),
		} );
		const goal = await screen.findByLabelText(
			'Fundraising Goal',
			{},
			LAZY
		);
		await userEvent.clear( goal );
		await userEvent.type( goal, '0' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create Profile' } )
		);
		expect(
			await screen.findByText( 'Please enter a goal.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Please tell your story.' )
		).toBeInTheDocument();
		await waitFor( () => expect( goal ).toHaveFocus() );
	} );

	it( "caps the story at the site's limit and shows the server's message for it beside the field, keeping what was typed", async () => {
		const message = 'Your story can be at most 12 characters long.';
		server.use(
			http.post( apiUrl( 'update-fundraiser-profile' ), () =>
				HttpResponse.json(
					{
						code: 'rest_invalid_param',
						message,
						data: { status: 400, params: { story: message } },
					},
					{ status: 400 }
				)
			)
		);
		renderCampaignApp( {
			route: '/register/create-profile/',
			data: fundraiserData(),
			settings: buildSettings( {
				textLimits: { ...buildSettings().textLimits, story: 12 },
			} ),
		} );
		const story = await screen.findByLabelText( 'Your Story', {}, LAZY );
		expect( story ).toHaveAttribute( 'maxlength', '12' );
		await userEvent.type( story, 'Clean water for all.' );
		// The browser stops at the limit; a server with a lower one still explains itself.
		expect( story ).toHaveValue( 'Clean water ' );
		const goal = screen.getByLabelText( 'Fundraising Goal' );
		await userEvent.clear( goal );
		await userEvent.type( goal, '500' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create Profile' } )
		);
		expect( await screen.findByText( message ) ).toBeVisible();
		expect( story ).toHaveValue( 'Clean water ' );
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'disables submit while the image exceeds the maximum upload size', async () => {
		renderCampaignApp( {
			route: '/register/create-profile/',
			data: fundraiserData(),
			settings: buildSettings( { maxUploadSize: 10 } ),
		} );
		const input = await screen.findByLabelText( 'Profile Image', {}, LAZY );
		expect(
			screen.getByText(
				'JPG or PNG. Recommended size: 250 x 250 pixels.'
			)
		).toBeInTheDocument();
		await userEvent.upload(
			input,
			new File( [ 'x'.repeat( 11 ) ], 'big.png', { type: 'image/png' } )
		);
		expect(
			screen.getByText(
				'This file exceeds the maximum upload size for this site.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Create Profile' } )
		).toBeDisabled();
		await userEvent.upload(
			input,
			new File( [ 'x' ], 'small.png', { type: 'image/png' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Create Profile' } )
		).toBeEnabled();
	} );

	it( 'sends multipart with the file and goes to start-fundraising', async () => {
		let form: FormData | undefined;
		server.use(
			http.post(
				apiUrl( 'update-fundraiser-profile' ),
				async ( { request } ) => {
					form = await request.formData();
					return HttpResponse.json( {
						redirect: '/start-fundraising/',
					} );
				}
			)
		);
		renderCampaignApp( {
			route: '/register/create-profile/',
			data: fundraiserData(),
		} );
		const goal = await screen.findByLabelText(
			'Fundraising Goal',
			{},
			LAZY
		);
		await userEvent.clear( goal );
		await userEvent.type( goal, '2500' );
		expect( goal ).toHaveValue( '2,500' );
		await userEvent.type(
			screen.getByLabelText( 'Your Story' ),
			'Clean water for all.'
		);
		await userEvent.upload(
			screen.getByLabelText( 'Profile Image' ),
			new File( [ 'png' ], 'me.png', { type: 'image/png' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Create Profile' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				`${ CAMPAIGN_URL }start-fundraising/`
			)
		);
		expect( form?.get( 'goal' ) ).toBe( '2500' );
		expect( form?.get( 'story' ) ).toBe( 'Clean water for all.' );
		expect( form?.get( 'campaignId' ) ).toBe( '1' );
		expect( form?.get( 'file' ) ).not.toBeNull();
		expect( form?.get( 'fundraiser_id' ) ).toBeNull();
	} );

	it( 'edits the own profile and refuses someone else’s', async () => {
		const page = buildFundraiserPageData();
		const fundraiser = page.fundraiser!;
		server.use(
			http.get( apiUrl( 'get-fundraiser' ), () =>
				HttpResponse.json( { data: fundraiser } )
			)
		);
		const mine = {
			...page,
			auth: buildAuth( {
				user_id: fundraiser.user_id,
				fundraiser_id: fundraiser.id,
				is_logged_in: true,
			} ),
		};
		const { unmount } = renderCampaignApp( {
			route: `/fundraiser/${ fundraiser.id }/update/`,
			data: mine,
		} );
		expect(
			await screen.findByLabelText( 'Your Story', {}, LAZY )
		).toHaveValue( fundraiser.story );
		unmount();

		const other = {
			...page,
			auth: buildAuth( {
				user_id: 999,
				fundraiser_id: 77,
				is_logged_in: true,
			} ),
		};
		renderCampaignApp( {
			route: `/fundraiser/${ fundraiser.id }/update/`,
			data: other,
		} );
		expect(
			await screen.findByText(
				'Only the owner of this profile can edit it.',
				{},
				LAZY
			)
		).toBeInTheDocument();
		expect(
			screen.queryByLabelText( 'Your Story' )
		).not.toBeInTheDocument();
	} );
} );
