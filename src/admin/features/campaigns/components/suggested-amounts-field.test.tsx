import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildCampaign,
	buildSettings,
} from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';
import type { AdminCampaign } from '../../../api/types';

const campaign = (
	overrides: Partial< AdminCampaign > = {}
): AdminCampaign => ( {
	...buildCampaign( { campaign_id: 7, campaign_title: 'Spring Run' } ),
	slug: 'spring-run',
	moderation: 'auto',
	raised_amount: 0,
	raised_percentage: 0,
	donations_count: 0,
	donors_count: 0,
	teams_count: 0,
	fundraisers_count: 0,
	created_at: '2026-05-01T12:00:00Z',
	suggested_amounts: [
		{ amount: 12.5, impact: 'Ein Wasserfilter.' },
		{ amount: 50, impact: 'Sauberes Wasser für ein Jahr.' },
		{ amount: 1000, impact: '' },
	],
	default_amount: 50,
	...overrides,
} );

/** A German site: "1.000,50 €". */
const german = buildSettings( {
	currencySymbol: '€',
	currencyPosition: 'after',
	decimalSeparator: ',',
	thousandsSeparator: '.',
} );

function serveCampaign() {
	server.use(
		http.get( apiUrl( 'admin/campaigns/7' ), () =>
			HttpResponse.json( { data: campaign() } )
		)
	);
}

async function openSettings() {
	renderAdmin( '/campaigns/7/settings', german );
	return screen.findByRole( 'textbox', { name: 'Amount 1' } );
}

describe( 'Suggested amounts of a campaign', () => {
	it( 'shows the campaign’s amounts in the site’s format with its default, and sends what was typed', async () => {
		serveCampaign();
		const bodies: unknown[] = [];
		server.use(
			http.post( apiUrl( 'admin/campaigns/7' ), async ( { request } ) => {
				bodies.push( await request.json() );
				return HttpResponse.json( { data: campaign() } );
			} )
		);
		const user = userEvent.setup();
		expect( await openSettings() ).toHaveValue( '12,50' );
		expect(
			screen.getByRole( 'textbox', { name: 'Amount 3' } )
		).toHaveValue( '1.000' );
		expect(
			screen.getByRole( 'textbox', {
				name: 'What amount 2 does (optional)',
			} )
		).toHaveValue( 'Sauberes Wasser für ein Jahr.' );
		expect(
			screen.getByRole( 'radio', { name: /amount 2 is chosen/ } )
		).toBeChecked();

		await user.click(
			screen.getByRole( 'button', { name: 'Add an amount' } )
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Amount 4' } ),
			'2.500,50'
		);
		await user.type(
			screen.getByRole( 'textbox', {
				name: 'What amount 4 does (optional)',
			} ),
			'Ein Brunnen.'
		);
		await user.click(
			screen.getByRole( 'radio', { name: /amount 4 is chosen/ } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Remove amount 1' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save campaign' } )
		);

		await waitFor( () => expect( bodies ).toHaveLength( 1 ) );
		expect( bodies[ 0 ] ).toMatchObject( {
			suggested_amounts: [
				{ amount: '50', impact: 'Sauberes Wasser für ein Jahr.' },
				{ amount: '1.000', impact: '' },
				{ amount: '2.500,50', impact: 'Ein Brunnen.' },
			],
			default_amount: '2.500,50',
		} );
		expect( bodies[ 0 ] ).not.toHaveProperty( 'default_index' );
	} );

	it( 'offers at most six amounts', async () => {
		serveCampaign();
		const user = userEvent.setup();
		await openSettings();
		const add = screen.getByRole( 'button', { name: 'Add an amount' } );
		await user.click( add );
		await user.click( add );
		await user.click( add );
		expect(
			screen.getByRole( 'textbox', { name: 'Amount 6' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Add an amount' } )
		).not.toBeInTheDocument();
	} );

	it( 'puts the server’s messages beside their fields', async () => {
		serveCampaign();
		server.use(
			http.post( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json(
					{
						code: 'rest_invalid_param',
						message:
							'This amount is already suggested. Each amount may appear once. Choose the default among the suggested amounts.',
						data: {
							status: 400,
							params: {
								'suggested_amounts.2.amount':
									'This amount is already suggested. Each amount may appear once.',
								default_amount:
									'Choose the default among the suggested amounts.',
							},
						},
					},
					{ status: 400 }
				)
			)
		);
		const user = userEvent.setup();
		await openSettings();
		const third = screen.getByRole( 'textbox', { name: 'Amount 3' } );
		await user.clear( third );
		await user.type( third, '50' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save campaign' } )
		);

		await waitFor( () =>
			expect( third ).toHaveAttribute( 'aria-invalid', 'true' )
		);
		expect( third ).toHaveAccessibleDescription(
			'This amount is already suggested. Each amount may appear once.'
		);
		expect(
			screen.getAllByText(
				'Choose the default among the suggested amounts.'
			).length
		).toBeGreaterThan( 0 );
		await waitFor( () => expect( third ).toHaveFocus() );
	} );

	it( 'refuses an ambiguous amount beside its field without asking the server', async () => {
		serveCampaign();
		const posts: unknown[] = [];
		server.use(
			http.post( apiUrl( 'admin/campaigns/7' ), () => {
				posts.push( 'post' );
				return HttpResponse.json( { data: campaign() } );
			} )
		);
		const user = userEvent.setup();
		const first = await openSettings();
		await user.clear( first );
		await user.type( first, '2.50' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save campaign' } )
		);
		await waitFor( () =>
			expect( first ).toHaveAttribute( 'aria-invalid', 'true' )
		);
		expect( first ).toHaveAccessibleDescription(
			'Please check the amount: use "." only between groups of three digits and "," before the cents.'
		);
		expect( posts ).toEqual( [] );
	} );

	it( 'keeps what was typed when the server fails', async () => {
		serveCampaign();
		server.use(
			http.post( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_database_error',
						message:
							'The change could not be saved. Please try again.',
						data: { status: 500 },
					},
					{ status: 500 }
				)
			)
		);
		const user = userEvent.setup();
		await openSettings();
		await user.click(
			screen.getByRole( 'button', { name: 'Add an amount' } )
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Amount 4' } ),
			'75'
		);
		await user.type(
			screen.getByRole( 'textbox', {
				name: 'What amount 4 does (optional)',
			} ),
			'Schulbücher für eine Klasse.'
		);
		await user.click(
			screen.getByRole( 'radio', { name: /amount 4 is chosen/ } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save campaign' } )
		);

		expect(
			await screen.findByText(
				'The change could not be saved. Please try again.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'textbox', { name: 'Amount 4' } )
		).toHaveValue( '75' );
		expect(
			screen.getByRole( 'textbox', {
				name: 'What amount 4 does (optional)',
			} )
		).toHaveValue( 'Schulbücher für eine Klasse.' );
		expect(
			screen.getByRole( 'radio', { name: /amount 4 is chosen/ } )
		).toBeChecked();
	} );
} );
