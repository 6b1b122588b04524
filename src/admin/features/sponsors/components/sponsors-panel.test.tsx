import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { buildCampaign } from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';
import type { AdminCampaign, AdminSponsor } from '../../../api/types';

const campaign: AdminCampaign = {
	...buildCampaign( {
		campaign_id: 7,
		campaign_title: 'Spring Run',
		sponsors_enabled: 'enabled',
	} ),
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

const sponsor = ( id: number, name: string ): AdminSponsor => ( {
	id,
	name,
	image_url: '',
	url: '',
	sort_order: id,
} );

function serve() {
	const orders: unknown[] = [];
	server.use(
		http.get( apiUrl( 'admin/campaigns/7' ), () =>
			HttpResponse.json( { data: campaign } )
		),
		http.get( apiUrl( 'admin/campaigns/7/match' ), () =>
			HttpResponse.json( { data: null } )
		),
		http.get( apiUrl( 'admin/campaigns/7/sponsors' ), () =>
			HttpResponse.json( {
				data: [
					sponsor( 1, 'Acme' ),
					sponsor( 2, 'Bolt' ),
					sponsor( 3, 'Crane' ),
				],
				total: 3,
				count: 3,
			} )
		),
		http.post(
			apiUrl( 'admin/campaigns/7/sponsors/order' ),
			async ( { request } ) => {
				orders.push( await request.json() );
				return HttpResponse.json( { data: [], total: 0, count: 0 } );
			}
		)
	);
	return orders;
}

describe( 'Sponsor order', () => {
	it( 'moves a sponsor by dragging its handle onto another row', async () => {
		const orders = serve();
		renderAdmin( '/campaigns/7/sponsors' );
		const table = await screen.findByRole( 'table', { name: 'Sponsors' } );
		await within( table ).findByRole( 'button', { name: 'Move Crane up' } );
		const handles = within( table ).getAllByTestId( 'sponsor-drag-handle' );
		const dataTransfer = {
			effectAllowed: '',
			setData: jest.fn(),
		};
		fireEvent.dragStart( handles[ 0 ] as HTMLElement, { dataTransfer } );
		fireEvent.dragOver( handles[ 2 ] as HTMLElement, { dataTransfer } );
		expect( handles[ 2 ] ).toHaveClass( 'is-drop-target' );
		fireEvent.drop( handles[ 2 ] as HTMLElement, { dataTransfer } );
		expect(
			await screen.findByText( 'Sponsor order saved.' )
		).toBeInTheDocument();
		expect( orders ).toEqual( [ { ids: [ 2, 3, 1 ] } ] );
	} );

	it( 'moves a sponsor with the keyboard alternative', async () => {
		const orders = serve();
		renderAdmin( '/campaigns/7/sponsors' );
		const user = userEvent.setup();
		const down = await screen.findByRole( 'button', {
			name: 'Move Acme down',
		} );
		down.focus();
		await user.keyboard( '{Enter}' );
		expect(
			await screen.findByText( 'Sponsor order saved.' )
		).toBeInTheDocument();
		expect( orders ).toEqual( [ { ids: [ 2, 1, 3 ] } ] );
	} );
} );
