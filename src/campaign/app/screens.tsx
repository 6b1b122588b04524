/**
 * The lazily loaded screens of the route table (spec §2), with their paths and guard rules: each
 * route's code downloads only when it is visited. Apart from routes.tsx so that the app's first
 * page can start loading its screen before the rest of the app is evaluated (load-app.ts).
 */
import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { GuardEntry } from './guard-rules';
import { paths } from '../navigation/paths';

export type Rules = readonly GuardEntry[];

/** A lazily loaded screen that can also be loaded ahead of its first render. */
type LazyScreen = ComponentType & { preload: () => Promise< void > };

interface ScreenDefinition {
	path: string;
	rules?: Rules;
	Screen: LazyScreen;
}

// The fundraiser journeys' screens: three chunks (registration, account, fundraising), so that
// react-hook-form stays out of the entry and the entry's chunk map stays small.
const registrationScreens = () =>
	import(
		/* webpackChunkName: "screens-registration" */ '../screens/registration-screens'
	);
const accountScreens = () =>
	import(
		/* webpackChunkName: "screens-account" */ '../screens/account-screens'
	);
const fundraisingScreens = () =>
	import(
		/* webpackChunkName: "screens-fundraising" */ '../screens/fundraising-screens'
	);

/**
 * One named screen of a chunk module, lazily. Once `preload()` has loaded it, a new mount renders
 * it at once, without the spinner: the first render of a page does not replace the server's
 * first paint with a spinner (see preloadScreen()).
 */
function lazyScreen< K extends string >(
	load: () => Promise< Record< K, ComponentType > >,
	name: K
): LazyScreen {
	let loaded: ComponentType | undefined;
	const loadScreen = () =>
		load().then( ( module ) => {
			loaded = module[ name ];
			return loaded;
		} );
	const Lazy = lazy( () =>
		loadScreen().then( ( component ) => ( { default: component } ) )
	);
	function Screen() {
		// Chosen once per mount: switching type later would remount the screen and lose its state.
		const [ Component ] = useState< ComponentType >( () => loaded ?? Lazy );
		return <Component />;
	}
	Screen.preload = () => loadScreen().then( () => undefined );
	return Screen;
}

// The open routes' screens, in three chunks: the leaderboards, the team and fundraiser pages,
// and the donate pages (each group shares most of its code).
const leaderboardScreens = () =>
	import(
		/* webpackChunkName: "screens-leaderboards" */ '../screens/leaderboard-screens'
	);
const entityPageScreens = () =>
	import(
		/* webpackChunkName: "screens-entity-pages" */ '../screens/entity-page-screens'
	);
const donateScreens = () =>
	import(
		/* webpackChunkName: "screens-donate" */ '../screens/donate-screens'
	);

const TeamLeaderboardScreen = lazyScreen(
	leaderboardScreens,
	'TeamLeaderboardScreen'
);
const FundraiserLeaderboardScreen = lazyScreen(
	leaderboardScreens,
	'FundraiserLeaderboardScreen'
);
const TeamScreen = lazyScreen( entityPageScreens, 'TeamScreen' );
const FundraiserScreen = lazyScreen( entityPageScreens, 'FundraiserScreen' );
const FundraiserAddressScreen = lazyScreen(
	entityPageScreens,
	'FundraiserAddressScreen'
);
const DonateScreen = lazyScreen( donateScreens, 'DonateScreen' );
const TeamDonateScreen = lazyScreen( donateScreens, 'TeamDonateScreen' );
const FundraiserDonateScreen = lazyScreen(
	donateScreens,
	'FundraiserDonateScreen'
);

