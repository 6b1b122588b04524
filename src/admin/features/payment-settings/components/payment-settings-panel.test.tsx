import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';
import type { AdminPaymentSettings } from '../api/payment-settings';

const saved = (
	overrides: Partial< AdminPaymentSettings > = {}
): AdminPaymentSettings => ( {
	mode: 'test',
	publishable_key: 'pk_test_abc',
	secret_key_masked: 'sk_test_…4242',
	webhook_secret_masked: '',
	currency: 'USD',
	currency_format: {
		currencySymbol: '$',
		currencyPosition: 'before',
		decimalSeparator: '.',
		thousandsSeparator: ',',
	},
	zero_decimal: false,
	fee_percent: 2.9,
	fee_fixed: 0.3,
	webhook_url: 'http://localhost/wp-json/p2p-fundraising/v1/stripe/webhook',
	...overrides,
} );

describe( 'Payment settings', () => {
	it( 'shows saved secrets only masked, and the webhook URL to copy', async () => {
		server.use(
			http.get( apiUrl( 'admin/payment-settings' ), () =>
				HttpResponse.json( { data: saved() } )
			)
		);
		renderAdmin( '/payment-settings' );
		const secret = await screen.findByLabelText( 'Stripe secret key' );
		expect( secret ).toHaveValue( '' );
		expect( secret ).toHaveAttribute( 'type', 'password' );
		expect(
			screen.getByText( /Saved: sk_test_…4242/ )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Webhook URL' ) ).toHaveValue(
			'http://localhost/wp-json/p2p-fundraising/v1/stripe/webhook'
		);
	} );

	it( 'sends a secret only when one was typed, and keeps the input when the save is refused', async () => {
		const bodies: Array< Record< string, unknown > > = [];
		server.use(
			http.get( apiUrl( 'admin/payment-settings' ), () =>
				HttpResponse.json( { data: saved() } )
			),
			http.post(
				apiUrl( 'admin/payment-settings' ),
				async ( { request } ) => {
					bodies.push(
						( await request.json() ) as Record< string, unknown >
					);
					return HttpResponse.json(
						{
							code: 'rest_invalid_param',
							message:
								'Stripe mode needs the publishable key, the secret key and the webhook signing secret.',
							data: {
								status: 400,
								params: {
									webhook_secret: 'Required for Stripe mode.',
								},
							},
						},
						{ status: 400 }
					);
				}
			)
		);
		renderAdmin( '/payment-settings' );
		const user = userEvent.setup();
		await user.selectOptions(
			await screen.findByLabelText( 'Payment mode' ),
			'stripe'
		);
		await user.type(
			screen.getByLabelText( 'Stripe secret key' ),
			'sk_live_new1234'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save payment settings' } )
		);
		expect(
			await screen.findByText( 'Required for Stripe mode.' )
		).toBeInTheDocument();
		expect( bodies ).toHaveLength( 1 );
		expect( bodies[ 0 ] ).toMatchObject( {
			mode: 'stripe',
			secret_key: 'sk_live_new1234',
			currency: 'USD',
		} );
		expect( bodies[ 0 ] ).not.toHaveProperty( 'webhook_secret' );
		expect( screen.getByLabelText( 'Stripe secret key' ) ).toHaveValue(
			'sk_live_new1234'
		);
		expect( screen.getByLabelText( 'Payment mode' ) ).toHaveValue(
			'stripe'
		);
	} );

	it( 'warns, beside the currency, that a new currency relabels the saved amounts', async () => {
		server.use(
			http.get( apiUrl( 'admin/payment-settings' ), () =>
				HttpResponse.json( { data: saved() } )
			)
		);
		renderAdmin( '/payment-settings' );
		const user = userEvent.setup();
		const currency = await screen.findByLabelText(
			'Currency (ISO 4217 code)'
		);
		const warning =
			'Changing USD to EUR relabels every amount already saved (goals, donations, totals) as EUR; nothing is converted.';
		expect( screen.queryByText( warning ) ).toBeNull();
		await user.clear( currency );
		await user.type( currency, 'eur' );
		expect( currency ).toHaveAccessibleDescription(
			expect.stringContaining( warning )
		);
		await user.clear( currency );
		await user.type( currency, 'USD' );
		expect( screen.queryByText( warning ) ).toBeNull();
	} );

	it( 'reports the connection test in a live region', async () => {
		server.use(
			http.get( apiUrl( 'admin/payment-settings' ), () =>
				HttpResponse.json( { data: saved() } )
			),
			http.post( apiUrl( 'admin/payment-settings/test-connection' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_stripe_connection',
						message: 'Invalid API Key provided.',
						data: { status: 502 },
					},
					{ status: 502 }
				)
			)
		);
		renderAdmin( '/payment-settings' );
		await userEvent
			.setup()
			.click(
				await screen.findByRole( 'button', { name: 'Test connection' } )
			);
		expect(
			await screen.findByText( 'Invalid API Key provided.' )
		).toBeInTheDocument();
	} );

	it( 'says in words which fee it takes, beside the field, without asking the server', async () => {
		const posts: unknown[] = [];
		server.use(
			http.get( apiUrl( 'admin/payment-settings' ), () =>
				HttpResponse.json( { data: saved() } )
			),
			http.post( apiUrl( 'admin/payment-settings' ), () => {
				posts.push( 'post' );
				return HttpResponse.json( { data: saved() } );
			} )
		);
		renderAdmin( '/payment-settings' );
		const user = userEvent.setup();
		const percent = await screen.findByLabelText(
			'Processing fee a donor may cover (%)'
		);
		await user.clear( percent );
		await user.type( percent, '25' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save payment settings' } )
		);
		expect(
			await screen.findByText( 'Enter a number from 0 to 20.' )
		).toBeInTheDocument();
		expect( percent ).toHaveValue( 25 );
		expect( posts ).toEqual( [] );
	} );
} );
