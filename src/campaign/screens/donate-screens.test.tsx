import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../tests/js/mocks/api-url';
import {
	buildAuth,
	buildCampaign,
	buildEntityStats,
	buildFundraiserPageData,
	buildInitialData,
	buildTeamPageData,
	CAMPAIGN_URL,
} from '../../../tests/js/mocks/fixtures';
import {
	expectNoRequests,
	recordRequests,
} from '../../../tests/js/mocks/request-log';
import { server } from '../../../tests/js/mocks/server';
import { renderCampaignApp } from '../../../tests/js/render';
import {
	FRAME_EXTRA_HEIGHT,
	FRAME_RESIZE_DEBOUNCE_MS,
} from '../features/donation-form/use-frame-height';

const frame = () => screen.getByTitle( 'Donation form' ) as HTMLIFrameElement;

/** Gives the frame's document a content height, as a loaded form would have. */
function setContentHeight( iframe: HTMLIFrameElement, height: number ) {
	const doc = iframe.contentDocument!;
	if ( ! doc.body ) {
		const html =
			doc.documentElement ??
			doc.appendChild( doc.createElement( 'html' ) );
		html.appendChild( doc.createElement( 'body' ) );
	}
	Object.defineProperty( doc.body, 'scrollHeight', {
		configurable: true,
		value: height,
	} );
}

