import { screen, waitFor } from '@testing-library/react';
import { buildAuth, buildInitialData } from '../../../tests/js/mocks/fixtures';
import { renderCampaignApp } from '../../../tests/js/render';
import { screens } from './screens';

const BASE = '/campaigns/demo';
const HOME_HEADING = 'Run for Clean Water';

const AUTHS = {
	visitor: buildAuth(),
	'logged-in user without fundraiser': buildAuth( {
		user_id: 5,
		is_logged_in: true,
	} ),
	fundraiser: buildAuth( {
		user_id: 5,
		fundraiser_id: 9,
		is_logged_in: true,
	} ),
};
type Who = keyof typeof AUTHS;

interface Landing {
	path: string;
	heading: string;
}

const HOME: Landing = { path: '/', heading: HOME_HEADING };
const at = ( path: string, heading: string ): Landing => ( { path, heading } );
const REGISTER = at( '/register/', 'Start Fundraising' );
const REGISTER_CAPTAIN = at( '/register/captain/', 'Create a Team' );
const START_FUNDRAISING = at(
	'/start-fundraising/',
	"You're ready to start fundraising!"
);
const LOGIN = at( '/login/', 'Sign in' );

/**
 * Every route (as its pattern in routes.tsx), a URL for it, and where each visitor lands (spec §2).
 * A visitor bounced to /start-fundraising/ without a fundraiser goes on to the home page.
 */
const ROUTES: Array< {
	pattern: string;
	url: string;
	heading: string;
	lands?: Partial< Record< Who, Landing > >;
} > = [
	// Open routes.
	{
		pattern: '/team-leaderboard/',
		url: '/team-leaderboard/',
		heading: 'Run for Clean Water Team Leaderboard',
	},
	{
		pattern: '/fundraiser-leaderboard/',
		url: '/fundraiser-leaderboard/',
		heading: 'Run for Clean Water Fundraiser Leaderboard',
	},
	{
		pattern: '/donate/',
		url: '/donate/',
		heading: 'Make a Donation to Run for Clean Water',
	},
	{ pattern: '/team/:teamId/', url: '/team/3/', heading: 'The Runners' },
	{
		pattern: '/team/:teamId/donate',
		url: '/team/3/donate',
		heading: 'Make a Donation to The Runners',
	},
	{
		pattern: '/team/:teamId/join/',
		url: '/team/3/join/',
		heading: 'Join The Runners',
	},
	{
		pattern: '/fundraiser/:fundraiserId/',
		url: '/fundraiser/4/',
		heading: 'Ada Lovelace fundraising in support of Run for Clean Water',
	},
	{
		pattern: '/fundraiser/:fundraiserId/donate/',
		url: '/fundraiser/4/donate/',
		heading: 'Make a Donation to Ada Lovelace',
	},
	// Registration-only routes: a fundraiser is sent to /start-fundraising/.
	{
		pattern: '/register/',
		url: '/register/',
		heading: 'Start Fundraising',
		lands: { fundraiser: START_FUNDRAISING },
	},
	{
		pattern: '/register/teams/',
		url: '/register/teams/',
		heading: 'Join a team',
		lands: { fundraiser: START_FUNDRAISING },
	},
	{
		pattern: '/register/captain/',
		url: '/register/captain/',
		heading: 'Create a Team',
		lands: { fundraiser: START_FUNDRAISING },
	},
	{
		pattern: '/register/individual/',
		url: '/register/individual/',
		heading: 'Register',
		lands: { fundraiser: START_FUNDRAISING },
	},
	// Last year's invitation (issue 28): open to all; the screen itself asks a visitor to sign in.
	{
		pattern: '/return/',
		url: '/return/',
		heading: 'Join Again',
	},
	// Logged-in only routes.
	{
		pattern: '/register/create-profile/',
		url: '/register/create-profile/',
		heading: 'Create Profile',
		// Registration creates the fundraiser: the profile step needs one (decision 0004).
		lands: {
			visitor: REGISTER,
			'logged-in user without fundraiser': REGISTER,
		},
	},
	{
		pattern: '/start-fundraising/',
		url: '/start-fundraising/',
		heading: "You're ready to start fundraising!",
		lands: { visitor: HOME, 'logged-in user without fundraiser': HOME },
	},
	{
		pattern: '/create-team/',
		url: '/create-team/',
		heading: 'Create a Team',
		lands: { visitor: REGISTER_CAPTAIN },
	},
	{
		pattern: '/team/:teamId/update',
		url: '/team/3/update',
		heading: 'Edit team',
		lands: { visitor: LOGIN },
	},
	{
		pattern: '/fundraiser/:fundraiserId/update/',
		url: '/fundraiser/4/update/',
		heading: 'Edit profile',
		lands: { visitor: HOME, 'logged-in user without fundraiser': HOME },
	},
	// A fundraiser's chosen address (decision 0090): no one's without the embedded fundraiser.
	{
		pattern: '/:pageAddress/',
		url: '/ada-runs/',
		heading: 'Fundraiser not found',
	},
	{
		pattern: '/select-team/',
		url: '/select-team/',
		heading: 'Join a team',
		lands: { visitor: HOME, 'logged-in user without fundraiser': HOME },
	},
	// Logged-out only routes: a logged-in visitor is sent to /start-fundraising/.
	{
		pattern: '/login/',
		url: '/login/',
		heading: 'Sign in',
		lands: {
			'logged-in user without fundraiser': HOME,
			fundraiser: START_FUNDRAISING,
		},
	},
	{
		pattern: '/lost-password/',
		url: '/lost-password/',
		heading: 'Lost your password?',
		lands: {
			'logged-in user without fundraiser': HOME,
			fundraiser: START_FUNDRAISING,
		},
	},
	{
		pattern: '/lost-password/sent',
		url: '/lost-password/sent',
		heading: 'Check your e-mail',
		lands: {
			'logged-in user without fundraiser': HOME,
			fundraiser: START_FUNDRAISING,
		},
	},
];

