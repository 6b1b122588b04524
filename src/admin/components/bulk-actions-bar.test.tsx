import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../tests/js/mocks/api-url';
import { buildCampaign } from '../../../tests/js/mocks/fixtures';
import { buildAdminFundraiser } from '../../../tests/js/mocks/admin-fixtures';
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

const fundraiser = ( id: number ): AdminFundraiser =>
	buildAdminFundraiser( id, { status: 'pending' } );

function serve() {
	const bodies: unknown[] = [];
	server.use(
		http.get( apiUrl( 'admin/campaigns/7' ), () =>
			HttpResponse.json( { data: campaign } )
		),
		http.get( apiUrl( 'admin/campaigns/7/fundraisers' ), () =>
			HttpResponse.json( {
				data: [ fundraiser( 1 ), fundraiser( 2 ) ],
				total: 45,
				count: 2,
			} )
		),
		http.post(
			apiUrl( 'admin/campaigns/7/fundraisers/bulk' ),
			async ( { request } ) => {
				bodies.push( await request.json() );
				return HttpResponse.json( { data: { changed: 2 } } );
			}
		)
	);
	return bodies;
}

describe( 'Bulk actions', () => {
	it( 'approves every matching fundraiser after a confirmation that says how many', async () => {
		const bodies = serve();
		renderAdmin( '/campaigns/7/fundraisers' );
		const user = userEvent.setup();
		const bar = await screen.findByRole( 'group', {
			name: 'Bulk actions',
		} );
		await screen.findByRole( 'checkbox', { name: 'Select Runner 1' } );
		await user.click(
			within( bar ).getByRole( 'checkbox', {
				name: 'Select all on this page',
			} )
		);
		expect(
			screen.getByRole( 'checkbox', { name: 'Select Runner 2' } )
		).toBeChecked();
		expect( bar ).toHaveTextContent( '2 fundraiser pages selected' );
		await user.click(
			within( bar ).getByRole( 'button', {
				name: 'Select all 45 fundraiser pages matching',
			} )
		);
		expect( bar ).toHaveTextContent( '45 fundraiser pages selected' );
		await user.selectOptions(
			within( bar ).getByRole( 'combobox', { name: 'Bulk action' } ),
			'approve'
		);
		await user.click(
			within( bar ).getByRole( 'button', { name: 'Apply' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Approve selected',
		} );
		expect( dialog ).toHaveTextContent(
			'Approve 45 fundraiser pages? They appear on the campaign pages.'
		);
		await user.click(
			within( dialog ).getByRole( 'button', {
				name: 'Approve 45 fundraiser pages',
			} )
		);
		expect(
			await screen.findByText( '45 fundraiser pages approved.' )
		).toBeInTheDocument();
		expect( bodies ).toEqual( [
			{ action: 'approve', all: true, search: '', status: '' },
		] );
	} );

	it( 'suspends only the picked rows', async () => {
		const bodies = serve();
		renderAdmin( '/campaigns/7/fundraisers' );
		const user = userEvent.setup();
		await user.click(
			await screen.findByRole( 'checkbox', { name: 'Select Runner 2' } )
		);
		const bar = screen.getByRole( 'group', { name: 'Bulk actions' } );
		expect(
			within( bar ).getByRole( 'button', { name: 'Apply' } )
		).toBeDisabled();
		const csv = new URL(
			within( bar )
				.getByRole( 'link', {
					name: 'Export 1 fundraiser page (CSV)',
				} )
				.getAttribute( 'href' ) ?? '',
			'http://localhost'
		);
		expect( csv.pathname ).toMatch( /admin\/campaigns\/7\/export$/ );
		expect( Object.fromEntries( csv.searchParams ) ).toMatchObject( {
			type: 'fundraisers',
			ids: '2',
		} );
		expect( csv.searchParams.get( '_wpnonce' ) ).not.toBe( '' );
		await user.selectOptions(
			within( bar ).getByRole( 'combobox', { name: 'Bulk action' } ),
			'suspend'
		);
		await user.click(
			within( bar ).getByRole( 'button', { name: 'Apply' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Suspend selected',
		} );
		expect( dialog ).toHaveTextContent( 'Suspend 1 fundraiser page?' );
		await user.click(
			within( dialog ).getByRole( 'button', {
				name: 'Suspend 1 fundraiser page',
			} )
		);
		expect(
			await screen.findByText( '1 fundraiser page suspended.' )
		).toBeInTheDocument();
		expect( bodies ).toEqual( [ { action: 'suspend', ids: [ 2 ] } ] );
	} );
} );
