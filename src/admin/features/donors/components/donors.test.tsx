import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';
import type { AdminDonor, AdminDonorGift } from '../../../api/types';

const ID = 'a'.repeat( 40 );

const donor: AdminDonor = {
	id: ID,
	name: 'Ana Donor',
	email: 'ana@example.net',
	gifts: 3,
	total: 50,
	first_gift_at: '2026-01-02T10:00:00Z',
	last_gift_at: '2026-03-04T10:00:00Z',
	is_recurring: true,
	wants_updates: false,
};

const gift: AdminDonorGift = {
	id: 41,
	created_at: '2026-03-04T10:00:00Z',
	campaign_id: 7,
	campaign_title: 'Spring Run',
	page: 'Carla’s page',
	donor_name: 'Ana Donor',
	is_anonymous: false,
	amount: 25,
	status: 'completed',
	mode: 'test',
	frequency: 'once',
	message: 'Go Carla!',
	receipt_number: 'TEST-P2P-000042',
	resent_at: '',
	resent_count: 0,
	can_resend: true,
};

function serveDonor( gifts: AdminDonorGift[] = [ gift ] ) {
	server.use(
		http.get( apiUrl( `admin/donors/${ ID }` ), () =>
			HttpResponse.json( {
				data: {
					donor,
					campaigns: [
						{
							campaign_id: 7,
							campaign_title: 'Spring Run',
							gifts: 3,
							total: 50,
							last_gift_at: '2026-03-04T10:00:00Z',
						},
					],
					gifts,
					gifts_total: gifts.length,
				},
			} )
		)
	);
}

describe( 'Donors', () => {
	it( 'lists donors across campaigns, sends the search and the sort to the server, and links each to its page', async () => {
		const queries: URLSearchParams[] = [];
		server.use(
			http.get( apiUrl( 'admin/donors' ), ( { request } ) => {
				queries.push( new URL( request.url ).searchParams );
				return HttpResponse.json( {
					data: [ donor ],
					total: 1,
					count: 1,
				} );
			} )
		);
		renderAdmin( '/donors' );
		const link = await screen.findByRole( 'link', { name: 'Ana Donor' } );
		expect( link ).toHaveAttribute( 'href', `/donors/${ ID }` );
		const row = link.closest( 'tr' ) as HTMLElement;
		expect( within( row ).getByText( '$50' ) ).toBeInTheDocument();
		expect( within( row ).getByText( 'Yes' ) ).toBeInTheDocument();
		expect( queries[ 0 ]?.get( 'orderby' ) ).toBe( 'last_gift' );
		expect( queries[ 0 ]?.has( 'campaign_id' ) ).toBe( false );

		await userEvent.type(
			screen.getByRole( 'searchbox', {
				name: 'Search donors by name or e-mail',
			} ),
			'ana{Enter}'
		);
		await waitFor( () =>
			expect( queries.at( -1 )?.get( 'search' ) ).toBe( 'ana' )
		);
		expect(
			screen.getByRole( 'link', { name: 'Download CSV' } )
		).toHaveAttribute( 'href', expect.stringContaining( 'search=ana' ) );

		await userEvent.click(
			screen.getByRole( 'button', { name: /^Total/ } )
		);
		await waitFor( () =>
			expect( queries.at( -1 )?.get( 'orderby' ) ).toBe( 'total' )
		);
	} );

	it( 'lists a campaign’s own donors in its Donors tab', async () => {
		const queries: URLSearchParams[] = [];
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( {
					data: { campaign_id: 7, campaign_title: 'Spring Run' },
				} )
			),
			http.get( apiUrl( 'admin/donors' ), ( { request } ) => {
				queries.push( new URL( request.url ).searchParams );
				return HttpResponse.json( { data: [], total: 0, count: 0 } );
			} )
		);
		renderAdmin( '/campaigns/7/donors' );
		await waitFor( () => expect( queries.length ).toBeGreaterThan( 0 ) );
		expect( queries[ 0 ]?.get( 'campaign_id' ) ).toBe( '7' );
		expect(
			screen.getByRole( 'link', { name: 'Donors', current: 'page' } )
		).toBeInTheDocument();
	} );

	it( 'shows a donor’s gifts and re-sends a receipt, announcing the outcome', async () => {
		serveDonor();
		const posts: string[] = [];
		server.use(
			http.post( apiUrl( 'admin/donations/41/resend-receipt' ), () => {
				posts.push( 'resend' );
				return posts.length === 1
					? HttpResponse.json( {
							data: {
								message: 'ok',
								receipt_number: 'TEST-P2P-000042',
								resent_at: '2026-03-05T10:00:00Z',
								resent_count: 1,
							},
						} )
					: HttpResponse.json(
							{
								code: 'p2p_receipt_throttled',
								message:
									'This receipt was sent again a moment ago.',
								data: { status: 429 },
							},
							{ status: 429 }
						);
			} )
		);
		renderAdmin( `/donors/${ ID }` );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Ana Donor',
				level: 1,
			} )
		).toBeInTheDocument();
		const row = screen
			.getByText( 'Go Carla!' )
			.closest( 'tr' ) as HTMLElement;
		expect( within( row ).getByText( 'Carla’s page' ) ).toBeInTheDocument();
		expect(
			within( row ).getByText( 'TEST-P2P-000042' )
		).toBeInTheDocument();
		const resend = within( row ).getByRole( 'button', {
			name: 'Re-send the receipt of donation 41',
		} );
		await userEvent.click( resend );
		expect(
			await screen.findByText(
				'Receipt TEST-P2P-000042 is on its way to the donor.'
			)
		).toBeInTheDocument();
		await userEvent.click( resend );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'This receipt was sent again a moment ago.'
		);
		expect( posts ).toHaveLength( 2 );
	} );

	it( 'asks before starting an erasure request and sends it for this donor', async () => {
		serveDonor( [ { ...gift, can_resend: false, receipt_number: '' } ] );
		const bodies: unknown[] = [];
		server.use(
			http.post(
				apiUrl( `admin/donors/${ ID }/privacy-request` ),
				async ( { request } ) => {
					bodies.push( await request.json() );
					return HttpResponse.json(
						{
							data: {
								request_id: 9,
								type: 'erase',
								message: 'ok',
								url: 'erase-personal-data.php',
							},
						},
						{ status: 201 }
					);
				}
			)
		);
		renderAdmin( `/donors/${ ID }` );
		await screen.findByRole( 'heading', { name: 'Ana Donor', level: 1 } );
		expect(
			screen.queryByRole( 'button', { name: /Re-send/ } )
		).not.toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Erase personal data' } )
		);
		const dialog = await screen.findByRole( 'dialog' );
		expect( dialog ).toHaveTextContent( 'ana@example.net' );
		await userEvent.click(
			within( dialog ).getByRole( 'button', {
				name: 'Send confirmation e-mail',
			} )
		);
		await waitFor( () =>
			expect( bodies ).toEqual( [ { type: 'erase' } ] )
		);
		expect(
			await screen.findByText( /^Erasure requested\./ )
		).toBeInTheDocument();
	} );
} );
