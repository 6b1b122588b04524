import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { server } from '../../../../../tests/js/mocks/server';
import type { AdminCampaign } from '../../../api/types';
import { renderAdmin } from '../../../../../tests/js/render';
import { buildAdminCampaign } from '../../../../../tests/js/mocks/admin-fixtures';
import { nextTitle, nextYearDate } from '../next-year-defaults';

const campaign = ( overrides: Partial< AdminCampaign > = {} ) =>
	buildAdminCampaign( {
		campaign_title: 'Spring Run 2026',
		start_date: '2026-05-01',
		end_date: '2026-06-30',
		...overrides,
	} );

describe( 'Next year’s campaign (admin)', () => {
	it( 'proposes next year’s title and dates', () => {
		expect( nextTitle( 'City Run 2026', '(copy)' ) ).toBe(
			'City Run 2027'
		);
		expect( nextTitle( '2025 Walk for 2026', '(copy)' ) ).toBe(
			'2025 Walk for 2027'
		);
		expect( nextTitle( 'City Run', '(copy)' ) ).toBe( 'City Run (copy)' );
		expect( nextYearDate( '2028-02-29' ) ).toBe( '2029-02-28' );
		expect( nextYearDate( null ) ).toBe( '' );
	} );

	it( 'duplicates with the name and dates typed, once per click burst, and opens the copy', async () => {
		const bodies: Array< Record< string, unknown > > = [];
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( { data: campaign() } )
			),
			http.post(
				apiUrl( 'admin/campaigns/7/duplicate' ),
				async ( { request } ) => {
					bodies.push(
						( await request.json() ) as Record< string, unknown >
					);
					return HttpResponse.json(
						{
							data: campaign( {
								campaign_id: 8,
								campaign_title: 'Spring Run 2027',
								status: 'draft',
								previous_campaign_id: 7,
							} ),
						},
						{ status: 201 }
					);
				}
			),
			http.get( apiUrl( 'admin/campaigns/8' ), () =>
				HttpResponse.json( {
					data: campaign( {
						campaign_id: 8,
						campaign_title: 'Spring Run 2027',
						status: 'draft',
					} ),
				} )
			)
		);
		renderAdmin( '/campaigns/7/settings' );
		const user = userEvent.setup();
		await user.click(
			await screen.findByRole( 'button', { name: 'Duplicate campaign' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Duplicate “Spring Run 2026”',
		} );
		const title = within( dialog ).getByRole( 'textbox', {
			name: /Title of the new campaign/,
		} );
		expect( title ).toHaveValue( 'Spring Run 2027' );
		expect( within( dialog ).getByLabelText( 'Start date' ) ).toHaveValue(
			'2027-05-01'
		);
		await user.click(
			within( dialog ).getByRole( 'button', {
				name: 'Duplicate campaign',
			} )
		);
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Spring Run 2027',
			} )
		).toBeInTheDocument();
		expect( bodies ).toHaveLength( 1 );
		expect( bodies[ 0 ] ).toMatchObject( {
			campaign_title: 'Spring Run 2027',
			start_date: '2027-05-01',
			end_date: '2027-06-30',
		} );
		expect( bodies[ 0 ]?.request_key ).toMatch( /^[A-Za-z0-9-]{8,64}$/ );
	} );

	it( 'shows the server’s message beside the field when the copy is refused', async () => {
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( { data: campaign() } )
			),
			http.post( apiUrl( 'admin/campaigns/7/duplicate' ), () =>
				HttpResponse.json(
					{
						code: 'rest_invalid_param',
						message:
							'The end date cannot be before the start date.',
						data: {
							status: 400,
							params: {
								end_date:
									'The end date cannot be before the start date.',
							},
						},
					},
					{ status: 400 }
				)
			)
		);
		renderAdmin( '/campaigns/7/settings' );
		const user = userEvent.setup();
		await user.click(
			await screen.findByRole( 'button', { name: 'Duplicate campaign' } )
		);
		const dialog = await screen.findByRole( 'dialog' );
		await user.click(
			within( dialog ).getByRole( 'button', {
				name: 'Duplicate campaign',
			} )
		);
		await waitFor( () =>
			expect(
				within( dialog ).getByLabelText( 'End date' )
			).toHaveAttribute( 'aria-invalid', 'true' )
		);
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
	} );

	it( 'invites the fundraisers of the campaign it was copied from and says what happened', async () => {
		let sent: unknown = null;
		const counts = { invited: 0, sent: 0, joined: 0 };
		server.use(
			http.get( apiUrl( 'admin/campaigns/8' ), () =>
				HttpResponse.json( {
					data: campaign( {
						campaign_id: 8,
						campaign_title: 'Spring Run 2027',
						previous_campaign_id: 7,
					} ),
				} )
			),
			http.get( apiUrl( 'admin/campaigns' ), () =>
				HttpResponse.json( {
					data: [
						campaign( {
							campaign_id: 8,
							campaign_title: 'Spring Run 2027',
						} ),
						campaign(),
					],
					total: 2,
					count: 2,
				} )
			),
			http.get( apiUrl( 'admin/campaigns/8/invite-previous' ), () =>
				HttpResponse.json( {
					data: {
						sourceCampaignId: 7,
						queued: 0,
						message: '',
						...counts,
					},
				} )
			),
			http.post(
				apiUrl( 'admin/campaigns/8/invite-previous' ),
				async ( { request } ) => {
					sent = await request.json();
					counts.invited = 23;
					return HttpResponse.json( {
						data: {
							sourceCampaignId: 7,
							queued: 23,
							invited: 23,
							sent: 0,
							joined: 0,
							message:
								'23 invitations are on their way. The e-mails go out in small batches over the next minutes.',
						},
					} );
				}
			)
		);
		renderAdmin( '/campaigns/8/settings' );
		const user = userEvent.setup();
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Invite last year’s participants',
			} )
		);
		const dialog = await screen.findByRole( 'dialog' );
		const source = await within( dialog ).findByRole( 'combobox', {
			name: 'Invite the fundraisers of',
		} );
		await waitFor( () =>
			expect( source ).toHaveDisplayValue( 'Spring Run 2026' )
		);
		expect(
			within( source ).queryByRole( 'option', {
				name: 'Spring Run 2027',
			} )
		).toBeNull();
		expect(
			await within( dialog ).findByText(
				'So far: 0 invited, 0 e-mailed, 0 joined.'
			)
		).toBeInTheDocument();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Send invitations' } )
		);
		expect(
			await within( dialog ).findByText(
				/23 invitations are on their way/
			)
		).toBeInTheDocument();
		expect( sent ).toEqual( { source_campaign_id: 7 } );
		expect(
			await within( dialog ).findByText(
				'So far: 23 invited, 0 e-mailed, 0 joined.'
			)
		).toBeInTheDocument();
	} );
} );
