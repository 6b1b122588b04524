import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../../../tests/js/mocks/api-url';
import {
	buildAuth,
	buildEntityStats,
	buildFundraiser,
	buildFundraiserPageData,
} from '../../../tests/js/mocks/fixtures';
import {
	expectNoRequests,
	recordRequests,
} from '../../../tests/js/mocks/request-log';
import { server } from '../../../tests/js/mocks/server';
import { LAZY } from '../../../tests/js/journeys';
import { renderCampaignApp } from '../../../tests/js/render';

const TITLE = 'Ada Lovelace fundraising in support of Run for Clean Water';
const region = ( name: string ) => screen.getByRole( 'region', { name } );

describe( 'Fundraiser page', () => {
	it( 'renders everything from the embedded fundraiser data without calling the API', async () => {
		const log = recordRequests();
		renderCampaignApp( {
			route: '/fundraiser/4/',
			data: buildFundraiserPageData(),
		} );

		// The file's first test loads the screen's lazy chunk.
		expect(
			await screen.findByRole(
				'heading',
				{ level: 1, name: TITLE },
				LAZY
			)
		).toBeInTheDocument();
		expect( document.title ).toBe(
			'Ada Lovelace – Run for Clean Water – Test Site'
		);
		// No picture: the placeholder with initials.
		expect(
			document.querySelector( '.p2p-fundraiser-header .p2p-avatar' )
		).toHaveTextContent( 'AL' );
		expect(
			screen.getByRole( 'link', { name: 'The Runners' } )
		).toHaveAttribute( 'href', '/campaigns/demo/team/3/' );
		expect( screen.getByText( 'Is this you?' ) ).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'Sign in' } )
		).toHaveAttribute( 'href', '/campaigns/demo/login/' );
		expect(
			screen.queryByRole( 'link', { name: 'Edit profile' } )
		).not.toBeInTheDocument();

		const stats = region( 'Fundraiser statistics' );
		expect( within( stats ).getByText( '$120' ) ).toBeVisible();
		expect(
			within( stats ).getByText( 'raised of $500 goal' )
		).toBeVisible();
		expect( within( stats ).getByText( '24%' ) ).toBeVisible();
		expect(
			within( stats ).getByRole( 'progressbar', {
				name: 'Fundraiser progress',
			} )
		).toHaveAttribute( 'aria-valuenow', '24' );
		const figure = ( label: string ) =>
			within( stats ).getByText( label ).nextElementSibling?.textContent;
		expect( figure( 'Avg. donation' ) ).toBe( '$40' );
		expect( figure( 'Donations' ) ).toBe( '3' );
		expect( figure( 'Donors' ) ).toBe( '2' );

		const spread = region( 'Help me spread the word!' );
		expect(
			within( spread ).getByRole( 'link', { name: /^Share on Facebook/ } )
		).toHaveAttribute(
			'href',
			expect.stringContaining(
				'u=http%3A%2F%2Flocalhost%2Fcampaigns%2Fdemo%2Ffundraiser%2F4%2F'
			)
		);
		expect(
			within( spread ).getByRole( 'link', { name: /^Share on Twitter/ } )
		).toHaveAttribute(
			'href',
			'https://twitter.com/intent/tweet?text=Support%20Ada%20Lovelace%20in%20fundraising%20for%20Run%20for%20Clean%20Water&url=http%3A%2F%2Flocalhost%2Fcampaigns%2Fdemo%2Ffundraiser%2F4%2F'
		);
		expect(
			within( spread ).getByRole( 'link', { name: 'Share by Email' } )
		).toHaveAttribute(
			'href',
			'mailto:?subject=Support%20Ada%20Lovelace%20in%20fundraising%20for%20Run%20for%20Clean%20Water&body=http%3A%2F%2Flocalhost%2Fcampaigns%2Fdemo%2Ffundraiser%2F4%2F'
		);

		const why = region( "Why I'm fundraising" );
		expect(
			within( why ).getByText( 'I run because water is life.' )
		).toBeVisible();
		expect( screen.getByText( 'Owen Hughes' ) ).toBeVisible();
		const support = region( 'Support this Fundraiser' );
		expect(
			within( support ).getByRole( 'link', { name: 'Donate Now' } )
		).toHaveAttribute( 'href', '/campaigns/demo/fundraiser/4/donate/' );

		await expectNoRequests( log );
	} );

	it( "shows 'Edit profile' to its owner, and no sign-in prompt", () => {
		renderCampaignApp( {
			route: '/fundraiser/4/',
			data: buildFundraiserPageData( {
				auth: buildAuth( {
					user_id: 7,
					fundraiser_id: 4,
					is_logged_in: true,
				} ),
			} ),
		} );
		expect(
			screen.getByRole( 'link', { name: 'Edit profile' } )
		).toHaveAttribute( 'href', '/campaigns/demo/fundraiser/4/update/' );
		expect( screen.queryByText( 'Is this you?' ) ).not.toBeInTheDocument();
	} );

	it( "hides 'Edit profile' from another signed-in user", () => {
		renderCampaignApp( {
			route: '/fundraiser/4/',
			data: buildFundraiserPageData( {
				auth: buildAuth( { user_id: 8, is_logged_in: true } ),
			} ),
		} );
		expect(
			screen.queryByRole( 'link', { name: 'Edit profile' } )
		).not.toBeInTheDocument();
	} );

	it( "leaves out 'Why I'm fundraising' without a story, and the team without one", () => {
		renderCampaignApp( {
			route: '/fundraiser/4/',
			data: buildFundraiserPageData( {
				fundraiser: buildFundraiser( {
					story: '',
					team_id: 0,
					team: '',
				} ),
			} ),
		} );
		expect(
			screen.queryByRole( 'region', { name: "Why I'm fundraising" } )
		).not.toBeInTheDocument();
		expect( screen.queryByText( 'Team:' ) ).not.toBeInTheDocument();
	} );

	it( 'shows no percentage while nothing is raised', () => {
		renderCampaignApp( {
			route: '/fundraiser/4/',
			data: buildFundraiserPageData( {
				fundraiserStats: buildEntityStats( {
					raisedAmount: 0,
					raisedPercentage: 0,
					averageAmount: 0,
					donationsCount: 0,
					donorsCount: 0,
				} ),
				donations: [],
			} ),
		} );
		const stats = region( 'Fundraiser statistics' );
		expect( within( stats ).queryByText( /%$/ ) ).not.toBeInTheDocument();
		expect( within( stats ).getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'0'
		);
		expect(
			screen.getByText( 'Be the first to support Ada Lovelace!' )
		).toBeVisible();
		expect(
			within( screen.getByRole( 'tabpanel' ) ).getByText(
				'Help Ada Lovelace reach their goal to support Run for Clean Water.'
			)
		).toBeVisible();
	} );

	it( 'shows a spinner while the top donors load, then the list', async () => {
		let release = () => {};
		server.use(
			http.get( apiUrl( 'get-fundraiser-top-donors' ), async () => {
				await new Promise< void >( ( resolve ) => {
					release = resolve;
				} );
				return HttpResponse.json( {
					data: [ { name: 'Owen Hughes', amount: 150 } ],
				} );
			} )
		);
		const user = userEvent.setup();
		renderCampaignApp( {
			route: '/fundraiser/4/',
			data: buildFundraiserPageData(),
		} );
		await user.click( screen.getByRole( 'tab', { name: 'Top Donors' } ) );
		const panel = screen.getByRole( 'tabpanel' );
		expect( within( panel ).getByRole( 'status' ) ).toHaveTextContent(
			'Loading…'
		);
		release();
		expect( await within( panel ).findByText( '$150' ) ).toBeVisible();
	} );

	it( "says 'Unable to load top donors.' in red when they fail", async () => {
		server.use(
			http.get( apiUrl( 'get-fundraiser-top-donors' ), () =>
				HttpResponse.json(
					{ code: 'p2p_error', message: 'Nope' },
					{ status: 400 }
				)
			)
		);
		const user = userEvent.setup();
		renderCampaignApp( {
			route: '/fundraiser/4/',
			data: buildFundraiserPageData(),
		} );
		await user.click( screen.getByRole( 'tab', { name: 'Top Donors' } ) );
		const message = await screen.findByRole( 'alert' );
		expect( message ).toHaveTextContent( 'Unable to load top donors.' );
		expect( message ).toHaveStyle( { color: '#c62828' } );

		server.resetHandlers();
		await user.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect( await screen.findByText( '$150' ) ).toBeVisible();
	} );

	it( 'loads a fundraiser reached from another page through the API', async () => {
		const log = recordRequests();
		renderCampaignApp( { route: '/fundraiser/4/' } );
		expect(
			await screen.findByRole( 'heading', { level: 1, name: TITLE } )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( [ ...new Set( log.paths() ) ].sort() ).toEqual( [
				'get-donations',
				'get-fundraiser',
				'get-fundraiser-stats',
				'get-updates',
			] )
		);
		log.stop();
	} );

	it( 'answers an unknown fundraiser with a clear not-found page', async () => {
		server.use(
			http.get( apiUrl( 'get-fundraiser' ), () =>
				HttpResponse.json(
					{
						code: 'p2p_fundraiser_not_found',
						message: 'Fundraiser not found.',
						data: { status: 404 },
					},
					{ status: 404 }
				)
			)
		);
		renderCampaignApp( { route: '/fundraiser/999/' } );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Fundraiser not found',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'View All Fundraisers' } )
		).toHaveAttribute( 'href', '/campaigns/demo/fundraiser-leaderboard/' );
		expect(
			screen.getByRole( 'link', { name: 'Back to the campaign' } )
		).toBeVisible();
	} );

	it( 'does not show a fundraiser of another campaign', async () => {
		server.use(
			http.get( apiUrl( 'get-fundraiser' ), () =>
				HttpResponse.json( {
					data: buildFundraiser( {
						fundraiser_name: 'Ana Silva',
						url: 'http://localhost/campaigns/draft-demo/fundraiser/30/',
					} ),
				} )
			)
		);
		renderCampaignApp( { route: '/fundraiser/30/' } );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Fundraiser not found',
			} )
		).toBeInTheDocument();
		expect( screen.queryByText( /Ana Silva/ ) ).not.toBeInTheDocument();
	} );

	it( 'shows names with quotes and markup as text', () => {
		renderCampaignApp( {
			route: '/fundraiser/4/',
			data: buildFundraiserPageData( {
				fundraiser: buildFundraiser( {
					fundraiser_name: '<b>"Bold"</b> & Co',
					story: '<script>alert(1)</script>',
				} ),
			} ),
		} );
		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: '<b>"Bold"</b> & Co fundraising in support of Run for Clean Water',
			} )
		).toBeInTheDocument();
		expect( screen.getByText( '<script>alert(1)</script>' ) ).toBeVisible();
		expect( document.querySelector( '.p2p-campaign b' ) ).toBeNull();
	} );
} );