describe( 'Campaign donate page', () => {
	it( 'shows the thank-you view in the frame when Stripe Checkout sends the donor back', async () => {
		renderCampaignApp( {
			route: '/donate/?p2p_donation=42&p2p_key=k3y',
		} );
		await screen.findByRole( 'heading', {
			level: 1,
			name: 'Make a Donation to Run for Clean Water',
		} );
		expect( frame() ).toHaveAttribute(
			'src',
			'http://localhost/p2p-donate/1/?donation=42&key=k3y'
		);
	} );

	it( 'gives the form back in the frame after a cancelled checkout', async () => {
		renderCampaignApp( { route: '/donate/?p2p_resume=42&p2p_key=k3y' } );
		await screen.findByRole( 'heading', { level: 1 } );
		expect( frame() ).toHaveAttribute(
			'src',
			'http://localhost/p2p-donate/1/?resume=42&key=k3y'
		);
	} );

	it( 'shows a spinner and hides the frame until the form has loaded', async () => {
		renderCampaignApp( { route: '/donate/' } );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Make a Donation to Run for Clean Water',
			} )
		).toBeInTheDocument();
		expect( frame() ).toHaveAttribute(
			'src',
			'http://localhost/p2p-donate/1/'
		);
		expect( frame() ).not.toBeVisible();
		expect(
			screen.getByText( 'Loading the donation form…' )
		).toBeInTheDocument();

		fireEvent.load( frame() );

		expect( frame() ).toBeVisible();
		expect(
			screen.queryByText( 'Loading the donation form…' )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Our Sponsors' } )
		).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'Back to the campaign' } )
		).toHaveAttribute(
			'href',
			expect.stringMatching( /^\/campaigns\/demo\/?$/ )
		);
	} );

	it( 'leaves out sponsors when they are not enabled', async () => {
		renderCampaignApp( {
			route: '/donate/',
			data: buildInitialData( {
				campaign: buildCampaign( { sponsors_enabled: 'disabled' } ),
			} ),
		} );
		await screen.findByRole( 'heading', { level: 1 } );
		expect(
			screen.queryByRole( 'heading', { name: 'Our Sponsors' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'Donation frame height', () => {
	let observed: Array< () => void > = [];

	beforeEach( () => {
		observed = [];
		window.ResizeObserver = class {
			constructor( private readonly callback: () => void ) {}
			observe() {
				observed.push( () => this.callback() );
			}
			unobserve() {}
			disconnect() {
				observed = [];
			}
		} as unknown as typeof ResizeObserver;
	} );

	afterEach( () => {
		jest.useRealTimers();
		delete ( window as { ResizeObserver?: unknown } ).ResizeObserver;
	} );

	it( 'follows the content height plus 50 px, 100 ms after it last changed', async () => {
		renderCampaignApp( { route: '/donate/' } );
		await screen.findByRole( 'heading', { level: 1 } );
		jest.useFakeTimers();

		setContentHeight( frame(), 640 );
		fireEvent.load( frame() );
		act( () => {
			jest.advanceTimersByTime( FRAME_RESIZE_DEBOUNCE_MS - 1 );
		} );
		expect( frame().style.height ).toBe( '' );
		act( () => {
			jest.advanceTimersByTime( 1 );
		} );
		expect( frame().style.height ).toBe(
			`${ 640 + FRAME_EXTRA_HEIGHT }px`
		);

		// The form grows (an error message): the frame follows, debounced.
		setContentHeight( frame(), 900 );
		act( () => observed.forEach( ( notify ) => notify() ) );
		act( () => {
			jest.advanceTimersByTime( 60 );
		} );
		setContentHeight( frame(), 910 );
		act( () => observed.forEach( ( notify ) => notify() ) );
		act( () => {
			jest.advanceTimersByTime( 60 );
		} );
		expect( frame().style.height ).toBe( '690px' );
		act( () => {
			jest.advanceTimersByTime( 40 );
		} );
		expect( frame().style.height ).toBe( '960px' );
	} );

	it( 'measures again when the frame loads a new page (the thank-you view)', async () => {
		renderCampaignApp( { route: '/donate/' } );
		await screen.findByRole( 'heading', { level: 1 } );
		jest.useFakeTimers();
		setContentHeight( frame(), 640 );
		fireEvent.load( frame() );
		act( () => {
			jest.advanceTimersByTime( 100 );
		} );

		setContentHeight( frame(), 300 );
		fireEvent.load( frame() );
		act( () => {
			jest.advanceTimersByTime( 100 );
		} );
		expect( frame().style.height ).toBe( '350px' );
	} );
} );

describe( 'Team donate page', () => {
	it( "is titled 'Make a Donation to {team name}' and embeds the team's form", async () => {
		const log = recordRequests();
		renderCampaignApp( {
			route: '/team/3/donate',
			data: buildTeamPageData(),
		} );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Make a Donation to The Runners',
			} )
		).toBeInTheDocument();
		expect( document.title ).toBe(
			'Make a Donation to The Runners – Run for Clean Water – Test Site'
		);
		expect( frame() ).toHaveAttribute(
			'src',
			'http://localhost/p2p-donate/1/?team_id=3'
		);
		expect(
			screen.getByRole( 'link', { name: 'Back to The Runners' } )
		).toHaveAttribute( 'href', '/campaigns/demo/team/3/' );
		expect(
			screen.getByRole( 'heading', { name: 'Our Sponsors' } )
		).toBeVisible();
		await expectNoRequests( log );
	} );

	it( 'refreshes the team figures after a donation in the frame', async () => {
		const user = userEvent.setup();
		renderCampaignApp( {
			route: '/team/3/donate',
			data: buildTeamPageData(),
		} );
		await screen.findByRole( 'heading', { level: 1 } );
		fireEvent.load( frame() );
		server.use(
			http.get( apiUrl( 'get-team-stats' ), () =>
				HttpResponse.json( {
					data: buildEntityStats( {
						raisedAmount: 822,
						donationsCount: 10,
					} ),
				} )
			)
		);

		// A message from elsewhere changes nothing.
		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					origin: 'https://attacker.example',
					data: { type: 'p2p-fundraising:donation' },
				} )
			);
		} );
		// The form's thank-you view reports the donation (same origin).
		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					origin: 'http://localhost',
					data: {
						type: 'p2p-fundraising:donation',
						donationId: 45,
						status: 'completed',
					},
				} )
			);
		} );

		const log = recordRequests();
		await user.click(
			screen.getByRole( 'link', { name: 'Back to The Runners' } )
		);
		expect( await screen.findByText( '$822' ) ).toBeVisible();
		await waitFor( () =>
			expect( log.paths() ).toEqual(
				expect.arrayContaining( [ 'get-team-stats', 'get-donations' ] )
			)
		);
		log.stop();
	} );

	it( 'keeps the embedded figures when no donation was made', async () => {
		const user = userEvent.setup();
		renderCampaignApp( {
			route: '/team/3/donate',
			data: buildTeamPageData(),
		} );
		await screen.findByRole( 'heading', { level: 1 } );
		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					origin: 'https://attacker.example',
					data: { type: 'p2p-fundraising:donation' },
				} )
			);
		} );
		const log = recordRequests();
		await user.click(
			screen.getByRole( 'link', { name: 'Back to The Runners' } )
		);
		expect( await screen.findByText( '$785' ) ).toBeVisible();
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 50 ) )
		);
		expect( log.paths() ).not.toContain( 'get-team-stats' );
		log.stop();
	} );

	it( 'answers an unknown team with the not-found page', async () => {
		server.use(
			http.get( apiUrl( 'get-team' ), () =>
				HttpResponse.json(
					{ code: 'p2p_team_not_found', message: 'Team not found.' },
					{ status: 404 }
				)
			)
		);
		renderCampaignApp( { route: '/team/999/donate' } );
		expect(
			await screen.findByRole( 'heading', { name: 'Team not found' } )
		).toBeInTheDocument();
		expect(
			screen.queryByTitle( 'Donation form' )
		).not.toBeInTheDocument();
	} );
} );

