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
import { renderCampaignApp } from '../../../../../tests/js/render';
import { pageNavigation } from '../../../navigation/page-navigation';
import { LAZY } from '../../../../../tests/js/journeys';

/** Screens are lazily loaded chunks. */

let assign: jest.SpyInstance;
beforeEach( () => {
	window.sessionStorage.clear();
	assign = jest
		.spyOn( pageNavigation, 'assign' )
		.mockImplementation( () => undefined );
} );
afterEach( () => assign.mockRestore() );

async function fill( fields: Record< string, string > ) {
	for ( const [ label, text ] of Object.entries( fields ) ) {
		const input = screen.getByLabelText( label, { exact: true } );
		await userEvent.clear( input );
		if ( text ) {
			await userEvent.type( input, text );
		}
	}
}

const VALID = {
	'First Name': 'Nora',
	'Last Name': 'Quist',
	Email: 'nora@example.net',
	Password: 'secret1',
	'Confirm Password': 'secret1',
};

describe( 'Registration form', () => {
	it( 'shows step 1 of the individual path', async () => {
		renderCampaignApp( { route: '/register/individual/' } );
		const steps = await screen.findByRole(
			'navigation',
			{ name: 'Registration steps' },
			LAZY
		);
		const items = steps.querySelectorAll( 'li' );
		expect(
			Array.from( items ).map( ( item ) => item.textContent )
		).toEqual( [ '1Register', '2Create Profile', '3Start Fundraising' ] );
		expect( items[ 0 ] ).toHaveAttribute( 'aria-current', 'step' );
	} );

	it( 'validates every field with the spec messages and focuses the first invalid one', async () => {
		renderCampaignApp( { route: '/register/individual/' } );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Continue' }, LAZY )
		);
		expect(
			await screen.findByText( 'Please enter your first name.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Please enter your last name.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Please enter your e-mail address.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Please enter a password.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Please confirm your password.' )
		).toBeInTheDocument();
		const first = screen.getByLabelText( 'First Name' );
		await waitFor( () => expect( first ).toHaveFocus() );
		expect( first ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( first ).toHaveAccessibleDescription(
			'Please enter your first name.'
		);

		await fill( {
			...VALID,
			Email: 'nora@',
			Password: '12345',
			'Confirm Password': '54321',
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		expect(
			await screen.findByText( 'Please enter a valid e-mail address.' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Password must have at least 6 characters' )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'The passwords do not match' )
		).toBeInTheDocument();
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'refuses a password of spaces or equal to the e-mail, as the server does', async () => {
		renderCampaignApp( { route: '/register/individual/' } );
		await screen.findByLabelText( 'First Name', {}, LAZY );
		await fill( {
			...VALID,
			Password: 'NORA@example.net',
			'Confirm Password': 'NORA@example.net',
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		expect(
			await screen.findByText(
				'Your password cannot be your e-mail address or user name.'
			)
		).toBeInTheDocument();

		await fill( {
			Password: '        ',
			'Confirm Password': '        ',
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		expect(
			await screen.findByText( 'Your password cannot be only spaces.' )
		).toBeInTheDocument();
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'registers and reloads the page at the server redirect; a captain goes on to the team form', async () => {
		let body: unknown;
		server.use(
			http.post(
				apiUrl( 'register-fundraiser' ),
				async ( { request } ) => {
					body = await request.json();
					return HttpResponse.json( { redirect: '/create-team/' } );
				}
			)
		);
		renderCampaignApp( { route: '/register/captain/' } );
		await screen.findByRole( 'button', { name: 'Continue' }, LAZY );
		await fill( VALID );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				`${ CAMPAIGN_URL }create-team/`
			)
		);
		expect( body ).toEqual( {
			firstName: 'Nora',
			lastName: 'Quist',
			email: 'nora@example.net',
			password: 'secret1',
			password2: 'secret1',
			team_captain: true,
			campaign_id: 1,
		} );
		expect(
			screen.getByRole( 'button', { name: 'Continue' } )
		).toBeDisabled();
		expect( screen.getByText( 'Saving…' ) ).toBeInTheDocument();
	} );

	it( 'says once, beside the field, that the address has an account, with a link to sign in that keeps it', async () => {
		const message =
			'An account with this e-mail address already exists. Please sign in instead.';
		server.use(
			http.post( apiUrl( 'register-fundraiser' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_email_exists',
						message,
						data: { status: 409, params: { email: message } },
					},
					{ status: 409 }
				)
			)
		);
		renderCampaignApp( { route: '/register/individual/' } );
		await screen.findByRole( 'button', { name: 'Continue' }, LAZY );
		await fill( VALID );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		const email = screen.getByLabelText( 'Email' );
		await waitFor( () =>
			expect( email ).toHaveAccessibleDescription(
				'An account with this e-mail address already exists. Sign in instead'
			)
		);
		// No second copy under the form.
		expect(
			screen.getAllByText( /An account with this e-mail address/ )
		).toHaveLength( 1 );
		expect(
			screen
				.getAllByRole( 'alert' )
				.filter( ( alert ) => alert.textContent !== '' )
		).toHaveLength( 1 );
		await waitFor( () => expect( email ).toHaveFocus() );
		expect( screen.getByLabelText( 'First Name' ) ).toHaveValue( 'Nora' );
		expect(
			screen.getByRole( 'button', { name: 'Continue' } )
		).toBeEnabled();
		expect( assign ).not.toHaveBeenCalled();

		const signIn = screen.getByRole( 'link', { name: 'Sign in instead' } );
		expect( signIn ).toHaveAttribute(
			'href',
			'/campaigns/demo/login/?email=nora%40example.net'
		);
		await userEvent.click( signIn );
		expect(
			await screen.findByLabelText( 'Email or Username', {}, LAZY )
		).toHaveValue( 'nora@example.net' );
	}, 15000 );

	it( 'keeps under the form a field message whose field the form does not show', async () => {
		const message = 'This campaign does not take new fundraisers.';
		server.use(
			http.post( apiUrl( 'register-fundraiser' ), () =>
				HttpResponse.json(
					{
						code: 'rest_invalid_param',
						message,
						data: { status: 400, params: { campaign_id: message } },
					},
					{ status: 400 }
				)
			)
		);
		renderCampaignApp( { route: '/register/individual/' } );
		await screen.findByRole( 'button', { name: 'Continue' }, LAZY );
		await fill( VALID );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		expect( await screen.findByText( message ) ).toBeVisible();
	} );

	it( "drops the server's message about the last attempt when the next one is stopped by a field check", async () => {
		const message =
			'An account with this e-mail address already exists. Please sign in instead.';
		server.use(
			http.post( apiUrl( 'register-fundraiser' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_email_exists',
						message,
						data: { status: 409 },
					},
					{ status: 409 }
				)
			)
		);
		renderCampaignApp( { route: '/register/individual/' } );
		await screen.findByRole( 'button', { name: 'Continue' }, LAZY );
		await fill( VALID );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		expect( await screen.findByText( message ) ).toBeVisible();

		await fill( { Email: 'not-an-address' } );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		// react-hook-form validates asynchronously, so focus moves after the click resolves.
		await waitFor( () =>
			expect( screen.getByLabelText( 'Email' ) ).toHaveFocus()
		);
		expect( screen.queryByText( message ) ).not.toBeInTheDocument();
	} );

	it( 'gives a logged-in user without a fundraiser the create-profile variant', async () => {
		let body: unknown;
		server.use(
			http.get( apiUrl( 'get-user-info' ), () =>
				HttpResponse.json( {
					data: {
						firstName: 'Uma',
						lastName: 'Reyes',
						email: 'user@example.com',
					},
				} )
			),
			http.post(
				apiUrl( 'create-fundraiser-profile' ),
				async ( { request } ) => {
					body = await request.json();
					return HttpResponse.json( {
						redirect: '/register/create-profile/',
					} );
				}
			)
		);
		renderCampaignApp( {
			route: '/register/individual/',
			data: buildInitialData( {
				auth: buildAuth( { user_id: 7, is_logged_in: true } ),
			} ),
		} );
		await waitFor(
			() =>
				expect( screen.getByLabelText( 'First Name' ) ).toHaveValue(
					'Uma'
				),
			LAZY
		);
		expect( screen.getByLabelText( 'Last Name' ) ).toHaveValue( 'Reyes' );
		expect( screen.getByLabelText( 'Email' ) ).toHaveValue(
			'user@example.com'
		);
		expect( screen.getByLabelText( 'Email' ) ).toBeDisabled();
		expect( screen.queryByLabelText( 'Password' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByLabelText( 'Confirm Password' )
		).not.toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				`${ CAMPAIGN_URL }register/create-profile/`
			)
		);
		expect( body ).toEqual( {
			firstName: 'Uma',
			lastName: 'Reyes',
			team_captain: false,
			campaign_id: 1,
		} );
	} );
} );
