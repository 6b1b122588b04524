import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../../../tests/js/mocks/api-url';
import {
	buildAuth,
	buildCampaign,
	buildInitialData,
	buildPage,
	CAMPAIGN_URL,
} from '../../../../../tests/js/mocks/fixtures';
import { server } from '../../../../../tests/js/mocks/server';
import { LAZY } from '../../../../../tests/js/journeys';
import { renderCampaignApp } from '../../../../../tests/js/render';
import type { MyDonor } from '../api/get-my-donors';

const donor = ( id: number, overrides: Partial< MyDonor > = {} ): MyDonor => ( {
	id,
	donorName: 'Lucia Romero',
	isAnonymous: false,
	amount: 75,
	date: '2026-11-20T10:00:00+00:00',
	fundraiserName: 'Ada Lovelace',
	isThanked: false,
	canThank: true,
	optedOut: false,
	wantsUpdates: false,
	...overrides,
} );

const info = ( captainUserId = 0 ) =>
	http.get( apiUrl( 'get-fundraiser-info' ), () =>
		HttpResponse.json( {
			data: {
				fundraiser: {
					id: 4,
					fundraiser_name: 'Ada Lovelace',
					profile_image: '',
					amount_raised: 120,
					url: `${ CAMPAIGN_URL }fundraiser/4/`,
				},
				team:
					captainUserId > 0
						? {
								id: 3,
								name: 'The Runners',
								profile_image: '',
								members: 3,
								url: `${ CAMPAIGN_URL }team/3/`,
								captain_user_id: captainUserId,
							}
						: null,
			},
		} )
	);

const data = ( campaign = buildCampaign() ) =>
	buildInitialData( {
		campaign,
		auth: buildAuth( { user_id: 9, fundraiser_id: 4, is_logged_in: true } ),
	} );

const myDonorsRegion = () =>
	screen.findByRole( 'region', { name: 'My donors' }, LAZY );

