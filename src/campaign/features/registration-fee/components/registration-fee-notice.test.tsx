import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { server } from '../../../../../tests/js/mocks/server';
import { renderWithProviders } from '../../../../../tests/js/render';
import { pageNavigation } from '../../../navigation/page-navigation';
import type { OwedRegistrationFee } from '../../start-fundraising/index';
import { RegistrationFeeNotice } from './registration-fee-notice';

const UNPAID =
	'Your registration fee of $25 is not paid yet. Your page goes live once it is paid.';

function owing( fee: OwedRegistrationFee | null ) {
	server.use(
		http.get( apiUrl( 'get-fundraiser-info' ), () =>
			HttpResponse.json( {
				data: { fundraiser: null, team: null, registration_fee: fee },
			} )
		)
	);
}

const pending: OwedRegistrationFee = {
	status: 'pending',
	amount: 25,
	type_name: '10 km runner',
	can_pay_online: true,
};

let assign: jest.SpyInstance;
beforeEach( () => {
	assign = jest
		.spyOn( pageNavigation, 'assign' )
		.mockImplementation( () => undefined );
} );
afterEach( () => assign.mockRestore() );

describe( 'RegistrationFeeNotice', () => {
	it( 'says an unpaid fee and opens a new Stripe page with "Pay now"', async () => {
		owing( pending );
		let body: unknown = null;
		server.use(
			http.post(
				apiUrl( 'pay-registration-fee' ),
				async ( { request } ) => {
					body = await request.json();
					await delay( 50 );
					return HttpResponse.json( {
						payment_url: 'https://checkout.stripe.test/cs_2',
					} );
				}
			)
		);
		renderWithProviders(
			<RegistrationFeeNotice returnTo="create-profile" />
		);
		expect( await screen.findByText( UNPAID ) ).toBeInTheDocument();
		const button = screen.getByRole( 'button', { name: 'Pay now' } );
		await userEvent.click( button );
		// Busy while Stripe's page is made, the focus kept on the button.
		expect( button ).toHaveTextContent( 'Opening the payment page…' );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( button ).toHaveFocus();
		await userEvent.click( button );
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				'https://checkout.stripe.test/cs_2'
			)
		);
		expect( assign ).toHaveBeenCalledTimes( 1 );
		expect( body ).toEqual( {
			campaignId: 1,
			return_to: 'create-profile',
		} );
	} );

	it( 'shows a refusal in the notice, announced, and lets the person try again', async () => {
		owing( pending );
		let calls = 0;
		server.use(
			http.post( apiUrl( 'pay-registration-fee' ), () => {
				calls++;
				return calls === 1
					? HttpResponse.json(
							{
								code: 'p2p_stripe_unavailable',
								message:
									'The payment page cannot be opened right now. Please try again in a few minutes.',
								data: { status: 503 },
							},
							{ status: 503 }
						)
					: HttpResponse.json( {
							payment_url: 'https://checkout.stripe.test/cs_3',
						} );
			} )
		);
		renderWithProviders(
			<RegistrationFeeNotice returnTo="start-fundraising" />
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Pay now' } )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The payment page cannot be opened right now. Please try again in a few minutes.'
		);
		const button = screen.getByRole( 'button', { name: 'Pay now' } );
		expect( button ).toHaveAttribute( 'aria-disabled', 'false' );
		expect( assign ).not.toHaveBeenCalled();
		// The message stays until the next try, which works.
		await userEvent.click( button );
		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith(
				'https://checkout.stripe.test/cs_3'
			)
		);
		expect( screen.getByRole( 'alert' ) ).toBeEmptyDOMElement();
	} );

	it( 'says so when Stripe answers that the fee was paid meanwhile', async () => {
		owing( pending );
		server.use(
			http.post( apiUrl( 'pay-registration-fee' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_fee_paid',
						message: 'Your registration fee is paid. Thank you!',
						data: { status: 409 },
					},
					{ status: 409 }
				)
			)
		);
		renderWithProviders(
			<RegistrationFeeNotice returnTo="start-fundraising" />
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Pay now' } )
		);
		const status = await screen.findByText(
			'Your registration fee is paid. Thank you!'
		);
		expect( status ).toHaveAttribute( 'role', 'status' );
		expect( status ).toHaveFocus();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
		expect( screen.queryByText( UNPAID ) ).not.toBeInTheDocument();
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( 'offers no button where the fee cannot be paid online, and says an offline fee is paid on the day', async () => {
		owing( { ...pending, can_pay_online: false } );
		const { unmount } = renderWithProviders(
			<RegistrationFeeNotice returnTo="start-fundraising" />
		);
		expect( await screen.findByText( UNPAID ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				'It cannot be paid online at the moment. Please contact the campaign organisers.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
		unmount();

		owing( { ...pending, status: 'due', can_pay_online: false } );
		renderWithProviders(
			<RegistrationFeeNotice returnTo="start-fundraising" />
		);
		expect(
			await screen.findByText(
				'Your registration fee of $25 is paid on the day of the event.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );

	it( 'says nothing when no fee is owed', async () => {
		let asked = false;
		server.use(
			http.get( apiUrl( 'get-fundraiser-info' ), () => {
				asked = true;
				return HttpResponse.json( {
					data: {
						fundraiser: null,
						team: null,
						registration_fee: null,
					},
				} );
			} )
		);
		const { container } = renderWithProviders(
			<RegistrationFeeNotice returnTo="start-fundraising" />
		);
		await waitFor( () => expect( asked ).toBe( true ) );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( container.querySelector( '.p2p-registration-fee' ) ).toBeNull();
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );
