/**
 * Every route of the campaign app (spec §2), relative to the campaign's base URL, and the
 * builders for links with ids. One place, so links and routes cannot drift apart.
 */
export const paths = {
	home: '/',
	teamLeaderboard: '/team-leaderboard/',
	fundraiserLeaderboard: '/fundraiser-leaderboard/',
	donate: '/donate/',
	team: '/team/:teamId/',
	teamDonate: '/team/:teamId/donate',
	teamJoin: '/team/:teamId/join/',
	teamUpdate: '/team/:teamId/update',
	fundraiser: '/fundraiser/:fundraiserId/',
	fundraiserDonate: '/fundraiser/:fundraiserId/donate/',
	fundraiserUpdate: '/fundraiser/:fundraiserId/update/',
	register: '/register/',
	registerTeams: '/register/teams/',
	registerCaptain: '/register/captain/',
	registerIndividual: '/register/individual/',
	registerCreateProfile: '/register/create-profile/',
	startFundraising: '/start-fundraising/',
	createTeam: '/create-team/',
	selectTeam: '/select-team/',
	login: '/login/',
	lostPassword: '/lost-password/',
	lostPasswordSent: '/lost-password/sent',
	returning: '/return/',
	/** A fundraiser's page at the address they chose (decision 0090); every other route outranks it. */
	fundraiserAddress: '/:pageAddress/',
} as const;

export const links = {
	team: ( id: number ) => `/team/${ id }/`,
	teamDonate: ( id: number ) => `/team/${ id }/donate`,
	teamJoin: ( id: number ) => `/team/${ id }/join/`,
	teamUpdate: ( id: number ) => `/team/${ id }/update`,
	fundraiser: ( id: number ) => `/fundraiser/${ id }/`,
	fundraiserDonate: ( id: number ) => `/fundraiser/${ id }/donate/`,
	fundraiserUpdate: ( id: number ) => `/fundraiser/${ id }/update/`,
};