describe( 'Fundraiser dashboard', () => {
	beforeEach( () => window.sessionStorage.clear() );

	it( 'shows progress, the share kit and the donors with their thank-you state', async () => {
		server.use(
			info(),
			http.get( apiUrl( 'get-my-donors' ), ( { request } ) => {
				const params = new URL( request.url ).searchParams;
				expect( params.get( 'scope' ) ).toBe( 'mine' );
				return HttpResponse.json(
					buildPage( [
						donor( 1 ),
						donor( 2, {
							donorName: 'Anonymous',
							isAnonymous: true,
							canThank: false,
						} ),
						donor( 3, {
							donorName: 'Amara Obi',
							isThanked: true,
							canThank: false,
						} ),
						donor( 4, {
							donorName: 'Noor Haddad',
							canThank: false,
							optedOut: true,
						} ),
					] )
				);
			} )
		);
		renderCampaignApp( { route: '/start-fundraising/', data: data() } );
		const progress = await screen.findByRole(
			'region',
			{ name: 'Your progress' },
			LAZY
		);
		expect(
			await within( progress ).findByRole( 'progressbar', {
				name: 'Your fundraising progress',
			} )
		).toBeInTheDocument();
		expect( within( progress ).queryByText( 'Days left' ) ).toBeNull();
		expect(
			await screen.findByRole( 'region', {
				name: 'Help me spread the word!',
			} )
		).toBeInTheDocument();
		const donors = await myDonorsRegion();
		expect(
			await within( donors ).findByRole( 'button', {
				name: 'Thank Lucia Romero',
			} )
		).toBeInTheDocument();
		expect(
			within( donors ).getByText( 'Did not allow contact' )
		).toBeInTheDocument();
		expect( within( donors ).getByText( 'Thanked' ) ).toBeInTheDocument();
		expect(
			within( donors ).getByText( 'Asked not to be e-mailed' )
		).toBeInTheDocument();
		expect(
			within( donors ).queryByRole( 'button', {
				name: 'Thank Noor Haddad',
			} )
		).toBeNull();
		expect(
			within( donors ).queryByRole( 'tab', { name: 'Team donations' } )
		).toBeNull();
	} );

	it( 'shows each donor’s words of support under their name, an anonymous donor’s too', async () => {
		server.use(
			info(),
			http.get( apiUrl( 'get-my-donors' ), () =>
				HttpResponse.json(
					buildPage( [
						donor( 1, { message: 'Proud of you!\nKeep going.' } ),
						donor( 2, {
							donorName: 'Anonymous',
							isAnonymous: true,
							canThank: false,
							message: 'From a quiet fan',
						} ),
						donor( 3, { donorName: 'Amara Obi', message: '' } ),
					] )
				)
			)
		);
		renderCampaignApp( { route: '/start-fundraising/', data: data() } );
		const donors = await myDonorsRegion();
		const quotes = await within( donors ).findAllByRole( 'blockquote' );
		expect( quotes.map( ( quote ) => quote.textContent ) ).toEqual( [
			'Proud of you!\nKeep going.',
			'From a quiet fan',
		] );
		expect( quotes[ 1 ]!.closest( 'li' )?.textContent ).toContain(
			'Anonymous'
		);
	} );

	it( 'shows a donor’s dedication under their name, an anonymous donor’s too', async () => {
		server.use(
			info(),
			http.get( apiUrl( 'get-my-donors' ), () =>
				HttpResponse.json(
					buildPage( [
						donor( 1, {
							donorName: 'Anonymous',
							isAnonymous: true,
							canThank: false,
							dedicationType: 'memory',
							dedicationName: 'Rose Miller',
						} ),
						donor( 2, { donorName: 'Amara Obi' } ),
					] )
				)
			)
		);
		renderCampaignApp( { route: '/start-fundraising/', data: data() } );
		const donors = await myDonorsRegion();
		const line = await within( donors ).findByText(
			'In memory of Rose Miller'
		);
		expect( line.closest( 'li' )?.textContent ).toContain( 'Anonymous' );
		expect( donors.querySelectorAll( '.p2p-dedication' ) ).toHaveLength(
			1
		);
	} );

	it( 'shows the days left from the campaign schedule, and the last day', async () => {
		server.use( info() );
		const { unmount } = renderCampaignApp( {
			route: '/start-fundraising/',
			data: data(
				buildCampaign( {
					end_date: '2026-06-30',
					schedule: {
						state: 'open',
						days_left: 3,
						days_to_start: null,
					},
				} )
			),
		} );
		const progress = await screen.findByRole(
			'region',
			{ name: 'Your progress' },
			LAZY
		);
		expect(
			await within( progress ).findByText( 'Days left' )
		).toBeInTheDocument();
		expect( within( progress ).getByText( '3 days' ) ).toBeInTheDocument();
		unmount();

		renderCampaignApp( {
			route: '/start-fundraising/',
			data: data(
				buildCampaign( {
					end_date: '2026-06-30',
					schedule: {
						state: 'open',
						days_left: 0,
						days_to_start: null,
					},
				} )
			),
		} );
		const lastDay = await screen.findByRole(
			'region',
			{ name: 'Your progress' },
			LAZY
		);
		expect(
			await within( lastDay ).findByText( 'Last day' )
		).toBeInTheDocument();
	} );

	it( 'shows no countdown for a campaign without an end date', async () => {
		server.use( info() );
		renderCampaignApp( {
			route: '/start-fundraising/',
			data: data( buildCampaign() ),
		} );
		const progress = await screen.findByRole(
			'region',
			{ name: 'Your progress' },
			LAZY
		);
		await within( progress ).findByText( 'Donations' );
		expect( within( progress ).queryByText( 'Days left' ) ).toBeNull();
	} );

	it( 'thanks a donor with the suggested text, then marks them thanked', async () => {
		let thanked = false;
		let body: Record< string, unknown > = {};
		server.use(
			info(),
			http.get( apiUrl( 'get-my-donors' ), () =>
				HttpResponse.json(
					buildPage( [
						donor( 1, { isThanked: thanked, canThank: ! thanked } ),
					] )
				)
			),
			http.post( apiUrl( 'thank-donor' ), async ( { request } ) => {
				body = ( await request.json() ) as Record< string, unknown >;
				thanked = true;
				return HttpResponse.json( {
					thanked: true,
					message: 'Your thank-you is on its way.',
				} );
			} )
		);
		renderCampaignApp( { route: '/start-fundraising/', data: data() } );
		const donors = await myDonorsRegion();
		await userEvent.click(
			await within( donors ).findByRole( 'button', {
				name: 'Thank Lucia Romero',
			} )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Thank Lucia Romero',
		} );
		const message = within( dialog ).getByRole( 'textbox', {
			name: /Your message/,
		} );
		expect( ( message as HTMLTextAreaElement ).value ).toMatch(
			/^Dear Lucia,\n\nThank you so much/
		);
		await userEvent.type( message, ' See you at the run!' );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Send thank-you' } )
		);
		expect(
			await within( donors ).findByText( 'Your thank-you is on its way.' )
		).toBeInTheDocument();
		expect( body.donation_id ).toBe( 1 );
		expect( body.campaignId ).toBe( 1 );
		expect( String( body.message ) ).toMatch( /See you at the run!$/ );
		expect( screen.queryByRole( 'dialog' ) ).toBeNull();
		expect(
			await within( donors ).findByText( 'Thanked' )
		).toBeInTheDocument();
	} );

	it( 'keeps the message and shows the server’s reason when sending fails', async () => {
		server.use(
			info(),
			http.get( apiUrl( 'get-my-donors' ), () =>
				HttpResponse.json( buildPage( [ donor( 1 ) ] ) )
			),
			http.post( apiUrl( 'thank-all-donors' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_rate_limited',
						message: 'Too many attempts. Try again in 12 minutes.',
						data: { status: 429 },
					},
					{ status: 429 }
				)
			)
		);
		renderCampaignApp( { route: '/start-fundraising/', data: data() } );
		const donors = await myDonorsRegion();
		await userEvent.click(
			await within( donors ).findByRole( 'button', {
				name: 'Thank all not yet thanked',
			} )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Thank all donors not yet thanked',
		} );
		const message = within( dialog ).getByRole( 'textbox', {
			name: /Your message/,
		} ) as HTMLTextAreaElement;
		expect( message.value ).toMatch( /^Dear \{donor_name\},/ );
		await userEvent.clear( message );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Send thank-you' } )
		);
		expect(
			within( dialog ).getByText( 'Please write a message.' )
		).toBeInTheDocument();
		await userEvent.type( message, 'Thanks a lot!' );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Send thank-you' } )
		);
		expect(
			await within( dialog ).findByRole( 'alert' )
		).toHaveTextContent( 'Too many attempts. Try again in 12 minutes.' );
		expect( message.value ).toBe( 'Thanks a lot!' );
	} );

	it( 'gives a captain the whole team’s donations in a second tab', async () => {
		const scopes: string[] = [];
		server.use(
			info( 9 ),
			http.get( apiUrl( 'get-my-donors' ), ( { request } ) => {
				const scope =
					new URL( request.url ).searchParams.get( 'scope' ) ?? '';
				scopes.push( scope );
				return HttpResponse.json(
					buildPage(
						scope === 'team'
							? [
									donor( 7, {
										donorName: 'Priya Nair',
										fundraiserName: '',
									} ),
								]
							: []
					)
				);
			} )
		);
		renderCampaignApp( { route: '/start-fundraising/', data: data() } );
		const donors = await myDonorsRegion();
		expect(
			await within( donors ).findByText(
				'No donations yet. Share your page to get the first one!'
			)
		).toBeInTheDocument();
		await userEvent.click(
			within( donors ).getByRole( 'tab', { name: 'Team donations' } )
		);
		expect(
			await within( donors ).findByText( /to the team/ )
		).toBeInTheDocument();
		await waitFor( () => expect( scopes ).toContain( 'team' ) );
	} );

	it( 'takes the captain-only parts away at once after a hand-over, without a reload', async () => {
		let captain = 9;
		server.use(
			http.get( apiUrl( 'get-fundraiser-info' ), () =>
				HttpResponse.json( {
					data: {
						fundraiser: {
							id: 4,
							fundraiser_name: 'Ada Lovelace',
							profile_image: '',
							amount_raised: 120,
							url: `${ CAMPAIGN_URL }fundraiser/4/`,
						},
						team: {
							id: 3,
							name: 'The Runners',
							profile_image: '',
							members: 2,
							url: `${ CAMPAIGN_URL }team/3/`,
							captain_user_id: captain,
						},
					},
				} )
			),
			http.get( apiUrl( 'get-team-dashboard' ), () =>
				captain === 9
					? HttpResponse.json( {
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
										name: 'Ada Lovelace',
										profile_image: '',
										amount_raised: 120,
										goal: 500,
										isCaptain: true,
									},
									{
										id: 5,
										name: 'Maya Patel',
										profile_image: '',
										amount_raised: 40,
										goal: 500,
										isCaptain: false,
									},
								],
								invitations: [],
							},
						} )
					: HttpResponse.json(
							{
								code: 'p2p_not_captain',
								message: 'Only the team captain can do this.',
								data: { status: 403 },
							},
							{ status: 403 }
						)
			),
			http.post( apiUrl( 'hand-over-captaincy' ), () => {
				captain = 12;
				return HttpResponse.json( {
					captainUserId: 12,
					message: 'Maya Patel is now the captain of your team.',
				} );
			} )
		);
		const user = userEvent.setup();
		renderCampaignApp( { route: '/start-fundraising/', data: data() } );
		const donors = await myDonorsRegion();
		expect(
			await within( donors ).findByRole( 'tab', {
				name: 'Team donations',
			} )
		).toBeInTheDocument();
		expect(
			await screen.findByRole( 'combobox', { name: 'Post on' } )
		).toBeInTheDocument();
		const tools = await screen.findByRole(
			'region',
			{ name: 'Manage your team' },
			LAZY
		);
		await user.click(
			await within( tools ).findByRole( 'button', {
				name: 'Make Maya Patel captain',
			} )
		);
		await user.click(
			within(
				screen.getByRole( 'dialog', { name: 'Hand over captaincy' } )
			).getByRole( 'button', { name: 'Make captain' } )
		);
		const notice = await screen.findByText(
			'Maya Patel is now the captain of your team.'
		);
		expect(
			within( donors ).queryByRole( 'tab', { name: 'Team donations' } )
		).toBeNull();
		expect(
			screen.queryByRole( 'combobox', { name: 'Post on' } )
		).toBeNull();
		expect(
			screen.queryByRole( 'region', { name: 'Manage your team' } )
		).toBeNull();
		await waitFor( () =>
			expect( notice.closest( '[tabindex="-1"]' ) ).toHaveFocus()
		);
	} );

	it( 'says so when the donors cannot be loaded', async () => {
		server.use(
			info(),
			http.get( apiUrl( 'get-my-donors' ), () =>
				HttpResponse.json(
					{ code: 'x', message: 'x' },
					{ status: 500 }
				)
			)
		);
		renderCampaignApp( { route: '/start-fundraising/', data: data() } );
		const donors = await myDonorsRegion();
		expect(
			await within( donors ).findByText(
				'Unable to load your donors.',
				{},
				{ timeout: 15000 }
			)
		).toBeInTheDocument();
	} );
} );
