import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { CAMPAIGN_URL } from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { LAZY, spyOnPageNavigation } from '../../../../../tests/js/journeys';
import { renderCampaignApp } from '../../../../../tests/js/render';
import { returnPath } from './login-form';

let assign: jest.SpyInstance;
beforeEach( () => {
	assign = spyOnPageNavigation();
} );
afterEach( () => assign.mockRestore() );

describe( 'Login and lost password', () => {
	it( 'requires user_handle and password, with a Lost your password link', async () => {
		renderCampaignApp( { route: '/login/' } );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Sign in' }, LAZY )
		);
		expect(
			await screen.findByText(
				'Please enter your username or e-mail address.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByText( 'Please enter your password.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Lost your password' } )
		).toHaveAttribute( 'href', '/campaigns/demo/lost-password/' );
	} );

	it( 'shows the server message for a wrong password and reloads on success', async () => {
		let attempt = 0;
		let body: unknown;
		server.use(
			http.post( apiUrl( 'fundraiser-login' ), async ( { request } ) => {
				attempt++;
				body = await request.json();
				return attempt === 1
					? HttpResponse.json(
							{
								code: 'p2p_invalid_login',
								message:
									'The username, e-mail address or password is incorrect.',
								data: { status: 401 },
							},
							{ status: 401 }
						)
					: HttpResponse.json( { redirect: '/start-fundraising/' } );
			} )
		);
		renderCampaignApp( { route: '/login/' } );
		await userEvent.type(
			await screen.findByLabelText( 'Email or Username', {}, LAZY ),
			'captain@example.com'
		);
		await userEvent.type( screen.getByLabelText( 'Password' ), 'nope' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Sign in' } )
		);
		expect(
			await screen.findByText(
				'The username, e-mail address or password is incorrect.'
			)
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Email or Username' ) ).toHaveValue(
			'captain@example.com'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Sign in' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				`${ CAMPAIGN_URL }start-fundraising/`
			)
		);
		expect( body ).toEqual( {
			user_handle: 'captain@example.com',
			password: 'nope',
			campaign_id: 1,
		} );
	} );

	it( 'returns to the invitation it came from, and only to a join page', () => {
		expect(
			returnPath( '?return=%2Fteam%2F3%2Fjoin%2F%3Finvitation%3DTok3n' )
		).toBe( '/team/3/join/?invitation=Tok3n' );
		expect( returnPath( '?return=%2Fteam%2F3%2Fjoin%2F' ) ).toBe(
			'/team/3/join/'
		);
		// Last year's invitation to next year's campaign (issue 28).
		expect( returnPath( '?return=%2Freturn%2F%3Ftoken%3DTok3n' ) ).toBe(
			'/return/?token=Tok3n'
		);
		for ( const hostile of [
			'?return=%2Freturn%2F',
			'?return=%2Freturn%2F%3Ftoken%3Dx%26next%3Devil',
			'?return=https%3A%2F%2Fevil.example%2F',
			'?return=%2F%2Fevil.example%2Fteam%2F3%2Fjoin%2F',
			'?return=%2Fstart-fundraising%2F',
			'?return=%2Fteam%2F3%2Fjoin%2F%3Finvitation%3Dx%26next%3Devil',
			'',
		] ) {
			expect( returnPath( hostile ) ).toBeNull();
		}
	} );

	it( 'requests a reset e-mail, then shows the sent screen', async () => {
		server.use(
			http.post( apiUrl( 'send-password-reset-email' ), () =>
				HttpResponse.json( { redirect: '/lost-password/sent' } )
			)
		);
		renderCampaignApp( { route: '/lost-password/' } );
		await userEvent.click(
			await screen.findByRole(
				'button',
				{ name: 'Get New Password' },
				LAZY
			)
		);
		expect(
			await screen.findByText(
				'Please enter your username or e-mail address.'
			)
		).toBeInTheDocument();
		await userEvent.type(
			screen.getByLabelText( 'Email or Username' ),
			'fundraiser'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Get New Password' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				`${ CAMPAIGN_URL }lost-password/sent`
			)
		);
	} );

	it( 'sends an administrator to the WordPress login page, keeping what was typed', async () => {
		server.use(
			http.post( apiUrl( 'fundraiser-login' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_use_wp_login',
						message:
							'Site administrators sign in on the WordPress login page.',
						data: {
							status: 403,
							login_url:
								'http://localhost/wp-login.php?redirect_to=demo',
						},
					},
					{ status: 403 }
				)
			)
		);
		renderCampaignApp( { route: '/login/' } );
		await userEvent.type(
			await screen.findByLabelText( 'Email or Username', {}, LAZY ),
			'admin'
		);
		await userEvent.type( screen.getByLabelText( 'Password' ), 'secret' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Sign in' } )
		);
		expect(
			await screen.findByText(
				/Site administrators sign in on the WordPress login page\./
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', {
				name: 'Go to the WordPress login page',
			} )
		).toHaveAttribute(
			'href',
			'http://localhost/wp-login.php?redirect_to=demo'
		);
		expect( screen.getByLabelText( 'Email or Username' ) ).toHaveValue(
			'admin'
		);
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'shows when to try again after too many attempts, without a login link', async () => {
		server.use(
			http.post( apiUrl( 'fundraiser-login' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_rate_limited',
						message: 'Too many attempts. Try again in 12 minutes.',
						data: { status: 429, retry_after: 700 },
					},
					{ status: 429, headers: { 'Retry-After': '700' } }
				)
			)
		);
		renderCampaignApp( { route: '/login/' } );
		await userEvent.type(
			await screen.findByLabelText( 'Email or Username', {}, LAZY ),
			'captain'
		);
		await userEvent.type( screen.getByLabelText( 'Password' ), 'guess' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Sign in' } )
		);
		expect(
			await screen.findByText(
				'Too many attempts. Try again in 12 minutes.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', {
				name: 'Go to the WordPress login page',
			} )
		).not.toBeInTheDocument();
	} );
} );
