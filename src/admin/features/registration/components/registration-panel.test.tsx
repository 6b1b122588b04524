import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { buildCampaign } from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';
import type { AdminCampaign } from '../../../api/types';
import type { AdminRegistrationOptions } from '../api/get-admin-registration-options';

const campaign: AdminCampaign = {
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
};

const OPTIONS: AdminRegistrationOptions = {
	types: [
		{
			id: 1,
			name: '5 km runner',
			description: '',
			fee: 2500,
			capacity: 100,
			registered: 40,
			suggested_goal: 250,
			opens_on: '2026-01-01',
			closes_on: null,
			is_closed: false,
			availability: 'available',
			sort_order: 1,
		},
		{
			id: 2,
			name: 'Volunteer',
			description: '',
			fee: 0,
			capacity: null,
			registered: 0,
			suggested_goal: null,
			opens_on: null,
			closes_on: null,
			is_closed: false,
			availability: 'available',
			sort_order: 2,
		},
	],
	questions: [
		{
			id: 5,
			label: 'T-shirt size',
			kind: 'choice',
			options: [ 'S', 'M' ],
			required: true,
			sort_order: 1,
		},
	],
	waiver: 'At my own risk.',
	currency: 'USD',
};

function serve() {
	const posts: Array< { path: string; body: unknown } > = [];
	server.use(
		http.get( apiUrl( 'admin/campaigns/7' ), () =>
			HttpResponse.json( { data: campaign } )
		),
		http.get( apiUrl( 'admin/campaigns/7/registration' ), () =>
			HttpResponse.json( { data: OPTIONS } )
		),
		http.post(
			apiUrl( 'admin/campaigns/7/registration/:rest' ),
			async ( { request, params } ) => {
				posts.push( {
					path: String( params.rest ),
					body: await request.json(),
				} );
				return HttpResponse.json(
					{ data: OPTIONS.types[ 0 ] },
					{ status: 201 }
				);
			}
		)
	);
	return posts;
}

describe( 'Registration options in wp-admin', () => {
	it( 'lists the types with fee and places, the questions and the waiver; a type people registered with has no Delete', async () => {
		serve();
		renderAdmin( '/campaigns/7/registration' );
		const types = await screen.findByRole( 'table', {
			name: 'Participant types',
		} );
		const runner = await within( types ).findByRole( 'row', {
			name: /5 km runner/,
		} );
		expect( runner ).toHaveTextContent( '$25' );
		expect( runner ).toHaveTextContent( '40 of 100' );
		expect(
			within( runner ).queryByRole( 'button', {
				name: 'Delete 5 km runner',
			} )
		).toBeNull();
		expect(
			within( types ).getByRole( 'button', { name: 'Delete Volunteer' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'table', { name: 'Questions' } )
		).toHaveTextContent( 'T-shirt size' );
		expect( screen.getByLabelText( 'Waiver text' ) ).toHaveValue(
			'At my own risk.'
		);
	} );

	it( 'adds a type with its fee in cents and moves a type down', async () => {
		const posts = serve();
		renderAdmin( '/campaigns/7/registration' );
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Add participant type',
			} )
		);
		const dialog = await screen.findByRole( 'dialog' );
		await userEvent.type(
			within( dialog ).getByLabelText( /^Name/ ),
			'Virtual walker'
		);
		const fee = within( dialog ).getByLabelText( 'Registration fee' );
		await userEvent.clear( fee );
		await userEvent.type( fee, '12.50' );
		await userEvent.type(
			within( dialog ).getByLabelText( 'Capacity' ),
			'5'
		);
		await userEvent.click(
			within( dialog ).getByRole( 'button', {
				name: 'Save participant type',
			} )
		);
		await waitFor( () => expect( posts ).toHaveLength( 1 ) );
		expect( posts[ 0 ] ).toEqual( {
			path: 'types',
			body: expect.objectContaining( {
				name: 'Virtual walker',
				fee: 1250,
				capacity: 5,
				suggested_goal: null,
			} ),
		} );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Move 5 km runner down' } )
		);
		await waitFor( () => expect( posts ).toHaveLength( 2 ) );
		expect( posts[ 1 ] ).toEqual( {
			path: 'order',
			body: { list: 'types', ids: [ 2, 1 ] },
		} );
	} );
} );
