import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { server } from '../../../../../tests/js/mocks/server';
import { renderCampaignApp } from '../../../../../tests/js/render';
import { pageNavigation } from '../../../navigation/page-navigation';
import { LAZY } from '../../../../../tests/js/journeys';

const OPTIONS = {
	types: [
		{
			id: 11,
			name: '5 km runner',
			description: 'Shirt and medal.',
			fee: 25,
			places_left: 3,
			suggested_goal: 250,
			opens_on: null,
			closes_on: null,
			availability: 'available',
		},
		{
			id: 12,
			name: '10 km runner',
			description: '',
			fee: 0,
			places_left: 0,
			suggested_goal: null,
			opens_on: null,
			closes_on: null,
			availability: 'sold_out',
		},
		{
			id: 13,
			name: 'Night walk',
			description: '',
			fee: 0,
			places_left: null,
			suggested_goal: null,
			opens_on: '2030-01-01',
			closes_on: null,
			availability: 'not_open',
		},
	],
	questions: [
		{
			id: 7,
			label: 'T-shirt size',
			kind: 'choice',
			options: [ 'S', 'M', 'L' ],
			required: true,
		},
		{
			id: 8,
			label: 'Photos may be published',
			kind: 'checkbox',
			options: [],
			required: false,
		},
	],
	waiver: 'I take part at my own risk.',
	currency: 'USD',
};

let assign: jest.SpyInstance;
beforeEach( () => {
	window.sessionStorage.clear();
	assign = jest
		.spyOn( pageNavigation, 'assign' )
		.mockImplementation( () => undefined );
	server.use(
		http.get( apiUrl( 'get-registration-options' ), () =>
			HttpResponse.json( { data: OPTIONS } )
		)
	);
} );
afterEach( () => assign.mockRestore() );

async function fillAccount() {
	const values: Record< string, string > = {
		'First Name': 'Nora',
		'Last Name': 'Quist',
		Email: 'nora@example.net',
		Password: 'secret1',
		'Confirm Password': 'secret1',
	};
	for ( const [ label, text ] of Object.entries( values ) ) {
		await userEvent.type(
			screen.getByLabelText( label, { exact: true } ),
			text
		);
	}
}

describe( 'Registration options in step 1', () => {
	it( 'shows the types, questions and waiver inside step 1, with sold-out and not-yet-open types not choosable', async () => {
		renderCampaignApp( { route: '/register/individual/' } );
		const types = await screen.findByRole(
			'group',
			{ name: /How do you take part\?/ },
			LAZY
		);
		const runner = within( types ).getByRole( 'radio', {
			name: '5 km runner',
		} );
		expect( runner ).toBeEnabled();
		expect( runner ).toHaveAccessibleDescription(
			'Fee: $25 · 3 places left Shirt and medal.'
		);
		const soldOut = within( types ).getByRole( 'radio', {
			name: '10 km runner',
		} );
		expect( soldOut ).toBeDisabled();
		expect( soldOut ).toHaveAccessibleDescription( 'No fee · Sold out' );
		expect(
			within( types ).getByRole( 'radio', { name: 'Night walk' } )
		).toBeDisabled();
		expect(
			screen.getByText( 'No fee · Registration opens on 2030-01-01' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'region', { name: 'Waiver' } )
		).toHaveTextContent( 'I take part at my own risk.' );

		// The spec's steps stay as they are.
		const steps = screen.getByRole( 'navigation', {
			name: 'Registration steps',
		} );
		expect(
			Array.from( steps.querySelectorAll( 'li' ) ).map(
				( item ) => item.textContent
			)
		).toEqual( [ '1Register', '2Create Profile', '3Start Fundraising' ] );
	} );

	it( 'requires a type, the required answers and the waiver, then sends them and opens the fee payment', async () => {
		let body: unknown = null;
		server.use(
			http.post(
				apiUrl( 'register-fundraiser' ),
				async ( { request } ) => {
					body = await request.json();
					return HttpResponse.json( {
						redirect: '/register/create-profile/',
						payment_url: 'https://checkout.stripe.test/cs_1',
					} );
				}
			)
		);
		renderCampaignApp( { route: '/register/individual/' } );
		await screen.findByRole(
			'group',
			{ name: /How do you take part\?/ },
			LAZY
		);
		await fillAccount();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		await waitFor( () =>
			expect(
				screen.getByText( 'Please choose how you take part.' )
			).toBeInTheDocument()
		);
		expect(
			screen.getByRole( 'combobox', { name: /T-shirt size/ } )
		).toHaveAccessibleDescription( 'Please answer this question.' );
		expect(
			screen.getByRole( 'checkbox', {
				name: 'I have read and accept the waiver.',
			} )
		).toHaveAccessibleDescription(
			'Please accept the waiver to register.'
		);
		expect( body ).toBeNull();

		await userEvent.click(
			screen.getByRole( 'radio', { name: '5 km runner' } )
		);
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: /T-shirt size/ } ),
			'M'
		);
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Photos may be published' } )
		);
		await userEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'I have read and accept the waiver.',
			} )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				'https://checkout.stripe.test/cs_1'
			)
		);
		expect( body ).toMatchObject( {
			firstName: 'Nora',
			registration_type: 11,
			answers: { q7: 'M', q8: true },
			waiver_accepted: true,
		} );
	} );

	it( 'shows a server message beside the answer it concerns', async () => {
		const message = 'This option is sold out. Please choose another one.';
		server.use(
			http.post( apiUrl( 'register-fundraiser' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_registration_type_unavailable',
						message,
						data: {
							status: 409,
							params: { registration_type: message },
						},
					},
					{ status: 409 }
				)
			)
		);
		renderCampaignApp( { route: '/register/individual/' } );
		await screen.findByRole(
			'group',
			{ name: /How do you take part\?/ },
			LAZY
		);
		await fillAccount();
		await userEvent.click(
			screen.getByRole( 'radio', { name: '5 km runner' } )
		);
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: /T-shirt size/ } ),
			'S'
		);
		await userEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'I have read and accept the waiver.',
			} )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Continue' } )
		);
		const types = screen.getByRole( 'group', {
			name: /How do you take part\?/,
		} );
		await waitFor( () =>
			expect( types ).toHaveAccessibleDescription( message )
		);
		// Said once, beside the choice.
		expect( screen.getAllByText( message ) ).toHaveLength( 1 );
		expect( assign ).not.toHaveBeenCalled();
	} );
} );
