import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { buildPage } from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderWithProviders } from '../../../../../tests/js/render';
import type { EntityUpdate } from '../../../contract/types';
import { MyUpdates } from './my-updates';

const mine = ( overrides: Partial< EntityUpdate > = {} ): EntityUpdate => ( {
	id: 7,
	text: 'Ran 10 km',
	image: '',
	date: '2026-11-20T10:00:00+00:00',
	isHidden: false,
	canEdit: true,
	...overrides,
} );

describe( 'MyUpdates', () => {
	it( 'posts an update with the notify choice and shows it in the list', async () => {
		const posted: Record< string, string > = {};
		let list: EntityUpdate[] = [];
		server.use(
			http.get( apiUrl( 'get-updates' ), () =>
				HttpResponse.json( buildPage( list ) )
			),
			http.post( apiUrl( 'post-update' ), async ( { request } ) => {
				const form = await request.formData();
				form.forEach( ( value, key ) => {
					posted[ key ] = String( value );
				} );
				list = [ mine( { text: posted.text } ) ];
				return HttpResponse.json(
					{
						data: list[ 0 ],
						notified: 2,
						message:
							'Your update is posted and will be e-mailed to 2 donors.',
					},
					{ status: 201 }
				);
			} )
		);
		renderWithProviders(
			<MyUpdates fundraiserId={ 4 } teamId={ 0 } isCaptain={ false } />
		);
		expect(
			await screen.findByText( /No updates yet/ )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'combobox', { name: 'Post on' } )
		).toBeNull();
		await userEvent.type(
			screen.getByRole( 'textbox', { name: /Your update/ } ),
			'Half way there!'
		);
		await userEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'Also e-mail it to donors who asked for updates',
			} )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Post update' } )
		);
		expect(
			await screen.findByText(
				'Your update is posted and will be e-mailed to 2 donors.'
			)
		).toBeInTheDocument();
		expect( posted ).toMatchObject( {
			campaignId: '1',
			scope: 'fundraiser',
			text: 'Half way there!',
			notify: '1',
		} );
		expect(
			await screen.findByText( 'Half way there!' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'textbox', { name: /Your update/ } )
		).toHaveValue( '' );
	} );

	it( 'keeps the text and shows the reason when posting fails', async () => {
		server.use(
			http.post( apiUrl( 'post-update' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_rate_limited',
						message: 'Too many attempts. Try again in 5 minutes.',
						data: { status: 429 },
					},
					{ status: 429 }
				)
			)
		);
		renderWithProviders(
			<MyUpdates fundraiserId={ 4 } teamId={ 3 } isCaptain />
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Post update' } )
		);
		expect(
			screen.getByText( 'Please write your update.' )
		).toBeInTheDocument();
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Post on' } ),
			'team'
		);
		const text = screen.getByRole( 'textbox', { name: /Your update/ } );
		await userEvent.type( text, 'Team run Sunday' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Post update' } )
		);
		expect(
			await screen.findByText(
				'Too many attempts. Try again in 5 minutes.'
			)
		).toBeInTheDocument();
		expect( text ).toHaveValue( 'Team run Sunday' );
		expect(
			screen.getByRole( 'heading', { name: 'On your team’s page' } )
		).toBeInTheDocument();
	} );

	it( 'edits and deletes one of its own updates, and marks a hidden one', async () => {
		let list = [ mine( { isHidden: true } ) ];
		let edited = '';
		server.use(
			http.get( apiUrl( 'get-updates' ), () =>
				HttpResponse.json( buildPage( list ) )
			),
			http.post( apiUrl( 'edit-update' ), async ( { request } ) => {
				const form = await request.formData();
				edited = String( form.get( 'text' ) );
				list = [ mine( { text: edited } ) ];
				return HttpResponse.json( { data: list[ 0 ] } );
			} ),
			http.post( apiUrl( 'delete-update' ), () => {
				list = [];
				return HttpResponse.json( {
					deleted: true,
					message: 'Your update is deleted.',
				} );
			} )
		);
		renderWithProviders(
			<MyUpdates fundraiserId={ 4 } teamId={ 0 } isCaptain={ false } />
		);
		const item = await screen.findByRole( 'article' );
		expect(
			within( item ).getByText( 'Hidden by the organisers' )
		).toBeInTheDocument();
		await userEvent.click(
			within( item ).getByRole( 'button', {
				name: /^Edit the update of/,
			} )
		);
		const editor = await screen.findByRole( 'form', {
			name: 'Edit update',
		} );
		const text = within( editor ).getByRole( 'textbox', {
			name: /Your update/,
		} );
		await userEvent.clear( text );
		await userEvent.type( text, 'Ran 12 km' );
		await userEvent.click(
			within( editor ).getByRole( 'button', { name: 'Save update' } )
		);
		expect(
			await screen.findByText( 'Your update is saved.' )
		).toBeInTheDocument();
		expect( edited ).toBe( 'Ran 12 km' );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: /^Delete the update of/,
			} )
		);
		expect(
			await screen.findByText( 'Your update is deleted.' )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( screen.queryByRole( 'article' ) ).toBeNull()
		);
	} );
} );
