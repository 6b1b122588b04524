import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';
import type { AdminUpdate } from '../../../api/types';

const update = (
	id: number,
	overrides: Partial< AdminUpdate > = {}
): AdminUpdate => ( {
	id,
	author_type: 'fundraiser',
	entity_id: 4,
	entity_name: 'Felix Brandt',
	text: `Update ${ id }`,
	image: '',
	status: 'visible',
	created_at: '2026-11-20T10:00:00Z',
	...overrides,
} );

describe( 'Admin updates tab', () => {
	it( 'lists the updates and hides one', async () => {
		let rows = [
			update( 1 ),
			update( 2, {
				author_type: 'team',
				entity_name: 'Blue Wave Runners',
			} ),
		];
		let hiddenBody: unknown = null;
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( {
					data: {
						campaign_id: 7,
						campaign_title: 'Spring Run',
						campaign_url: 'http://localhost/campaigns/spring-run/',
						status: 'active',
						raised_amount: 0,
						campaign_goal: 0,
						donations_count: 0,
						teams_count: 0,
						fundraisers_count: 0,
					},
				} )
			),
			http.get( apiUrl( 'admin/campaigns/7/updates' ), () =>
				HttpResponse.json( {
					data: rows,
					total: rows.length,
					count: rows.length,
				} )
			),
			http.post(
				apiUrl( 'admin/updates/1/visibility' ),
				async ( { request } ) => {
					hiddenBody = await request.json();
					rows = [ update( 1, { status: 'hidden' } ), rows[ 1 ]! ];
					return HttpResponse.json( {
						data: rows[ 0 ],
						message: 'The update is hidden.',
					} );
				}
			)
		);
		renderAdmin( '/campaigns/7/updates' );
		const table = await screen.findByRole( 'table', { name: 'Updates' } );
		expect(
			await within( table ).findByText( 'Blue Wave Runners (team)' )
		).toBeInTheDocument();
		await userEvent.click(
			within( table ).getByRole( 'button', { name: 'Hide update 1' } )
		);
		expect( hiddenBody ).toEqual( { hidden: true } );
		expect(
			await screen.findByText( 'The update is hidden.' )
		).toBeInTheDocument();
		expect(
			await within( table ).findByRole( 'button', {
				name: 'Show update 1',
			} )
		).toBeInTheDocument();
	} );
} );