const CASES = ROUTES.flatMap( ( route ) =>
	( Object.keys( AUTHS ) as Who[] ).map( ( who ) => {
		const landing = route.lands?.[ who ] ?? at( route.url, route.heading );
		return [ route.url, who, landing.path, landing.heading ] as const;
	} )
);

/** The campaign home is the base URL itself (React Router drops the trailing slash). */
const expectPath = ( path: string ) => {
	if ( path === '/' ) {
		expect( window.location.pathname ).toMatch( /^\/campaigns\/demo\/?$/ );
	} else {
		expect( window.location.pathname ).toBe( `${ BASE }${ path }` );
	}
};

describe( 'campaign routes', () => {
	it( 'covers every route of the route table', () => {
		expect( ROUTES.map( ( route ) => route.pattern ).sort() ).toEqual(
			screens.map( ( route ) => route.path ).sort()
		);
	} );

	it.each( CASES )(
		'%s for a %s lands on %s (%s)',
		async ( url, who, path, heading ) => {
			renderCampaignApp( {
				route: url,
				data: buildInitialData( { auth: AUTHS[ who ] } ),
			} );

			expect(
				await screen.findByRole( 'heading', {
					level: 1,
					name: heading,
				} )
			).toBeInTheDocument();
			expectPath( path );
			// Exactly one page is shown.
			expect(
				screen.getAllByRole( 'heading', { level: 1 } )
			).toHaveLength( 1 );
		}
	);

	it( 'shows the home page at the base URL', () => {
		renderCampaignApp();
		expect(
			screen.getByRole( 'heading', { level: 1, name: HOME_HEADING } )
		).toBeInTheDocument();
		expect( window.location.pathname ).toBe( `${ BASE }/` );
	} );

	it( 'answers an unknown path with "Page not found" and a way back', async () => {
		renderCampaignApp( { route: '/no/such/page/' } );

		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Page not found',
			} )
		).toBeInTheDocument();
		expect( window.location.pathname ).toBe( `${ BASE }/no/such/page/` );
		expect( document.title ).toBe(
			'Page not found – Run for Clean Water – Test Site'
		);
		expect(
			screen.getByRole( 'link', { name: 'Back to the campaign' } )
		).toHaveAttribute(
			'href',
			expect.stringMatching( /^\/campaigns\/demo\/?$/ )
		);
	} );

	it( 'treats ids that are not part of a route as unknown', async () => {
		renderCampaignApp( { route: '/team/3/members/' } );
		expect(
			await screen.findByRole( 'heading', { name: 'Page not found' } )
		).toBeInTheDocument();
	} );

	it.each( [
		[
			'/team-leaderboard/',
			'Team Leaderboard – Run for Clean Water – Test Site',
		],
		[
			'/fundraiser-leaderboard/',
			'Fundraiser Leaderboard – Run for Clean Water – Test Site',
		],
		[ '/donate/', 'Make a Donation – Run for Clean Water – Test Site' ],
		[ '/register/', 'Start Fundraising – Run for Clean Water – Test Site' ],
		[ '/login/', 'Sign in – Run for Clean Water – Test Site' ],
		[ '/', 'Run for Clean Water – Test Site' ],
	] )( 'titles the document of %s "%s"', async ( route, title ) => {
		renderCampaignApp( { route } );
		await waitFor( () => expect( document.title ).toBe( title ) );
	} );
} );
