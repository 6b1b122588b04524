import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../tests/js/mocks/api-url';
import {
	buildAuth,
	buildCampaign,
	buildInitialData,
	buildTeam,
	buildTeamPageData,
} from '../../../tests/js/mocks/fixtures';
import {
	expectNoRequests,
	recordRequests,
} from '../../../tests/js/mocks/request-log';
import { server } from '../../../tests/js/mocks/server';
import { LAZY } from '../../../tests/js/journeys';
import { renderCampaignApp } from '../../../tests/js/render';

const region = ( name: string ) => screen.getByRole( 'region', { name } );

describe( 'Team page', () => {
	it( 'announces once what the last save said about held-back invitations', async () => {
		window.sessionStorage.setItem(
			'p2p-fundraising:invitations:3',
			'1 invitation sent. 1 address was not e-mailed.'
		);
		renderCampaignApp( { route: '/team/3/', data: buildTeamPageData() } );
		const notice = await screen.findByText(
			'1 invitation sent. 1 address was not e-mailed.',
			{},
			LAZY
		);
		expect( notice ).toHaveAttribute( 'role', 'status' );
		expect(
			window.sessionStorage.getItem( 'p2p-fundraising:invitations:3' )
		).toBeNull();
	} );

	it( 'renders everything from the embedded team data without calling the API', async () => {
		const log = recordRequests();
		renderCampaignApp( { route: '/team/3/', data: buildTeamPageData() } );

		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'The Runners',
			} )
		).toBeInTheDocument();
		expect( document.title ).toBe(
			'The Runners – Run for Clean Water – Test Site'
		);
		expect( screen.getByText( 'Captain: Carla Mendes' ) ).toBeVisible();
		expect(
			document.querySelector( '.p2p-team-header img' )
		).toHaveAttribute( 'src', 'http://localhost/team-3.png' );
		expect(
			screen.getByRole( 'link', { name: 'Join Team' } )
		).toHaveAttribute( 'href', '/campaigns/demo/team/3/join/' );
		expect(
			screen.queryByRole( 'link', { name: 'Edit team' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByText( 'Closed, invite only' )
		).not.toBeInTheDocument();

		// Stats: raised of goal, percentage, progress announced with its value, figures.
		const stats = region( 'Team statistics' );
		expect( within( stats ).getByText( '$785' ) ).toBeVisible();
		expect(
			within( stats ).getByText( 'raised of $2,500 goal' )
		).toBeVisible();
		expect( within( stats ).getByText( '31.4%' ) ).toBeVisible();
		const progress = within( stats ).getByRole( 'progressbar', {
			name: 'Team progress',
		} );
		expect( progress ).toHaveAttribute( 'aria-valuenow', '31' );
		expect( progress ).toHaveAttribute(
			'aria-valuetext',
			'$785 raised of $2,500 goal'
		);
		const figure = ( label: string ) =>
			within( stats ).getByText( label ).nextElementSibling?.textContent;
		expect( figure( 'Avg. donation' ) ).toBe( '$87.22' );
		expect( figure( 'Donations' ) ).toBe( '9' );
		expect( figure( 'Donors' ) ).toBe( '7' );
		expect( figure( 'Members' ) ).toBe( '3' );

		// Story with Read More.
		const story = region( 'Our Story' );
		expect(
			within( story ).getByText( 'We run on Sundays.' )
		).toBeVisible();
		expect(
			within( story ).queryByText( 'And we never stop.' )
		).not.toBeInTheDocument();

		// Donations tabs, members, support card, sponsors.
		expect(
			screen.getByRole( 'tab', { name: 'Recent Donations' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect( screen.getByText( 'Helen Carter' ) ).toBeVisible();
		const members = region( 'Team Members' );
		expect(
			within( members ).getByRole( 'link', {
				name: 'View Page: Ada Lovelace',
			} )
		).toHaveAttribute( 'href', '/campaigns/demo/fundraiser/4/' );
		expect(
			within( members ).getByRole( 'link', {
				name: 'View Page: Grace Hopper',
			} )
		).toHaveAttribute( 'href', '/campaigns/demo/fundraiser/5/' );
		const support = region( 'Support this team' );
		expect(
			within( support ).getByText(
				'Help The Runners reach their goal to support Run for Clean Water.'
			)
		).toBeVisible();
		expect(
			within( support ).getByRole( 'link', { name: 'Donate Now' } )
		).toHaveAttribute( 'href', '/campaigns/demo/team/3/donate' );
		expect(
			screen.getByRole( 'heading', { name: 'Our Sponsors' } )
		).toBeVisible();

		// Share kit.
		const share = region( 'Share this team' );
		expect(
			within( share ).getByRole( 'link', { name: /^Share on Facebook/ } )
		).toHaveAttribute(
			'href',
			'https://www.facebook.com/sharer/sharer.php?u=http%3A%2F%2Flocalhost%2Fcampaigns%2Fdemo%2Fteam%2F3%2F'
		);
		expect(
			within( share ).getByRole( 'link', { name: 'Share by Email' } )
		).toHaveAttribute(
			'href',
			'mailto:?subject=Support%20The%20Runners%20in%20fundraising%20for%20Run%20for%20Clean%20Water&body=http%3A%2F%2Flocalhost%2Fcampaigns%2Fdemo%2Fteam%2F3%2F'
		);

		await expectNoRequests( log );
	} );

	it( 'expands the story with Read More', async () => {
		const user = userEvent.setup();
		renderCampaignApp( { route: '/team/3/', data: buildTeamPageData() } );
		const story = region( 'Our Story' );
		await user.click(
			within( story ).getByRole( 'button', { name: 'Read More' } )
		);
		expect(
			within( story ).getByText( 'And we never stop.' )
		).toHaveFocus();
	} );

	it( "shows 'Edit team' to the captain only", () => {
		renderCampaignApp( {
			route: '/team/3/',
			data: buildTeamPageData( {
				auth: buildAuth( {
					user_id: 5,
					fundraiser_id: 9,
					is_logged_in: true,
				} ),
			} ),
		} );
		expect(
			screen.getByRole( 'link', { name: 'Edit team' } )
		).toHaveAttribute( 'href', '/campaigns/demo/team/3/update' );
	} );

	it( "offers 'Join Team' to everyone but the team's own members", async () => {
		const log = recordRequests();
		const asFundraiser = ( fundraiserId: number, userId: number ) =>
			buildTeamPageData( {
				auth: buildAuth( {
					user_id: userId,
					fundraiser_id: fundraiserId,
					is_logged_in: true,
				} ),
			} );
		// A member (Grace Hopper, fundraiser 5), read from the embedded members.
		const member = renderCampaignApp( {
			route: '/team/3/',
			data: asFundraiser( 5, 50 ),
		} );
		expect(
			screen.getByRole( 'heading', { level: 1, name: 'The Runners' } )
		).toBeVisible();
		expect(
			screen.queryByRole( 'link', { name: 'Join Team' } )
		).not.toBeInTheDocument();
		member.unmount();

		// The captain.
		const captain = renderCampaignApp( {
			route: '/team/3/',
			data: asFundraiser( 9, 5 ),
		} );
		expect(
			screen.queryByRole( 'link', { name: 'Join Team' } )
		).not.toBeInTheDocument();
		captain.unmount();

		// A fundraiser of another team.
		renderCampaignApp( {
			route: '/team/3/',
			data: asFundraiser( 77, 70 ),
		} );
		expect(
			screen.getByRole( 'link', { name: 'Join Team' } )
		).toHaveAttribute( 'href', '/campaigns/demo/team/3/join/' );
		await expectNoRequests( log );
	} );

	it( 'labels a private team closed, invite only, without Join Team', () => {
		renderCampaignApp( {
			route: '/team/3/',
			data: buildTeamPageData( {
				team: buildTeam( { access: 'private' } ),
			} ),
		} );
		expect( screen.getByText( 'Closed, invite only' ) ).toBeVisible();
		expect(
			screen.queryByRole( 'link', { name: 'Join Team' } )
		).not.toBeInTheDocument();
	} );

	it( 'hides the story section when the team has none', () => {
		renderCampaignApp( {
			route: '/team/3/',
			data: buildTeamPageData( { team: buildTeam( { story: '  ' } ) } ),
		} );
		expect(
			screen.queryByRole( 'region', { name: 'Our Story' } )
		).not.toBeInTheDocument();
	} );

	it( 'loads the top donors when their tab opens', async () => {
		const user = userEvent.setup();
		renderCampaignApp( { route: '/team/3/', data: buildTeamPageData() } );
		const log = recordRequests();
		await user.click( screen.getByRole( 'tab', { name: 'Top Donors' } ) );
		const panel = screen.getByRole( 'tabpanel' );
		expect(
			await within( panel ).findByText( 'Priya Nair' )
		).toBeVisible();
		expect( within( panel ).getByText( '$250' ) ).toBeVisible();
		expect( log.requests.map( ( request ) => request.url ) ).toEqual( [
			expect.stringContaining( 'get-team-top-donors?team_id=3' ),
		] );
		log.stop();
	} );

	it( 'says when the top donors fail, with the same words as the fundraiser page, and retries', async () => {
		server.use(
			http.get( apiUrl( 'get-team-top-donors' ), () =>
				HttpResponse.json(
					{ code: 'p2p_error', message: 'Nope' },
					{ status: 400 }
				)
			)
		);
		const user = userEvent.setup();
		renderCampaignApp( { route: '/team/3/', data: buildTeamPageData() } );
		await user.click( screen.getByRole( 'tab', { name: 'Top Donors' } ) );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Unable to load top donors.'
		);
		server.resetHandlers();
		await user.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect( await screen.findByText( 'Priya Nair' ) ).toBeVisible();
	} );

	it( 'invites the first donation when there is none', () => {
		renderCampaignApp( {
			route: '/team/3/',
			data: buildTeamPageData( { donations: [] } ),
		} );
		expect(
			screen.getByText( 'Be the first to support The Runners!' )
		).toBeVisible();
		expect(
			within( screen.getByRole( 'tabpanel' ) ).getByText(
				'Help The Runners reach their goal to support Run for Clean Water.'
			)
		).toBeVisible();
	} );

	it( 'loads a team reached from another page through the API', async () => {
		let release = () => {};
		server.use(
			http.get( apiUrl( 'get-team' ), async () => {
				await new Promise< void >( ( resolve ) => {
					release = resolve;
				} );
				return HttpResponse.json( { data: buildTeam( { id: 8 } ) } );
			} )
		);
		const log = recordRequests();
		renderCampaignApp( { route: '/team/8/' } );

		// The team's request runs: a spinner, no heading yet.
		await waitFor( () => expect( log.paths() ).toContain( 'get-team' ) );
		expect( document.querySelector( '.p2p-spinner' ) ).toHaveTextContent(
			'Loading…'
		);
		expect( screen.queryByRole( 'heading', { level: 1 } ) ).toBeNull();
		release();
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'The Runners',
			} )
		).toBeInTheDocument();
		expect(
			await screen.findByRole( 'link', {
				name: 'View Page: Ada Lovelace',
			} )
		).toBeVisible();
		await waitFor( () =>
			expect( [ ...new Set( log.paths() ) ].sort() ).toEqual( [
				'get-donations',
				'get-team',
				'get-team-fundraisers-all',
				'get-team-stats',
				'get-updates',
			] )
		);
		const donations = log.requests.find( ( request ) =>
			request.url.includes( 'get-donations' )
		);
		expect( new URL( donations!.url ).searchParams.get( 'team_id' ) ).toBe(
			'8'
		);
		log.stop();
	} );

	it( 'answers an unknown team with a clear not-found page', async () => {
		server.use(
			http.get( apiUrl( 'get-team' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_team_not_found',
						message: 'Team not found.',
						data: { status: 404 },
					},
					{ status: 404 }
				)
			)
		);
		renderCampaignApp( { route: '/team/999/' } );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Team not found',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'This team does not exist or is not part of this campaign.'
			)
		).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'View All Teams' } )
		).toHaveAttribute( 'href', '/campaigns/demo/team-leaderboard/' );
		expect( document.title ).toBe(
			'Team not found – Run for Clean Water – Test Site'
		);
	} );

	it( 'does not show a team of another campaign', async () => {
		server.use(
			http.get( apiUrl( 'get-team' ), () =>
				HttpResponse.json( {
					data: buildTeam( {
						id: 13,
						name: 'Early Birds',
						url: 'http://localhost/campaigns/draft-demo/team/13/',
					} ),
				} )
			)
		);
		renderCampaignApp( { route: '/team/13/' } );
		expect(
			await screen.findByRole( 'heading', { name: 'Team not found' } )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Early Birds' ) ).not.toBeInTheDocument();
	} );

	it( 'answers an id that is not a number without asking the API', async () => {
		const log = recordRequests();
		renderCampaignApp( { route: '/team/abc/' } );
		expect(
			await screen.findByRole( 'heading', { name: 'Team not found' } )
		).toBeInTheDocument();
		await expectNoRequests( log );
	} );

	it( 'says when the team cannot be loaded, and retries', async () => {
		server.use(
			http.get( apiUrl( 'get-team' ), () =>
				HttpResponse.json(
					{ code: 'p2p_error', message: 'Bad' },
					{ status: 400 }
				)
			)
		);
		const user = userEvent.setup();
		renderCampaignApp( { route: '/team/3/' } );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Something went wrong while loading this team.'
		);
		server.resetHandlers();
		await user.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			await screen.findByRole( 'heading', { name: 'The Runners' } )
		).toBeInTheDocument();
	} );

	it( 'shows sponsors only when they are enabled', () => {
		renderCampaignApp( {
			route: '/team/3/',
			data: buildTeamPageData( {
				campaign: buildCampaign( { sponsors_enabled: 'disabled' } ),
			} ),
		} );
		expect(
			screen.queryByRole( 'heading', { name: 'Our Sponsors' } )
		).not.toBeInTheDocument();
	} );

	it.each( [
		[ 'nofollow', { rel: 'nofollow', target: null } ],
		[ 'external', { rel: 'noopener noreferrer', target: '_blank' } ],
	] )(
		'links sponsors as sponsor_linking %s says',
		( linking, { rel, target } ) => {
			renderCampaignApp( {
				route: '/team/3/',
				data: buildTeamPageData( {
					campaign: buildCampaign( { sponsor_linking: linking } ),
				} ),
			} );
			const link = screen.getByRole( 'link', { name: /Sponsor 1/ } );
			expect( link ).toHaveAttribute( 'rel', rel );
			expect( link.getAttribute( 'target' ) ).toBe( target );
			expect(
				screen.getByRole( 'link', { name: 'become a sponsor' } )
			).toHaveAttribute( 'href', 'http://localhost/become-a-sponsor/' );
		}
	);

	it( 'shows sponsors without links when sponsor_linking is disabled', () => {
		renderCampaignApp( {
			route: '/team/3/',
			data: buildTeamPageData( {
				campaign: buildCampaign( { sponsor_linking: 'disabled' } ),
			} ),
		} );
		expect( screen.getByText( 'Sponsor 1' ) ).toBeVisible();
		expect(
			screen.queryByRole( 'link', { name: /Sponsor 1/ } )
		).not.toBeInTheDocument();
	} );

	it( 'moves to a member’s page in the app and focuses its heading', async () => {
		const user = userEvent.setup();
		renderCampaignApp( { route: '/team/3/', data: buildTeamPageData() } );
		await user.click(
			screen.getByRole( 'link', { name: 'View Page: Ada Lovelace' } )
		);
		const heading = await screen.findByRole( 'heading', {
			level: 1,
			name: 'Ada Lovelace fundraising in support of Run for Clean Water',
		} );
		await waitFor( () => expect( heading ).toHaveFocus() );
		expect( window.location.pathname ).toBe(
			'/campaigns/demo/fundraiser/4/'
		);
	} );

	it( 'reaches every control from the keyboard', async () => {
		const user = userEvent.setup();
		const { container } = renderCampaignApp( {
			route: '/team/3/',
			data: buildTeamPageData(),
		} );
		const reached: string[] = [];
		for ( let step = 0; step < 40; step++ ) {
			await user.tab();
			const active = container.ownerDocument.activeElement as HTMLElement;
			reached.push(
				active.getAttribute( 'aria-label' ) ??
					active.textContent?.trim() ??
					''
			);
		}
		for ( const name of [
			'Join Team',
			'Read More',
			'Recent Donations',
			'View Page: Ada Lovelace',
			'Donate Now',
			'Copy link',
			'QR code',
		] ) {
			expect( reached.some( ( label ) => label.includes( name ) ) ).toBe(
				true
			);
		}
	} );
} );

describe( 'Team page without embedded members or stats', () => {
	it( 'fetches what the page did not embed', async () => {
		const log = recordRequests();
		renderCampaignApp( {
			route: '/team/3/',
			data: buildInitialData( { team: buildTeam() } ),
		} );
		expect(
			await screen.findByRole( 'progressbar', { name: 'Team progress' } )
		).toBeVisible();
		await waitFor( () =>
			expect( log.paths().sort() ).toEqual( [
				'get-team-fundraisers-all',
				'get-team-stats',
				'get-updates',
			] )
		);
		log.stop();
	} );
} );
