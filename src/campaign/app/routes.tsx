/**
 * The route table (spec §2): every path with its guard and a lazily loaded screen, so each
 * route's code downloads only when it is visited. The home screen ships in the entry bundle
 * because almost every visit starts there.
 *
 * A plain <Routes> tree, not a data router: the app loads data with SWR, and the data router
 * would add about 10 KB gzipped to every page for loaders it would not use.
 */
import { __ } from '@wordpress/i18n';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../../shared/ui/spinner';
import { CampaignHomeScreen } from '../screens/campaign-home-screen';
import { CampaignLayout } from './campaign-layout';
import { Guard } from './guard';
import type { GuardEntry } from './guard-rules';
import { paths } from './paths';

type Rules = readonly GuardEntry[];

interface ScreenDefinition {
	path: string;
	rules?: Rules;
	Screen: ComponentType;
}

/** Screens that later work replaces with their feature; they already carry their guards. */
const upcoming = ( title: string ) =>
	lazy( () =>
		import(
			/* webpackChunkName: "screen-upcoming" */ './upcoming-screen'
		).then( ( module ) => ( {
			default: () => <module.UpcomingScreen title={ title } />,
		} ) )
	);

const REGISTRATION_ONLY: Rules = [ 'hasNoFundraiser' ];

export const screens: ScreenDefinition[] = [
	{
		path: paths.teamLeaderboard,
		Screen: upcoming( __( 'Team Leaderboard', 'p2p-fundraising' ) ),
	},
	{
		path: paths.fundraiserLeaderboard,
		Screen: upcoming( __( 'Fundraiser Leaderboard', 'p2p-fundraising' ) ),
	},
	{
		path: paths.donate,
		Screen: upcoming( __( 'Make a Donation', 'p2p-fundraising' ) ),
	},
	{ path: paths.team, Screen: upcoming( __( 'Team', 'p2p-fundraising' ) ) },
	{
		path: paths.teamDonate,
		Screen: upcoming( __( 'Make a Donation', 'p2p-fundraising' ) ),
	},
	{
		path: paths.teamJoin,
		Screen: upcoming( __( 'Join Team', 'p2p-fundraising' ) ),
	},
	{
		path: paths.fundraiser,
		Screen: upcoming( __( 'Fundraiser', 'p2p-fundraising' ) ),
	},
	{
		path: paths.fundraiserDonate,
		Screen: upcoming( __( 'Make a Donation', 'p2p-fundraising' ) ),
	},
	{
		path: paths.register,
		rules: REGISTRATION_ONLY,
		Screen: upcoming( __( 'Start Fundraising', 'p2p-fundraising' ) ),
	},
	{
		path: paths.registerTeams,
		rules: REGISTRATION_ONLY,
		Screen: upcoming( __( 'Join a team', 'p2p-fundraising' ) ),
	},
	{
		path: paths.registerCaptain,
		rules: REGISTRATION_ONLY,
		Screen: upcoming( __( 'Create a Team', 'p2p-fundraising' ) ),
	},
	{
		path: paths.registerIndividual,
		rules: REGISTRATION_ONLY,
		Screen: upcoming( __( 'Register', 'p2p-fundraising' ) ),
	},
	{
		path: paths.registerCreateProfile,
		rules: [ [ 'loggedIn', paths.register ], 'hasNoFundraiser' ],
		Screen: upcoming( __( 'Create Profile', 'p2p-fundraising' ) ),
	},
	{
		path: paths.startFundraising,
		rules: [ 'hasFundraiser' ],
		Screen: upcoming(
			__( "You're ready to start fundraising!", 'p2p-fundraising' )
		),
	},
	{
		path: paths.createTeam,
		rules: [ [ 'loggedIn', paths.registerCaptain ] ],
		Screen: upcoming( __( 'Create a Team', 'p2p-fundraising' ) ),
	},
	{
		path: paths.teamUpdate,
		rules: [ 'loggedIn' ],
		Screen: upcoming( __( 'Edit team', 'p2p-fundraising' ) ),
	},
	{
		path: paths.fundraiserUpdate,
		rules: [ 'hasFundraiser' ],
		Screen: upcoming( __( 'Edit profile', 'p2p-fundraising' ) ),
	},
	{
		path: paths.selectTeam,
		rules: [ [ 'hasFundraiser', paths.startFundraising ] ],
		Screen: upcoming( __( 'Join a team', 'p2p-fundraising' ) ),
	},
	{
		path: paths.login,
		rules: [ 'loggedOut' ],
		Screen: upcoming( __( 'Sign in', 'p2p-fundraising' ) ),
	},
	{
		path: paths.lostPassword,
		rules: [ 'loggedOut' ],
		Screen: upcoming( __( 'Lost your password?', 'p2p-fundraising' ) ),
	},
	{
		path: paths.lostPasswordSent,
		rules: [ 'loggedOut' ],
		Screen: upcoming( __( 'Check your e-mail', 'p2p-fundraising' ) ),
	},
];

const NotFoundScreen = lazy( () =>
	import(
		/* webpackChunkName: "screen-not-found" */ './not-found-screen'
	).then( ( module ) => ( { default: module.NotFoundScreen } ) )
);

function ScreenRoute( { rules, Screen }: Omit< ScreenDefinition, 'path' > ) {
	const screen = (
		<Suspense fallback={ <Spinner isCentered size="large" /> }>
			<Screen />
		</Suspense>
	);
	return rules ? <Guard rules={ rules }>{ screen }</Guard> : screen;
}

export function CampaignRoutes() {
	return (
		<Routes>
			<Route path="/" element={ <CampaignLayout /> }>
				<Route index element={ <CampaignHomeScreen /> } />
				{ screens.map( ( { path, rules, Screen } ) => (
					<Route
						key={ path }
						path={ path }
						element={
							<ScreenRoute rules={ rules } Screen={ Screen } />
						}
					/>
				) ) }
				<Route
					path="*"
					element={ <ScreenRoute Screen={ NotFoundScreen } /> }
				/>
			</Route>
		</Routes>
	);
}
