import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';

describe( 'Settings screen', () => {
	it( 'shows the registration switch as stored and saves a change', async () => {
		let saved: unknown;
		server.use(
			http.get( apiUrl( 'admin/settings' ), () =>
				HttpResponse.json( {
					data: {
						registrationOpen: true,
						deleteDataOnUninstall: false,
					},
				} )
			),
			http.post( apiUrl( 'admin/settings' ), async ( { request } ) => {
				saved = await request.json();
				return HttpResponse.json( {
					data: {
						registrationOpen: false,
						deleteDataOnUninstall: false,
					},
				} );
			} )
		);
		renderAdmin( '/settings' );
		const box = await screen.findByRole( 'checkbox', {
			name: 'Visitors may register as fundraisers',
		} );
		expect( box ).toBeChecked();
		expect(
			screen.getByRole( 'group', { name: 'Registration' } )
		).toBeInTheDocument();

		await userEvent.click( box );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Settings' } )
		);
		expect(
			await screen.findByText( 'Settings saved.' )
		).toBeInTheDocument();
		expect( saved ).toEqual( {
			registrationOpen: false,
			deleteDataOnUninstall: false,
		} );
		expect( box ).not.toBeChecked();
	} );

	it( 'keeps the change and shows the server message when saving fails', async () => {
		server.use(
			http.get( apiUrl( 'admin/settings' ), () =>
				HttpResponse.json( {
					data: {
						registrationOpen: true,
						deleteDataOnUninstall: false,
					},
				} )
			),
			http.post( apiUrl( 'admin/settings' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_forbidden',
						message: 'Sorry, you are not allowed to do that.',
						data: { status: 403 },
					},
					{ status: 403 }
				)
			)
		);
		renderAdmin( '/settings' );
		const box = await screen.findByRole( 'checkbox', {
			name: 'Visitors may register as fundraisers',
		} );
		await userEvent.click( box );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Settings' } )
		);
		await waitFor( () =>
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				'Sorry, you are not allowed to do that.'
			)
		);
		expect( box ).not.toBeChecked();
	} );

	it( 'lets an administrator choose to delete the data with the plugin', async () => {
		let saved: unknown;
		server.use(
			http.get( apiUrl( 'admin/settings' ), () =>
				HttpResponse.json( {
					data: {
						registrationOpen: true,
						deleteDataOnUninstall: false,
					},
				} )
			),
			http.post( apiUrl( 'admin/settings' ), async ( { request } ) => {
				saved = await request.json();
				return HttpResponse.json( {
					data: {
						registrationOpen: true,
						deleteDataOnUninstall: true,
					},
				} );
			} )
		);
		renderAdmin( '/settings' );
		const box = await screen.findByRole( 'checkbox', {
			name: 'Delete all fundraising data when the plugin is deleted',
		} );
		expect( box ).not.toBeChecked();
		expect(
			screen.getByRole( 'group', { name: 'Data' } )
		).toBeInTheDocument();
		await userEvent.click( box );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Settings' } )
		);
		expect(
			await screen.findByText( 'Settings saved.' )
		).toBeInTheDocument();
		expect( saved ).toEqual( {
			registrationOpen: true,
			deleteDataOnUninstall: true,
		} );
		expect( box ).toBeChecked();
	} );

	it( 'is reached from the campaign list', async () => {
		server.use(
			http.get( apiUrl( 'admin/campaigns' ), () =>
				HttpResponse.json( { data: [], total: 0, count: 0 } )
			)
		);
		renderAdmin( '/' );
		expect(
			await screen.findByRole( 'link', { name: 'Settings' } )
		).toHaveAttribute( 'href', '/settings' );
	} );
} );