describe( 'Fundraiser donate page', () => {
	it( "embeds the fundraiser's form", async () => {
		renderCampaignApp( {
			route: '/fundraiser/4/donate/',
			data: buildFundraiserPageData(),
		} );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Make a Donation to Ada Lovelace',
			} )
		).toBeInTheDocument();
		expect( frame() ).toHaveAttribute(
			'src',
			'http://localhost/p2p-donate/1/?fundraiser_id=4'
		);
		expect(
			screen.getByRole( 'link', { name: 'Back to Ada Lovelace' } )
		).toHaveAttribute( 'href', '/campaigns/demo/fundraiser/4/' );
	} );

	it( 'answers an unknown fundraiser with the not-found page', async () => {
		server.use(
			http.get( apiUrl( 'get-fundraiser' ), () =>
				HttpResponse.json(
					{ code: 'p2p_not_found', message: 'Not found.' },
					{ status: 404 }
				)
			)
		);
		renderCampaignApp( { route: '/fundraiser/999/donate/' } );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Fundraiser not found',
			} )
		).toBeInTheDocument();
	} );
} );

describe( 'The thank-you after a gift', () => {
	const reportGift = () =>
		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					origin: 'http://localhost',
					data: {
						type: 'p2p-fundraising:donation',
						donationId: 45,
						status: 'completed',
					},
				} )
			);
		} );

	it( 'thanks, offers to share the page given to and to start a page of your own', async () => {
		renderCampaignApp( {
			route: '/fundraiser/4/donate/',
			data: buildFundraiserPageData(),
		} );
		expect(
			await screen.findByRole(
				'heading',
				{
					level: 1,
					name: 'Make a Donation to Ada Lovelace',
				},
				{ timeout: 10000 }
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'region', { name: 'Spread the word' } )
		).not.toBeInTheDocument();

		reportGift();

		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Thank you for supporting Ada Lovelace!',
			} )
		).toBeInTheDocument();
		expect( document.title ).toBe(
			'Thank you! – Run for Clean Water – Test Site'
		);
		const share = screen.getByRole( 'region', {
			name: 'Spread the word',
		} );
		expect(
			within( share ).getByRole( 'link', { name: /Facebook/ } )
		).toHaveAttribute(
			'href',
			`https://www.facebook.com/sharer/sharer.php?u=${ encodeURIComponent(
				`${ CAMPAIGN_URL }fundraiser/4/`
			) }`
		);
		expect(
			within( share ).getByRole( 'link', { name: /Twitter|X/ } )
		).toHaveAttribute(
			'href',
			expect.stringContaining(
				encodeURIComponent(
					'I just donated to Ada Lovelace. Will you join me?'
				)
			)
		);
		expect(
			screen.getByRole( 'link', {
				name: 'Start your own fundraising page',
			} )
		).toHaveAttribute( 'href', '/campaigns/demo/register/' );
		// The frame stays: it holds the receipt.
		expect( frame() ).toBeInTheDocument();
	}, 20000 );

	it( 'offers no new page to a donor who already fundraises', async () => {
		renderCampaignApp( {
			route: '/donate/',
			data: buildInitialData( {
				auth: buildAuth( {
					user_id: 9,
					fundraiser_id: 4,
					is_logged_in: true,
				} ),
			} ),
		} );
		await screen.findByRole( 'heading', { level: 1 }, { timeout: 10000 } );
		reportGift();
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Thank you for supporting Run for Clean Water!',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'region', { name: 'Spread the word' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'link', {
				name: 'Start your own fundraising page',
			} )
		).not.toBeInTheDocument();
	}, 20000 );
} );
