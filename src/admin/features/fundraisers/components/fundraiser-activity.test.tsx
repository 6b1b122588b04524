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
import type { AdminActivityEntry } from '../api/get-admin-fundraiser-activity';

const tracking = buildAdminCampaign( {
	activity_unit: 'km',
	activity_label: 'km',
} );

/**
 * Serves a campaign, one fundraiser and its entries; a delete removes the entry and lowers the
 * stored total, or fails with `failure` when given.
 */
function serve(
	campaign = tracking,
	failure?: { status: number; message: string }
) {
	let entries: AdminActivityEntry[] = [
		{ id: 11, date: '2026-05-03', amount: 12.5, note: '', source: 'gpx' },
		{
			id: 10,
			date: '2026-05-02',
			amount: 500,
			note: 'Typo',
			source: 'manual',
		},
	];
	const deleted: number[] = [];
	const total = () =>
		entries.reduce( ( sum, entry ) => sum + entry.amount, 0 );
	const fundraiser = () =>
		buildAdminFundraiser( 1, { name: 'Rita Runner', activity: total() } );
	server.use(
		http.get( apiUrl( 'admin/campaigns/7' ), () =>
			HttpResponse.json( { data: campaign } )
		),
		http.get( apiUrl( 'admin/campaigns/7/fundraisers' ), () =>
			HttpResponse.json( { data: [ fundraiser() ], total: 1, count: 1 } )
		),
		http.get( apiUrl( 'admin/fundraisers/1' ), () =>
			HttpResponse.json( { data: { ...fundraiser(), story: '' } } )
		),
		// The edit form's team picker.
		http.get( apiUrl( 'admin/campaigns/7/teams' ), () =>
			HttpResponse.json( { data: [], total: 0, count: 0 } )
		),
		http.get( apiUrl( 'admin/fundraisers/1/activity' ), () =>
			HttpResponse.json( { data: entries } )
		),
		http.post( apiUrl( 'admin/activity/:id/delete' ), ( { params } ) => {
			if ( failure ) {
				return HttpResponse.json(
					{ code: 'p2p_write_failed', message: failure.message },
					{ status: failure.status }
				);
			}
			deleted.push( Number( params.id ) );
			entries = entries.filter(
				( entry ) => entry.id !== Number( params.id )
			);
			return HttpResponse.json( {
				data: { deleted: true, id: Number( params.id ) },
			} );
		} )
	);
	return deleted;
}

async function openFundraiser() {
	renderAdmin( '/campaigns/7/fundraisers' );
	await userEvent.click(
		await screen.findByRole( 'button', { name: /Edit Rita Runner/ } )
	);
	return screen.findByRole( 'dialog', { name: 'Edit fundraiser' } );
}

describe( 'A fundraiser’s activity in wp-admin', () => {
	it( 'lists the entries with day, amount and unit, note and source, and the total', async () => {
		serve();
		const dialog = await openFundraiser();
		const section = await within( dialog ).findByRole( 'region', {
			name: 'Activity',
		} );
		expect( section ).toHaveTextContent( 'Total: 512.5 km' );
		const table = within( section ).getByRole( 'table', {
			name: 'Activity entries',
		} );
		const typo = await within( table ).findByRole( 'row', {
			name: /500 km/,
		} );
		expect( typo ).toHaveTextContent( 'Typo' );
		expect( typo ).toHaveTextContent( 'Entered' );
		expect(
			within( table ).getByRole( 'row', { name: /12\.5 km/ } )
		).toHaveTextContent( 'GPX track' );
	} );

	it( 'deletes an entry after a confirmation, says so, lowers the total and gives focus back to the section', async () => {
		const deleted = serve();
		const user = userEvent.setup();
		const dialog = await openFundraiser();
		const section = await within( dialog ).findByRole( 'region', {
			name: 'Activity',
		} );
		await user.click(
			await within( section ).findByRole( 'button', {
				name: /^Delete 500 km on /,
			} )
		);
		const confirm = await screen.findByRole( 'dialog', {
			name: 'Delete activity entry',
		} );
		expect( confirm ).toHaveTextContent( 'Delete the entry of 500 km on' );
		expect( deleted ).toEqual( [] );
		await user.click(
			within( confirm ).getByRole( 'button', { name: 'Delete entry' } )
		);
		await waitFor( () => expect( deleted ).toEqual( [ 10 ] ) );
		expect(
			await screen.findByText(
				/Activity entry of 500 km on .* deleted\./
			)
		).toBeInTheDocument();
		await waitFor( () =>
			expect( section ).toHaveTextContent( 'Total: 12.5 km' )
		);
		expect(
			within( section ).queryByRole( 'row', { name: /500 km/ } )
		).toBeNull();
		expect(
			screen.queryByRole( 'dialog', { name: 'Delete activity entry' } )
		).toBeNull();
		await waitFor( () =>
			expect(
				within( section ).getByRole( 'heading', { name: 'Activity' } )
			).toHaveFocus()
		);
		// The edit form stays open around it.
		expect(
			screen.getByRole( 'dialog', { name: 'Edit fundraiser' } )
		).toBeInTheDocument();
	} );

	it( 'keeps the confirmation open with the server’s message when the delete fails', async () => {
		serve( tracking, {
			status: 500,
			message: 'Something went wrong while saving. Please try again.',
		} );
		const user = userEvent.setup();
		const dialog = await openFundraiser();
		await user.click(
			await within( dialog ).findByRole( 'button', {
				name: /^Delete 500 km on /,
			} )
		);
		const confirm = await screen.findByRole( 'dialog', {
			name: 'Delete activity entry',
		} );
		await user.click(
			within( confirm ).getByRole( 'button', { name: 'Delete entry' } )
		);
		expect(
			await within(
				await screen.findByRole( 'alertdialog', {
					name: 'Delete activity entry',
				} )
			).findByRole( 'alert' )
		).toHaveTextContent(
			'Something went wrong while saving. Please try again.'
		);
		expect(
			within( dialog ).getByRole( 'row', { name: /500 km/ } )
		).toBeInTheDocument();
	} );

	it( 'shows no activity section where the campaign tracks none', async () => {
		serve( buildAdminCampaign() );
		const dialog = await openFundraiser();
		await within( dialog ).findByLabelText( /^Name/ );
		expect(
			within( dialog ).queryByRole( 'region', { name: 'Activity' } )
		).toBeNull();
	} );
} );
