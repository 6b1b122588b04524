import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildAuth,
	buildFundraiser,
	buildFundraiserPageData,
	CAMPAIGN_URL,
} from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { LAZY, spyOnPageNavigation } from '../../../../../tests/js/journeys';
import { renderCampaignApp } from '../../../../../tests/js/render';
import type { Fundraiser } from '../../../contract/types';

// The edit screen's chunk loads on first use: slow on a busy machine.
const FIRST_LOAD = { timeout: 20000 };
jest.setTimeout( 40000 );

let assign: jest.SpyInstance;
beforeEach( () => {
	assign = spyOnPageNavigation();
} );
afterEach( () => assign.mockRestore() );

/** The owner on their edit screen, with the fundraiser the API answers. */
function renderOwnEditScreen( overrides: Partial< Fundraiser > = {} ) {
	const fundraiser = buildFundraiser( overrides );
	server.use(
		http.get( apiUrl( 'get-fundraiser' ), () =>
			HttpResponse.json( { data: fundraiser } )
		)
	);
	renderCampaignApp( {
		route: `/fundraiser/${ fundraiser.id }/update/`,
		data: {
			...buildFundraiserPageData( { fundraiser } ),
			auth: buildAuth( {
				user_id: fundraiser.user_id,
				fundraiser_id: fundraiser.id,
				is_logged_in: true,
			} ),
		},
	} );
	return fundraiser;
}

const pageSaved = ( onBody: ( body: FormData ) => void ) =>
	http.post( apiUrl( 'update-fundraiser-page' ), async ( { request } ) => {
		onBody( await request.formData() );
		return HttpResponse.json( {
			redirect: '/ada-runs-berlin/',
			fundraiserId: 4,
			pageAddress: 'ada-runs-berlin',
		} );
	} );

describe( 'Your page form', () => {
	it( 'sits under the profile form with the current name and address, and saves all three', async () => {
		let body: FormData | undefined;
		server.use( pageSaved( ( sent ) => ( body = sent ) ) );
		renderOwnEditScreen( { page_address: 'ada' } );

		expect(
			await screen.findByRole(
				'heading',
				{ level: 2, name: 'Your page' },
				FIRST_LOAD
			)
		).toBeInTheDocument();
		const name = screen.getByLabelText( 'Display name' );
		const address = screen.getByLabelText( 'Page address' );
		expect( name ).toHaveValue( 'Ada Lovelace' );
		expect( address ).toHaveValue( 'ada' );
		expect( address ).toHaveAccessibleDescription(
			expect.stringContaining(
				'Earlier addresses keep leading to your page.'
			)
		);

		await userEvent.clear( name );
		await userEvent.type( name, 'Ada the Runner' );
		await userEvent.clear( address );
		await userEvent.type( address, 'Ada-Runs-Berlin' );
		await userEvent.upload(
			screen.getByLabelText( 'Cover photo' ),
			new File( [ 'png' ], 'cover.png', { type: 'image/png' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Page' } )
		);

		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				`${ CAMPAIGN_URL }ada-runs-berlin/`
			)
		);
		expect( body?.get( 'name' ) ).toBe( 'Ada the Runner' );
		expect( body?.get( 'page_address' ) ).toBe( 'ada-runs-berlin' );
		expect( body?.get( 'fundraiser_id' ) ).toBe( '4' );
		expect( body?.get( 'campaignId' ) ).toBe( '1' );
		expect( body?.get( 'file' ) ).not.toBeNull();
		expect( body?.get( 'remove_cover' ) ).toBeNull();
	} );

	it( 'checks the name and the address before sending, beside each field', async () => {
		const sent = jest.fn();
		server.use( pageSaved( sent ) );
		renderOwnEditScreen();

		const name = await screen.findByLabelText( 'Display name', {}, LAZY );
		await userEvent.clear( name );
		await userEvent.type(
			screen.getByLabelText( 'Page address' ),
			'ada_runs'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Page' } )
		);

		await waitFor( () => expect( name ).toHaveFocus() );
		expect( name ).toHaveAccessibleDescription(
			expect.stringContaining( 'Please enter your name.' )
		);
		expect(
			screen.getByLabelText( 'Page address' )
		).toHaveAccessibleDescription(
			expect.stringContaining(
				'Please use only lower-case letters (a–z), digits and single hyphens between them.'
			)
		);
		expect( sent ).not.toHaveBeenCalled();
	} );

	it( 'shows an address someone else has beside the field and keeps what was typed', async () => {
		const message =
			'This address is already taken. Please choose another one.';
		server.use(
			http.post( apiUrl( 'update-fundraiser-page' ), () =>
				HttpResponse.json(
					{
						code: 'rest_invalid_param',
						message,
						data: {
							status: 400,
							params: { page_address: message },
						},
					},
					{ status: 400 }
				)
			)
		);
		renderOwnEditScreen();

		const address = await screen.findByLabelText(
			'Page address',
			{},
			LAZY
		);
		await userEvent.type( address, 'donate' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Page' } )
		);

		await waitFor( () =>
			expect( address ).toHaveAccessibleDescription(
				expect.stringContaining( message )
			)
		);
		expect( address ).toHaveValue( 'donate' );
		expect( address ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'offers to remove a cover photo only when there is one', async () => {
		let body: FormData | undefined;
		server.use( pageSaved( ( sent ) => ( body = sent ) ) );
		renderOwnEditScreen( { cover_image: 'http://localhost/cover.jpg' } );

		await userEvent.click(
			await screen.findByRole(
				'checkbox',
				{ name: 'Remove the cover photo' },
				LAZY
			)
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Page' } )
		);
		await waitFor( () => expect( assign ).toHaveBeenCalled() );
		expect( body?.get( 'remove_cover' ) ).toBe( 'true' );
	} );

	it( 'has no remove box without a cover photo', async () => {
		renderOwnEditScreen();
		expect(
			await screen.findByLabelText( 'Cover photo', {}, LAZY )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'checkbox', { name: 'Remove the cover photo' } )
		).not.toBeInTheDocument();
	} );
} );
