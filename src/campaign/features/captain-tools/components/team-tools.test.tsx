import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import { CAMPAIGN_URL } from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { renderWithProviders } from '../../../../../tests/js/render';
import type { TeamDashboard } from '../api/get-team-dashboard';
import { TeamTools } from './team-tools';

const dashboard = (
	overrides: Partial< TeamDashboard > = {}
): { data: TeamDashboard } => ( {
	data: {
		team: {
			id: 3,
			name: 'The Runners',
			amount: 300,
			goal: 2500,
			url: `${ CAMPAIGN_URL }team/3/`,
		},
		members: [
			{
				id: 4,
				name: 'Carla Mendes',
				profile_image: '',
				amount_raised: 320,
				goal: 1000,
				isCaptain: true,
			},
			{
				id: 5,
				name: 'Maya Patel',
				profile_image: '',
				amount_raised: 140,
				goal: 750,
				isCaptain: false,
			},
		],
		invitations: [
			{
				id: 9,
				email: 'friend@example.net',
				sentAt: '2026-11-20T10:00:00+00:00',
				expiresAt: '2026-12-04T10:00:00+00:00',
			},
		],
		...overrides,
	},
} );

describe( 'TeamTools', () => {
	it( 'lists members with their totals and hands over captaincy after confirming', async () => {
		let handedTo: unknown = null;
		server.use(
			http.get( apiUrl( 'get-team-dashboard' ), () =>
				HttpResponse.json( dashboard() )
			),
			http.post(
				apiUrl( 'hand-over-captaincy' ),
				async ( { request } ) => {
					handedTo = await request.json();
					return HttpResponse.json( {
						captainUserId: 12,
						message: 'Maya Patel is now the captain of your team.',
					} );
				}
			)
		);
		renderWithProviders( <TeamTools /> );
		expect(
			await screen.findByText( '$140 raised of $750' )
		).toBeInTheDocument();
		expect( screen.getByText( 'Captain' ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Remove Carla Mendes' } )
		).toBeNull();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Make Maya Patel captain' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Hand over captaincy',
		} );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Make captain' } )
		);
		expect(
			await screen.findByText(
				'Maya Patel is now the captain of your team.'
			)
		).toBeInTheDocument();
		expect( handedTo ).toEqual( { campaignId: 1, fundraiser_id: 5 } );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect(
			screen.queryByRole( 'heading', { name: 'Members' } )
		).toBeNull();
	} );

	it( 'shows why removing failed inside the dialog', async () => {
		server.use(
			http.get( apiUrl( 'get-team-dashboard' ), () =>
				HttpResponse.json( dashboard() )
			),
			http.post( apiUrl( 'remove-team-member' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_member_not_found',
						message: 'This person is not a member of your team.',
						data: { status: 404 },
					},
					{ status: 404 }
				)
			)
		);
		renderWithProviders( <TeamTools /> );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Remove Maya Patel' } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Remove member' } );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Remove' } )
		);
		expect(
			await within( dialog ).findByText(
				'This person is not a member of your team.'
			)
		).toBeInTheDocument();
	} );

	it( 'messages the team and resends an invitation', async () => {
		let sent: unknown = null;
		server.use(
			http.get( apiUrl( 'get-team-dashboard' ), () =>
				HttpResponse.json( dashboard() )
			),
			http.post( apiUrl( 'team-message' ), async ( { request } ) => {
				sent = await request.json();
				return HttpResponse.json( {
					sent: 1,
					message: 'Your message was sent to 1 member.',
				} );
			} ),
			http.post( apiUrl( 'resend-team-invitation' ), () =>
				HttpResponse.json( {
					sent: 1,
					message:
						'The invitation was sent again to friend@example.net.',
				} )
			)
		);
		renderWithProviders( <TeamTools /> );
		const form = await screen.findByRole( 'form', {
			name: 'Message your team',
		} );
		await userEvent.click(
			within( form ).getByRole( 'button', { name: 'Send to the team' } )
		);
		expect(
			within( form ).getByText( 'Please write a subject.' )
		).toBeInTheDocument();
		await userEvent.type(
			within( form ).getByRole( 'textbox', { name: /Subject/ } ),
			'Sunday run'
		);
		await userEvent.type(
			within( form ).getByRole( 'textbox', { name: /Message/ } ),
			'Meet at 9.'
		);
		await userEvent.click(
			within( form ).getByRole( 'button', { name: 'Send to the team' } )
		);
		expect(
			await screen.findByText( 'Your message was sent to 1 member.' )
		).toBeInTheDocument();
		expect( sent ).toEqual( {
			campaignId: 1,
			subject: 'Sunday run',
			message: 'Meet at 9.',
		} );
		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Send again to friend@example.net',
			} )
		);
		expect(
			await screen.findByText(
				'The invitation was sent again to friend@example.net.'
			)
		).toBeInTheDocument();
	} );

	it( 'invites new members from the dashboard and lists them as pending', async () => {
		let invited: unknown = null;
		let pending = dashboard().data.invitations;
		server.use(
			http.get( apiUrl( 'get-team-dashboard' ), () =>
				HttpResponse.json( dashboard( { invitations: pending } ) )
			),
			http.post(
				apiUrl( 'invite-team-members' ),
				async ( { request } ) => {
					invited = await request.json();
					pending = [
						...pending,
						{
							id: 10,
							email: 'new@example.org',
							sentAt: '2026-11-25T10:00:00+00:00',
							expiresAt: '2026-12-09T10:00:00+00:00',
						},
					];
					return HttpResponse.json( {
						sent: 1,
						throttled: 0,
						overLimit: 0,
						message: '1 invitation sent.',
					} );
				}
			)
		);
		const user = userEvent.setup();
		renderWithProviders( <TeamTools /> );
		const form = await screen.findByRole( 'form', {
			name: 'Invite new members',
		} );
		await user.click(
			within( form ).getByRole( 'button', { name: 'Send invitations' } )
		);
		expect(
			within( form ).getByText(
				'Please enter at least one e-mail address.'
			)
		).toBeInTheDocument();
		expect( invited ).toBeNull();
		await user.type(
			within( form ).getByLabelText( 'E-mail addresses' ),
			'new@example.org{Enter}'
		);
		await user.click(
			within( form ).getByRole( 'button', { name: 'Send invitations' } )
		);
		expect(
			await screen.findByText( '1 invitation sent.' )
		).toBeInTheDocument();
		expect( invited ).toEqual( {
			campaignId: expect.any( Number ),
			emails: 'new@example.org',
		} );
		expect(
			await screen.findByRole( 'button', {
				name: 'Send again to new@example.org',
			} )
		).toBeInTheDocument();
	} );
} );
