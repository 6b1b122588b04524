import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { server } from '../../../../../tests/js/mocks/server';
import type { AdminTeam } from '../../../api/types';
import { renderAdmin } from '../../../../../tests/js/render';
import { buildAdminCampaign } from '../../../../../tests/js/mocks/admin-fixtures';
import { contrastWarning } from './colour-field';

const campaign = buildAdminCampaign;

const team = (
	id: number,
	overrides: Partial< AdminTeam > = {}
): AdminTeam => ( {
	id,
	name: `Team ${ id }`,
	status: 'approved',
	access: 'public',
	goal: 1000,
	story_excerpt: '',
	captain_user_id: 3,
	captain: 'Carla',
	captain_email: 'carla@example.com',
	members: 2,
	amount: 100 * id,
	donations_count: 1,
	url: `http://localhost/campaigns/spring-run/team/${ id }/`,
	created_at: '2026-05-01T12:00:00Z',
	...overrides,
} );

describe( 'Admin campaigns', () => {
	it( 'lists campaigns with their figures, sorted on the server', async () => {
		const orders: string[] = [];
		server.use(
			http.get( apiUrl( 'admin/campaigns' ), ( { request } ) => {
				const url = new URL( request.url );
				orders.push(
					`${ url.searchParams.get( 'orderby' ) } ${ url.searchParams.get( 'order' ) }`
				);
				return HttpResponse.json( {
					data: [ campaign() ],
					total: 1,
					count: 1,
				} );
			} )
		);
		renderAdmin( '/' );
		expect(
			await screen.findByRole( 'link', { name: 'Spring Run' } )
		).toBeInTheDocument();
		expect( screen.getByText( '$1,250 (25%)' ) ).toBeInTheDocument();
		await userEvent
			.setup()
			.click( screen.getByRole( 'button', { name: /Raised/ } ) );
		await screen.findByRole( 'columnheader', { name: /Raised/ } );
		expect( orders ).toEqual( [ 'created desc', 'raised desc' ] );
	} );

	it( 'keeps the input and shows the server message when a save fails', async () => {
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( { data: campaign() } )
			),
			http.post( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_slug_taken',
						message: 'Another campaign already uses this address.',
						data: { status: 409 },
					},
					{ status: 409 }
				)
			)
		);
		renderAdmin( '/campaigns/7/settings' );
		const user = userEvent.setup();
		const title = await screen.findByRole( 'textbox', { name: /Title/ } );
		await user.clear( title );
		await user.type( title, 'Summer Run' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save campaign' } )
		);
		expect(
			await screen.findByText(
				'Another campaign already uses this address.'
			)
		).toBeInTheDocument();
		expect( screen.getByRole( 'textbox', { name: /Title/ } ) ).toHaveValue(
			'Summer Run'
		);
	} );

	it( 'says in words which goals it takes, beside the field, without asking the server', async () => {
		const posts: unknown[] = [];
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( { data: campaign() } )
			),
			http.post( apiUrl( 'admin/campaigns/7' ), () => {
				posts.push( 'post' );
				return HttpResponse.json( { data: campaign() } );
			} )
		);
		renderAdmin( '/campaigns/7/settings' );
		const user = userEvent.setup();
		const goal = await screen.findByRole( 'spinbutton', {
			name: 'Campaign goal',
		} );
		await user.clear( goal );
		await user.type( goal, '-5' );
		const teamGoal = screen.getByRole( 'spinbutton', {
			name: 'Default team goal',
		} );
		await user.clear( teamGoal );
		await user.type( teamGoal, '200000000' );
		await user.click(
			screen.getByRole( 'button', { name: 'Save campaign' } )
		);
		expect(
			await screen.findAllByText(
				'Enter a number from 0 to 100,000,000.'
			)
		).toHaveLength( 2 );
		expect( goal ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( teamGoal ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( goal ).toHaveValue( -5 );
		expect( posts ).toEqual( [] );
	} );

	it( 'sends an address without a campaign id to the campaigns list', async () => {
		server.use(
			http.get( apiUrl( 'admin/campaigns' ), () =>
				HttpResponse.json( {
					data: [ campaign() ],
					total: 1,
					count: 1,
				} )
			)
		);
		renderAdmin( '/campaigns/abc/teams' );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Campaigns',
			} )
		).toBeInTheDocument();
		expect(
			await screen.findByRole( 'link', { name: 'Spring Run' } )
		).toBeInTheDocument();
	} );

	it( 'warns about colours whose text would not be readable', () => {
		expect( contrastWarning( '#28C77B' ) ).toMatch( /Low contrast/ );
		expect( contrastWarning( '#0055AA' ) ).toBeNull();
		// Dark text on yellow reads well, but yellow text on white does not: the
		// "Start Fundraising" outline button of a yellow secondary colour.
		expect( contrastWarning( '#FFC107' ) ).toBe(
			'Low contrast: as text on white this colour reaches 1.6:1 (WCAG AA asks for 4.5:1). Text and outlines in it will use a deeper shade of it.'
		);
		expect( contrastWarning( 'red' ) ).toMatch( /#rrggbb/ );
	} );

	it( 'suspends a team only after confirmation and reports it in a notice', async () => {
		let status = 'approved';
		const posts: unknown[] = [];
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( { data: campaign() } )
			),
			http.get( apiUrl( 'admin/campaigns/7/teams' ), () =>
				HttpResponse.json( {
					data: [
						team( 1, { status: status as AdminTeam[ 'status' ] } ),
					],
					total: 1,
					count: 1,
				} )
			),
			http.post( apiUrl( 'admin/teams/1' ), async ( { request } ) => {
				const body = ( await request.json() ) as { status: string };
				posts.push( body );
				status = body.status;
				return HttpResponse.json( {
					data: team( 1, {
						status: status as AdminTeam[ 'status' ],
					} ),
				} );
			} )
		);
		renderAdmin( '/campaigns/7/teams' );
		const user = userEvent.setup();
		await user.click(
			await screen.findByRole( 'button', { name: 'Suspend Team 1' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Suspend team' } );
		expect( posts ).toEqual( [] );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Suspend team' } )
		);
		expect(
			await screen.findByText( /Team “Team 1” suspended/ )
		).toBeInTheDocument();
		expect( posts ).toEqual( [ { status: 'suspended' } ] );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			await screen.findByRole( 'button', { name: 'Approve Team 1' } )
		).toBeInTheDocument();
	} );

	it( 'keeps the confirmation open with the server message when removing fails', async () => {
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( { data: campaign() } )
			),
			http.get( apiUrl( 'admin/campaigns/7/teams' ), () =>
				HttpResponse.json( { data: [ team( 1 ) ], total: 1, count: 1 } )
			),
			http.post( apiUrl( 'admin/teams/1/delete' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_database_error',
						message:
							'The change could not be saved. Please try again.',
						data: { status: 500 },
					},
					{ status: 500 }
				)
			)
		);
		renderAdmin( '/campaigns/7/teams' );
		const user = userEvent.setup();
		await user.click(
			await screen.findByRole( 'button', { name: 'Remove Team 1' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Remove team' } );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Remove team' } )
		);
		const alertDialog = await screen.findByRole( 'alertdialog', {
			name: 'Remove team',
		} );
		expect(
			within( alertDialog ).getByText( 'Error details' )
		).toBeInTheDocument();
		expect(
			within( alertDialog ).getAllByText( /could not be saved/ ).length
		).toBeGreaterThan( 0 );
	} );

	it( 'lets the browser refuse a team goal above what the server takes, before sending it', async () => {
		const posts: unknown[] = [];
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( { data: campaign() } )
			),
			http.get( apiUrl( 'admin/campaigns/7/teams' ), () =>
				HttpResponse.json( { data: [ team( 1 ) ], total: 1, count: 1 } )
			),
			http.get( apiUrl( 'admin/teams/1' ), () =>
				HttpResponse.json( { data: { ...team( 1 ), story: '' } } )
			),
			http.post( apiUrl( 'admin/teams/1' ), () => {
				posts.push( 'post' );
				return HttpResponse.json( { data: team( 1 ) } );
			} )
		);
		renderAdmin( '/campaigns/7/teams' );
		const user = userEvent.setup();
		await user.click(
			await screen.findByRole( 'button', { name: 'Edit Team 1' } )
		);
		await screen.findByRole( 'spinbutton', { name: 'Goal' } );
		const dialog = screen.getByRole( 'dialog', { name: 'Edit team' } );
		const goal = within( dialog ).getByRole( 'spinbutton', {
			name: 'Goal',
		} ) as HTMLInputElement;
		await user.clear( goal );
		await user.type( goal, '999999999' );
		expect( goal.validity.rangeOverflow ).toBe( true );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Save team' } )
		);
		expect( posts ).toEqual( [] );
	} );

	it( 'edits a team in a modal: a failed save keeps the input and shows the message, a good one closes it', async () => {
		const posts: unknown[] = [];
		let fail = true;
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( { data: campaign() } )
			),
			http.get( apiUrl( 'admin/campaigns/7/teams' ), () =>
				HttpResponse.json( { data: [ team( 1 ) ], total: 1, count: 1 } )
			),
			http.post( apiUrl( 'admin/teams/1' ), async ( { request } ) => {
				posts.push( await request.json() );
				if ( fail ) {
					return HttpResponse.json(
						{
							code: 'p2p_invalid_goal',
							message: 'The goal must be a positive number.',
							data: { status: 400 },
						},
						{ status: 400 }
					);
				}
				return HttpResponse.json( { data: team( 1 ) } );
			} ),
			http.get( apiUrl( 'admin/teams/1' ), () =>
				HttpResponse.json( {
					data: { ...team( 1 ), story: 'We run for water.' },
				} )
			)
		);
		renderAdmin( '/campaigns/7/teams' );
		const user = userEvent.setup();
		await user.click(
			await screen.findByRole( 'button', { name: 'Edit Team 1' } )
		);
		const story = await screen.findByRole( 'textbox', { name: 'Story' } );
		expect( story ).toHaveValue( 'We run for water.' );
		const dialog = screen.getByRole( 'dialog', { name: 'Edit team' } );
		const name = within( dialog ).getByRole( 'textbox', { name: /Name/ } );
		await user.clear( name );
		await user.type( name, 'The Runners' );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Save team' } )
		);
		expect(
			await within( dialog ).findByRole( 'alert' )
		).toHaveTextContent( 'The goal must be a positive number.' );
		expect( name ).toHaveValue( 'The Runners' );
		expect( posts ).toEqual( [
			{
				name: 'The Runners',
				goal: 1000,
				story: 'We run for water.',
				access: 'public',
				status: 'approved',
			},
		] );

		fail = false;
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Save team' } )
		);
		expect( await screen.findByText( 'Team saved.' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( posts ).toHaveLength( 2 );
	} );

	it( 'reads the whole story for the edit form and shows the server’s message for a story too long beside it', async () => {
		const long = 'x'.repeat( 10000 );
		server.use(
			http.get( apiUrl( 'admin/campaigns/7' ), () =>
				HttpResponse.json( { data: campaign() } )
			),
			http.get( apiUrl( 'admin/campaigns/7/teams' ), () =>
				HttpResponse.json( {
					data: [
						team( 1, { story_excerpt: 'x'.repeat( 200 ) + '…' } ),
					],
					total: 1,
					count: 1,
				} )
			),
			http.get( apiUrl( 'admin/teams/1' ), () =>
				HttpResponse.json( { data: { ...team( 1 ), story: long } } )
			),
			http.post( apiUrl( 'admin/teams/1' ), () =>
				HttpResponse.json(
					{
						code: 'rest_invalid_param',
						message:
							'Please shorten this to at most 10,000 characters.',
						data: {
							status: 400,
							params: {
								story: 'Please shorten this to at most 10,000 characters.',
							},
						},
					},
					{ status: 400 }
				)
			)
		);
		renderAdmin( '/campaigns/7/teams' );
		const user = userEvent.setup();
		await user.click(
			await screen.findByRole( 'button', { name: 'Edit Team 1' } )
		);
		const story = await screen.findByRole( 'textbox', { name: 'Story' } );
		expect( story ).toHaveValue( long );
		expect( story ).toHaveAttribute( 'maxlength', '10000' );
		expect( story ).toHaveAccessibleDescription(
			'10,000 of 10,000 characters'
		);
		await user.click( screen.getByRole( 'button', { name: 'Save team' } ) );
		await waitFor( () =>
			expect( story ).toHaveAccessibleDescription(
				'Please shorten this to at most 10,000 characters. 10,000 of 10,000 characters'
			)
		);
		expect( story ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( story ).toHaveValue( long );
	} );
} );
