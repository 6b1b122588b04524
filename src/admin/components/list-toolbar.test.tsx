import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../tests/js/mocks/api-url';
import { buildCampaign } from '../../../tests/js/mocks/fixtures';
import { server } from '../../../tests/js/mocks/server';
import { renderAdmin } from '../../../tests/js/render';
import type { AdminCampaign, AdminFundraiser } from '../api/types';

const campaign: AdminCampaign = {
	...buildCampaign( { campaign_id: 7, campaign_title: 'Spring Run' } ),
	slug: 'spring-run',
	moderation: 'auto',
	raised_amount: 1250,
	raised_percentage: 25,
	donations_count: 10,
	donors_count: 9,
	teams_count: 2,
	fundraisers_count: 45,
	created_at: '2026-05-01T12:00:00Z',
};

const runner: AdminFundraiser = {
	id: 1,
	name: 'Runner One',
	status: 'approved',
	user_id: 1,
	email: 'runner1@example.com',
	team_id: 0,
	team: '',
	goal: 500,
	story_excerpt: '',
	amount: 0,
	donations_count: 0,
	url: 'http://localhost/campaigns/spring-run/fundraiser/1/',
	created_at: '2026-05-01T12:00:00Z',
	registration_type: '',
	activity: 0,
};

describe( 'List toolbar', () => {
	it( 'tells screen readers how many rows a search found, in a status region that was already there', async () => {
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( { data: campaign } )
			),
			http.get(
				apiUrl( 'admin/campaigns/7/fundraisers' ),
				( { request } ) =>
					new URL( request.url ).searchParams.get( 'search' )
						? HttpResponse.json( { data: [], total: 0, count: 0 } )
						: HttpResponse.json( {
								data: [ runner ],
								total: 45,
								count: 1,
							} )
			)
		);
		renderAdmin( '/campaigns/7/fundraisers' );
		const user = userEvent.setup();
		await screen.findByText( 'Runner One' );
		const toolbar = screen
			.getByRole( 'searchbox', { name: /Search fundraisers/ } )
			.closest( '.tablenav' ) as HTMLElement;
		const count = within( toolbar ).getByRole( 'status' );
		expect( count ).toHaveTextContent( '45 items' );

		await user.type( within( toolbar ).getByRole( 'searchbox' ), 'nobody' );
		expect( await screen.findByText( 'No data' ) ).toBeInTheDocument();
		// The same region (live regions announce changes, not new regions), now with the result.
		expect( within( toolbar ).getByRole( 'status' ) ).toBe( count );
		expect( count ).toHaveTextContent( '0 items' );
	} );

	it( 'stops a search at the 100 characters the server takes', async () => {
		const searches: string[] = [];
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( { data: campaign } )
			),
			http.get(
				apiUrl( 'admin/campaigns/7/fundraisers' ),
				( { request } ) => {
					searches.push(
						new URL( request.url ).searchParams.get( 'search' ) ??
							''
					);
					return HttpResponse.json( {
						data: [ runner ],
						total: 1,
						count: 1,
					} );
				}
			)
		);
		renderAdmin( '/campaigns/7/fundraisers' );
		const user = userEvent.setup();
		await screen.findByText( 'Runner One' );
		const search = screen.getByRole( 'searchbox', {
			name: /Search fundraisers/,
		} );
		await user.type( search, 'a'.repeat( 120 ) );
		expect( search ).toHaveValue( 'a'.repeat( 100 ) );
		await waitFor( () =>
			expect( searches ).toContain( 'a'.repeat( 100 ) )
		);
		expect( searches.every( ( term ) => term.length <= 100 ) ).toBe( true );
	} );
} );