const RegisterScreen = lazyScreen( registrationScreens, 'RegisterScreen' );
const RegisterTeamsScreen = lazyScreen(
	registrationScreens,
	'RegisterTeamsScreen'
);
const RegisterCaptainScreen = lazyScreen(
	registrationScreens,
	'RegisterCaptainScreen'
);
const RegisterIndividualScreen = lazyScreen(
	registrationScreens,
	'RegisterIndividualScreen'
);
const CreateProfileScreen = lazyScreen(
	registrationScreens,
	'CreateProfileScreen'
);
const TeamJoinScreen = lazyScreen( registrationScreens, 'TeamJoinScreen' );
const ReturnScreen = lazyScreen( registrationScreens, 'ReturnScreen' );
const LoginScreen = lazyScreen( accountScreens, 'LoginScreen' );
const LostPasswordScreen = lazyScreen( accountScreens, 'LostPasswordScreen' );
const LostPasswordSentScreen = lazyScreen(
	accountScreens,
	'LostPasswordSentScreen'
);
const StartFundraisingScreen = lazyScreen(
	fundraisingScreens,
	'StartFundraisingScreen'
);
const SelectTeamScreen = lazyScreen( fundraisingScreens, 'SelectTeamScreen' );
const CreateTeamScreen = lazyScreen( fundraisingScreens, 'CreateTeamScreen' );
const TeamUpdateScreen = lazyScreen( fundraisingScreens, 'TeamUpdateScreen' );
const FundraiserUpdateScreen = lazyScreen(
	fundraisingScreens,
	'FundraiserUpdateScreen'
);

const REGISTRATION_ONLY: Rules = [ 'hasNoFundraiser' ];

export const screens: ScreenDefinition[] = [
	{ path: paths.teamLeaderboard, Screen: TeamLeaderboardScreen },
	{ path: paths.fundraiserLeaderboard, Screen: FundraiserLeaderboardScreen },
	{ path: paths.donate, Screen: DonateScreen },
	{ path: paths.team, Screen: TeamScreen },
	{ path: paths.teamDonate, Screen: TeamDonateScreen },
	{
		path: paths.teamJoin,
		Screen: TeamJoinScreen,
	},
	// Last year's fundraisers, from their invitation (issue 28); it handles signed-out visitors itself.
	{ path: paths.returning, Screen: ReturnScreen },
	{ path: paths.fundraiser, Screen: FundraiserScreen },
	{ path: paths.fundraiserDonate, Screen: FundraiserDonateScreen },
	{
		path: paths.register,
		rules: REGISTRATION_ONLY,
		Screen: RegisterScreen,
	},
	{
		path: paths.registerTeams,
		rules: REGISTRATION_ONLY,
		Screen: RegisterTeamsScreen,
	},
	{
		path: paths.registerCaptain,
		rules: REGISTRATION_ONLY,
		Screen: RegisterCaptainScreen,
	},
	{
		path: paths.registerIndividual,
		rules: REGISTRATION_ONLY,
		Screen: RegisterIndividualScreen,
	},
	{
		path: paths.registerCreateProfile,
		rules: [
			[ 'loggedIn', paths.register ],
			[ 'hasFundraiser', paths.register ],
		],
		Screen: CreateProfileScreen,
	},
	{
		path: paths.startFundraising,
		rules: [ 'hasFundraiser' ],
		Screen: StartFundraisingScreen,
	},
	{
		path: paths.createTeam,
		rules: [ [ 'loggedIn', paths.registerCaptain ] ],
		Screen: CreateTeamScreen,
	},
	{
		path: paths.teamUpdate,
		rules: [ 'loggedIn' ],
		Screen: TeamUpdateScreen,
	},
	{
		path: paths.fundraiserUpdate,
		rules: [ 'hasFundraiser' ],
		Screen: FundraiserUpdateScreen,
	},
	{
		path: paths.selectTeam,
		rules: [ [ 'hasFundraiser', paths.startFundraising ] ],
		Screen: SelectTeamScreen,
	},
	{
		path: paths.login,
		rules: [ 'loggedOut' ],
		Screen: LoginScreen,
	},
	{
		path: paths.lostPassword,
		rules: [ 'loggedOut' ],
		Screen: LostPasswordScreen,
	},
	{
		path: paths.lostPasswordSent,
		rules: [ 'loggedOut' ],
		Screen: LostPasswordSentScreen,
	},
	{ path: paths.fundraiserAddress, Screen: FundraiserAddressScreen },
];

/**
 * Loads the code of the screen at `pathname` (the app's first page), so that the app's first
 * render draws the page itself: until then the server's first paint stays on screen.
 */
export function preloadScreen(
	pathname: string,
	basename: string
): Promise< void > {
	const matches = matchRoutes(
		screens.map( ( { path } ) => ( { path } ) ),
		pathname,
		basename
	);
	const path = matches?.[ 0 ]?.route.path;
	const screen = screens.find( ( definition ) => definition.path === path );
	return screen ? screen.Screen.preload() : Promise.resolve();
}