describe( 'Fundraiser page at its chosen address', () => {
	it( 'shows the embedded fundraiser at the address the server resolved, with the cover banner, without calling the API', async () => {
		const log = recordRequests();
		const fundraiser = buildFundraiser( {
			page_address: 'ada-runs',
			cover_image: 'http://localhost/uploads/cover.jpg',
			url: 'http://localhost/campaigns/demo/ada-runs/',
		} );
		renderCampaignApp( {
			route: '/ada-runs/',
			data: buildFundraiserPageData( { fundraiser } ),
		} );

		expect(
			await screen.findByRole( 'heading', { level: 1, name: TITLE } )
		).toBeInTheDocument();
		const cover = document.querySelector( 'img.p2p-fundraiser-cover' );
		expect( cover ).toHaveAttribute(
			'src',
			'http://localhost/uploads/cover.jpg'
		);
		// Decoration: the heading right below names the page.
		expect( cover ).toHaveAttribute( 'alt', '' );
		expectNoRequests( log );
	} );

	it( 'has no banner without a cover photo', async () => {
		renderCampaignApp( {
			route: '/fundraiser/4/',
			data: buildFundraiserPageData(),
		} );
		expect(
			await screen.findByRole( 'heading', { level: 1, name: TITLE } )
		).toBeInTheDocument();
		expect(
			document.querySelector( '.p2p-fundraiser-cover' )
		).not.toBeInTheDocument();
	} );

	it( 'answers any other word below the campaign as no one’s page', async () => {
		renderCampaignApp( {
			route: '/someone-else/',
			data: buildFundraiserPageData( {
				fundraiser: buildFundraiser( { page_address: 'ada-runs' } ),
			} ),
		} );
		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Fundraiser not found',
			} )
		).toBeInTheDocument();
	} );
} );
