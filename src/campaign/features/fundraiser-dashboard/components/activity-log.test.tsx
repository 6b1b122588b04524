import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildCampaign,
	buildInitialData,
	buildSettings,
} from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderWithProviders } from '../../../../../tests/js/render';
import type { ActivityEntry } from '../api/get-my-activity';
import { ActivityLog, MAX_GPX_BYTES } from './activity-log';

const km = buildInitialData( {
	campaign: buildCampaign( { activity_unit: 'km', activity_label: 'km' } ),
} );

const entry = ( overrides: Partial< ActivityEntry > = {} ): ActivityEntry => ( {
	id: 1,
	date: '2026-11-20',
	amount: 5.25,
	note: 'Parkrun',
	source: 'manual',
	...overrides,
} );

function serveActivity( entries: ActivityEntry[], total: number ) {
	server.use(
		http.get( apiUrl( 'get-my-activity' ), () =>
			HttpResponse.json( { data: { total, entries } } )
		)
	);
}

describe( 'ActivityLog', () => {
	it( 'shows nothing and asks nothing when the campaign tracks no activity', () => {
		renderWithProviders( <ActivityLog /> );
		expect(
			screen.queryByRole( 'heading', { name: 'Your activity' } )
		).not.toBeInTheDocument();
	} );

	it( 'logs an amount typed the site’s way and announces the server’s confirmation', async () => {
		serveActivity( [ entry() ], 5.25 );
		const bodies: unknown[] = [];
		server.use(
			http.post( apiUrl( 'add-activity' ), async ( { request } ) => {
				bodies.push( await request.json() );
				serveActivity(
					[ entry( { id: 2, amount: 1250.5, note: '' } ), entry() ],
					1255.75
				);
				return HttpResponse.json( {
					entry: entry( { id: 2, amount: 1250.5, note: '' } ),
					total: 1255.75,
					message: 'Logged 1.250,5 km on 20. November 2026.',
				} );
			} )
		);
		const user = userEvent.setup();
		renderWithProviders( <ActivityLog />, {
			data: km,
			settings: buildSettings( {
				decimalSeparator: ',',
				thousandsSeparator: '.',
			} ),
		} );
		expect(
			await screen.findByText( 'Total: 5,25 km' )
		).toBeInTheDocument();

		await user.click(
			screen.getByRole( 'button', { name: 'Log activity' } )
		);
		const amount = screen.getByRole( 'textbox', { name: /Amount \(km\)/ } );
		await waitFor( () => expect( amount ).toHaveFocus() );
		expect( amount ).toHaveAccessibleDescription(
			'Enter the amount of your activity.'
		);
		expect( bodies ).toHaveLength( 0 );

		await user.type( amount, '1.250,5' );
		await user.click(
			screen.getByRole( 'button', { name: 'Log activity' } )
		);
		await waitFor( () => expect( bodies ).toHaveLength( 1 ) );
		expect( bodies[ 0 ] ).toMatchObject( {
			campaignId: 1,
			amount: '1.250,5',
			note: '',
		} );
		expect(
			screen.getByText( 'Logged 1.250,5 km on 20. November 2026.' )
		).toHaveAttribute( 'role', 'status' );
		expect(
			await screen.findByText( 'Total: 1.255,75 km' )
		).toBeInTheDocument();
		expect( amount ).toHaveValue( '' );
	} );

	it( 'puts the server’s refusal beside the field and keeps what was typed', async () => {
		serveActivity( [], 0 );
		server.use(
			http.post( apiUrl( 'add-activity' ), () =>
				HttpResponse.json(
					{
						code: 'rest_invalid_param',
						message: 'The day cannot be in the future.',
						data: {
							status: 400,
							params: {
								date: 'The day cannot be in the future.',
							},
						},
					},
					{ status: 400 }
				)
			)
		);
		const user = userEvent.setup();
		renderWithProviders( <ActivityLog />, { data: km } );
		await screen.findByText( 'Total: 0 km' );
		const amount = screen.getByRole( 'textbox', { name: /Amount \(km\)/ } );
		await user.type( amount, '3' );
		await user.click(
			screen.getByRole( 'button', { name: 'Log activity' } )
		);
		await waitFor( () =>
			expect(
				screen.getByLabelText( /^Day/ )
			).toHaveAccessibleDescription( 'The day cannot be in the future.' )
		);
		expect( amount ).toHaveValue( '3' );
	} );

	it( 'imports a GPX track, refusing a file that is too large before sending it', async () => {
		serveActivity( [], 0 );
		const uploads: string[] = [];
		server.use(
			http.post(
				apiUrl( 'import-activity-gpx' ),
				async ( { request } ) => {
					const form = await request.formData();
					uploads.push(
						`${ String( form.get( 'campaignId' ) ) }:${ form.has( 'file' ) }`
					);
					return HttpResponse.json( {
						entry: entry( {
							id: 3,
							amount: 1.341,
							source: 'gpx',
							note: '',
						} ),
						total: 1.341,
						message: 'Logged 1.341 km on November 20, 2026.',
					} );
				}
			)
		);
		const user = userEvent.setup();
		renderWithProviders( <ActivityLog />, { data: km } );
		await screen.findByText( 'Total: 0 km' );
		const input = screen.getByLabelText( /GPX file of a run/ );
		const huge = new File( [ 'x' ], 'huge.gpx', {
			type: 'application/gpx+xml',
		} );
		Object.defineProperty( huge, 'size', { value: MAX_GPX_BYTES + 1 } );
		await user.upload( input, huge );
		expect( input ).toHaveAccessibleDescription(
			'The GPX file is too large. Please choose a file of at most 5 MB.'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Import track' } )
		);
		expect( uploads ).toHaveLength( 0 );

		await user.upload(
			input,
			new File( [ '<gpx/>' ], 'run.gpx', { type: 'application/gpx+xml' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Import track' } )
		);
		await waitFor( () => expect( uploads ).toEqual( [ '1:true' ] ) );
		expect(
			screen.getByText( 'Logged 1.341 km on November 20, 2026.' )
		).toHaveAttribute( 'role', 'status' );
	} );

	it( 'offers no GPX import for a unit that is not a distance, and deletes an entry', async () => {
		serveActivity( [ entry( { amount: 2, note: '' } ) ], 2 );
		const deleted: unknown[] = [];
		server.use(
			http.post( apiUrl( 'delete-activity' ), async ( { request } ) => {
				deleted.push( await request.json() );
				serveActivity( [], 0 );
				return HttpResponse.json( {
					total: 0,
					message: 'The entry is deleted.',
				} );
			} )
		);
		const user = userEvent.setup();
		renderWithProviders( <ActivityLog />, {
			data: buildInitialData( {
				campaign: buildCampaign( {
					activity_unit: 'hours',
					activity_label: 'hours',
				} ),
			} ),
		} );
		const list = await screen.findByRole( 'list' );
		expect(
			screen.queryByRole( 'button', { name: 'Import track' } )
		).not.toBeInTheDocument();
		await user.click(
			within( list ).getByRole( 'button', {
				name: 'Delete 2 hours on Nov 20, 2026',
			} )
		);
		await waitFor( () =>
			expect( deleted ).toEqual( [ { campaignId: 1, entryId: 1 } ] )
		);
		expect( screen.getByText( 'The entry is deleted.' ) ).toHaveAttribute(
			'role',
			'status'
		);
		await waitFor( () =>
			expect( screen.queryByRole( 'list' ) ).not.toBeInTheDocument()
		);
	} );
} );
