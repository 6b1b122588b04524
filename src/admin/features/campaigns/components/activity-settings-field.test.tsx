import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { buildCampaign } from '../../../../../tests/js/mocks/fixtures';
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
	...overrides,
} );

function serve( stored: AdminCampaign, bodies: unknown[], answer?: Response ) {
	server.use(
		http.get( apiUrl( 'admin/campaigns/7' ), () =>
			HttpResponse.json( { data: stored } )
		),
		http.post( apiUrl( 'admin/campaigns/7' ), async ( { request } ) => {
			bodies.push( await request.json() );
			return answer ?? HttpResponse.json( { data: stored } );
		} )
	);
}

describe( 'Activity settings of a campaign', () => {
	it( 'is off by default and sends a custom unit with its name and goal', async () => {
		const bodies: unknown[] = [];
		serve( campaign(), bodies );
		const user = userEvent.setup();
		renderAdmin( '/campaigns/7/settings' );
		const unit = await screen.findByRole( 'combobox', {
			name: 'Track activity',
		} );
		expect( unit ).toHaveValue( '' );
		expect(
			screen.queryByRole( 'spinbutton', { name: 'Activity goal' } )
		).not.toBeInTheDocument();

		await user.selectOptions( unit, 'custom' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save campaign' } )
		);
		const name = await screen.findByRole( 'textbox', {
			name: /Name of the unit/,
		} );
		await waitFor( () => expect( name ).toHaveFocus() );
		expect( name ).toHaveAccessibleDescription(
			expect.stringContaining(
				'Enter the name of your activity unit, e.g. laps.'
			)
		);
		expect( bodies ).toHaveLength( 0 );

		await user.type( name, ' laps ' );
		const goal = screen.getByRole( 'spinbutton', {
			name: 'Activity goal',
		} );
		await user.clear( goal );
		await user.type( goal, '1234.5' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save campaign' } )
		);
		await waitFor( () => expect( bodies ).toHaveLength( 1 ) );
		expect( bodies[ 0 ] ).toMatchObject( {
			activity_unit: 'custom',
			activity_label: 'laps',
			activity_goal: 1234.5,
		} );
	} );

	it( 'shows the server’s refusal of a new unit beside the unit', async () => {
		const bodies: unknown[] = [];
		const message =
			'Fundraisers have already logged activity in this unit, so it cannot change. You can turn activity tracking off instead.';
		serve(
			campaign( {
				activity_unit: 'km',
				activity_label: 'km',
				activity_goal: 500,
			} ),
			bodies,
			HttpResponse.json(
				{
					code: 'rest_invalid_param',
					message,
					data: { status: 400, params: { activity_unit: message } },
				},
				{ status: 400 }
			)
		);
		const user = userEvent.setup();
		renderAdmin( '/campaigns/7/settings' );
		const unit = await screen.findByRole( 'combobox', {
			name: 'Track activity',
		} );
		expect( unit ).toHaveValue( 'km' );
		expect(
			screen.getByRole( 'spinbutton', { name: 'Activity goal' } )
		).toHaveValue( 500 );
		await user.selectOptions( unit, 'miles' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save campaign' } )
		);
		await waitFor( () =>
			expect( unit ).toHaveAccessibleDescription(
				expect.stringContaining( 'cannot change' )
			)
		);
	} );
} );
