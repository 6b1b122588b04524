import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
	buildAdminCampaign,
	buildAdminFundraiser,
} from '../../../../../tests/js/mocks/admin-fixtures';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';

const type = ( id: number, name: string ) => ( {
	id,
	name,
	description: '',
	fee: 0,
	capacity: null,
	registered: 1,
	suggested_goal: null,
	opens_on: null,
	closes_on: null,
	is_closed: false,
	availability: 'available',
	sort_order: id,
} );

const rita = buildAdminFundraiser( 1, {
	name: 'Rita Runner',
	registration_type: '5 km runner',
} );
const wanda = buildAdminFundraiser( 2, {
	name: 'Wanda Walker',
	registration_type: 'Virtual walker',
} );
const early = buildAdminFundraiser( 3, { name: 'Early Bird' } );

/** Serves the campaign, its types and its fundraisers (filtered by `type`); returns the queries. */
function serve( types: Array< ReturnType< typeof type > > ) {
	const queries: URLSearchParams[] = [];
	const bulk: unknown[] = [];
	server.use(
		http.get( apiUrl( 'admin/campaigns/7' ), () =>
			HttpResponse.json( { data: buildAdminCampaign() } )
		),
		http.get( apiUrl( 'admin/campaigns/7/registration' ), () =>
			HttpResponse.json( {
				data: { types, questions: [], waiver: '', currency: 'USD' },
			} )
		),
		http.get(
			apiUrl( 'admin/campaigns/7/fundraisers' ),
			( { request } ) => {
				const params = new URL( request.url ).searchParams;
				queries.push( params );
				const rows = {
					'': [ rita, wanda, early ],
					'1': [ rita ],
					'2': [ wanda ],
				}[ params.get( 'type' ) ?? '' ];
				// 30 walkers: more than a page, so "all matching" is offered.
				return HttpResponse.json( {
					data: rows,
					total:
						params.get( 'type' ) === '2'
							? 30
							: ( rows?.length ?? 0 ),
					count: rows?.length ?? 0,
				} );
			}
		),
		http.post(
			apiUrl( 'admin/campaigns/7/fundraisers/bulk' ),
			async ( { request } ) => {
				bulk.push( await request.json() );
				return HttpResponse.json( { data: { changed: 1 } } );
			}
		)
	);
	return { queries, bulk };
}

describe( 'Fundraisers table by participant type', () => {
	it( 'shows each fundraiser’s type and filters the list, its export and its bulk changes by type', async () => {
		const { queries, bulk } = serve( [
			type( 1, '5 km runner' ),
			type( 2, 'Virtual walker' ),
		] );
		renderAdmin( '/campaigns/7/fundraisers' );
		const user = userEvent.setup();
		const table = await screen.findByRole( 'table', {
			name: 'Fundraisers',
		} );
		await within( table ).findByRole( 'columnheader', { name: /Type/ } );
		expect(
			within( table ).getByRole( 'row', { name: /Rita Runner/ } )
		).toHaveTextContent( '5 km runner' );
		expect(
			within( table ).getByRole( 'row', { name: /Early Bird/ } )
		).toHaveTextContent( '—' );

		const filter = screen.getByRole( 'combobox', {
			name: 'Filter by participant type',
		} );
		expect(
			within( filter )
				.getAllByRole( 'option' )
				.map( ( option ) => option.textContent )
		).toEqual( [ 'All types', '5 km runner', 'Virtual walker' ] );
		await user.selectOptions( filter, 'Virtual walker' );
		await waitFor( () =>
			expect(
				within( table ).queryByRole( 'row', { name: /Rita Runner/ } )
			).toBeNull()
		);
		expect(
			within( table ).getByRole( 'row', { name: /Wanda Walker/ } )
		).toBeInTheDocument();
		expect( queries.at( -1 )?.get( 'type' ) ).toBe( '2' );
		expect( queries.at( -1 )?.get( 'page' ) ).toBe( '1' );

		// "All matching" exports and changes only the walkers.
		const bar = screen.getByRole( 'group', { name: 'Bulk actions' } );
		await user.click(
			within( bar ).getByRole( 'checkbox', {
				name: 'Select all on this page',
			} )
		);
		await user.click(
			within( bar ).getByRole( 'button', {
				name: 'Select all 30 fundraiser pages matching',
			} )
		);
		const exportLink = within( bar ).getByRole( 'link', {
			name: /Export/,
		} );
		const exportUrl = new URL(
			exportLink.getAttribute( 'href' ) ?? '',
			'http://localhost'
		);
		expect( exportUrl.searchParams.get( 'type' ) ).toBe( 'fundraisers' );
		expect( exportUrl.searchParams.get( 'registration_type' ) ).toBe( '2' );
		await user.selectOptions(
			within( bar ).getByRole( 'combobox', { name: 'Bulk action' } ),
			'suspend'
		);
		await user.click(
			within( bar ).getByRole( 'button', { name: 'Apply' } )
		);
		const dialog = await screen.findByRole( 'dialog' );
		await user.click(
			within( dialog ).getByRole( 'button', { name: /Suspend/ } )
		);
		await waitFor( () =>
			expect( bulk ).toEqual( [
				{
					action: 'suspend',
					all: true,
					search: '',
					status: '',
					type: 2,
				},
			] )
		);

		await user.selectOptions( filter, 'All types' );
		await within( table ).findByRole( 'row', { name: /Rita Runner/ } );
		expect( queries.at( -1 )?.has( 'type' ) ).toBe( false );
	} );

	it( 'leaves a campaign without participant types as it was: no Type column, no type filter', async () => {
		const { queries } = serve( [] );
		renderAdmin( '/campaigns/7/fundraisers' );
		const table = await screen.findByRole( 'table', {
			name: 'Fundraisers',
		} );
		await within( table ).findByRole( 'row', { name: /Rita Runner/ } );
		expect(
			within( table ).queryByRole( 'columnheader', { name: /Type/ } )
		).toBeNull();
		expect(
			screen.queryByRole( 'combobox', {
				name: 'Filter by participant type',
			} )
		).toBeNull();
		expect(
			screen.getByRole( 'combobox', { name: 'Filter by status' } )
		).toBeInTheDocument();
		expect( queries.every( ( query ) => ! query.has( 'type' ) ) ).toBe(
			true
		);
	} );
} );
