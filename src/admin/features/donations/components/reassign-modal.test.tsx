import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { buildCampaign } from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderAdmin } from '../../../../../tests/js/render';
import type {
	AdminCampaign,
	AdminDonation,
	AdminTeam,
} from '../../../api/types';

const campaign: AdminCampaign = {
	...buildCampaign( { campaign_id: 7, campaign_title: 'Spring Run' } ),
	slug: 'spring-run',
	moderation: 'auto',
	raised_amount: 1250,
	raised_percentage: 25,
	donations_count: 10,
	donors_count: 9,
	teams_count: 2000,
	fundraisers_count: 3,
	created_at: '2026-05-01T12:00:00Z',
};

const donation: AdminDonation = {
	id: 31,
	donor_name: 'Dora Donor',
	donor_email: 'dora@example.com',
	is_anonymous: false,
	amount: 40,
	status: 'completed',
	mode: 'test',
	team_id: 2,
	team: 'Team Two',
	fundraiser_id: 0,
	fundraiser: '',
	created_at: '2026-05-01T12:00:00Z',
	completed_at: '2026-05-01T12:00:00Z',
	updates_opt_in: false,
};

const team = ( id: number, name: string ) =>
	( { id, name } ) as unknown as AdminTeam;

describe( 'Reassign dialog', () => {
	it( 'finds teams on the server as the administrator types, and keeps the current one', async () => {
		const searches: string[] = [];
		let reassigned: unknown;
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( { data: campaign } )
			),
			http.get( apiUrl( 'admin/campaigns/7/donations' ), () =>
				HttpResponse.json( { data: [ donation ], total: 1, count: 1 } )
			),
			http.get( apiUrl( 'admin/campaigns/7/fundraisers' ), () =>
				HttpResponse.json( { data: [], total: 0, count: 0 } )
			),
			http.get( apiUrl( 'admin/campaigns/7/teams' ), ( { request } ) => {
				const search =
					new URL( request.url ).searchParams.get( 'search' ) ?? '';
				searches.push( search );
				const all = [
					team( 1, 'Aardvarks' ),
					team( 1777, 'River Otters' ),
				];
				const data = all.filter( ( item ) =>
					item.name.toLowerCase().includes( search.toLowerCase() )
				);
				return HttpResponse.json( {
					data,
					total: data.length,
					count: data.length,
				} );
			} ),
			http.post(
				apiUrl( 'admin/donations/31/reassign' ),
				async ( { request } ) => {
					reassigned = await request.json();
					return HttpResponse.json( { data: donation } );
				}
			)
		);
		renderAdmin( '/campaigns/7/donations' );
		const user = userEvent.setup();
		await user.click(
			await screen.findByRole( 'button', { name: /^Reassign/ } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Reassign donation',
		} );
		const select = within( dialog ).getByRole( 'combobox', {
			name: 'Team',
		} );
		expect( select ).toHaveValue( '2' );
		expect(
			within( select ).getByRole( 'option', { name: 'Team Two' } )
		).toBeInTheDocument();

		await user.type(
			within( dialog ).getByRole( 'searchbox', { name: 'Search teams' } ),
			'otter'
		);
		await waitFor( () =>
			expect(
				within( select ).queryByRole( 'option', { name: 'Aardvarks' } )
			).not.toBeInTheDocument()
		);
		expect(
			within( select ).getByRole( 'option', { name: 'River Otters' } )
		).toBeInTheDocument();
		expect( searches ).toEqual( [ '', 'otter' ] );

		await user.selectOptions( select, 'River Otters' );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Reassign' } )
		);
		expect(
			await screen.findByText(
				'Donation reassigned; the totals are updated.'
			)
		).toBeInTheDocument();
		expect( reassigned ).toEqual( { team_id: 1777, fundraiser_id: 0 } );
	} );
} );
