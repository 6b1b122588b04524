/**
 * Realistic entities for tests, built from one campaign. Override any field per test.
 */
import type {
	Auth,
	Campaign,
	CampaignStats,
	DonationRow,
	EntityStats,
	Fundraiser,
	InitialData,
	LeaderboardItem,
	Paged,
	Sponsor,
	Team,
	TopDonor,
} from '../../../src/campaign/contract/types';
import type { Settings } from '../../../src/shared/boot/settings';
import { DEFAULT_TEXT_LIMITS } from '../../../src/shared/boot/text-limits';
import { API_ROOT } from './api-url';

export const CAMPAIGN_URL = 'http://localhost/campaigns/demo/';

export const buildSettings = (
	overrides: Partial< Settings > = {}
): Settings => ( {
	apiRoot: API_ROOT,
	apiNonce: 'test-nonce',
	locale: 'en_US',
	timeZone: 'UTC',
	currencySymbol: '$',
	currencyPosition: 'before',
	decimalSeparator: '.',
	thousandsSeparator: ',',
	maxUploadSize: 2 * 1024 * 1024,
	assetsUrl: 'http://localhost/wp-content/plugins/p2p-fundraising/build/',
	loginUrl: 'http://localhost/wp-login.php',
	homeUrl: 'http://localhost/',
	siteName: 'Test Site',
	registrationOpen: true,
	textLimits: DEFAULT_TEXT_LIMITS,
	...overrides,
} );

export const buildCampaign = (
	overrides: Partial< Campaign > = {}
): Campaign => ( {
	campaign_id: 1,
	campaign_title: 'Run for Clean Water',
	short_desc: 'Every step brings clean water closer.',
	long_desc:
		'We run together.\n\nEvery kilometre funds a well.<!--more-->The rest of the story.\n\nThank you.',
	campaign_image: 'http://localhost/cover.jpg',
	campaign_logo: 'http://localhost/logo.png',
	campaign_url: CAMPAIGN_URL,
	base_url: '/campaigns/demo',
	campaign_goal: 50000,
	primary_color: '#28C77B',
	secondary_color: '#1E2A3A',
	iframe_url: 'http://localhost/p2p-donate/1/',
	is_active: true,
	status: 'active',
	sponsors_enabled: 'enabled',
	sponsor_linking: 'external',
	sponsor_section_heading: 'Our Sponsors',
	sponsor_application_page: 'http://localhost/become-a-sponsor/',
	fundraiser_goal: 500,
	team_goal: 2500,
	fundraiser_story_placeholder: 'Tell people why you fundraise.',
	team_story_placeholder: 'Tell people about your team.',
	start_date: null,
	end_date: null,
	schedule: { state: 'open', days_left: null, days_to_start: null },
	match: null,
	suggested_amounts: [
		{ amount: 25, impact: '' },
		{ amount: 50, impact: '' },
		{ amount: 100, impact: '' },
		{ amount: 250, impact: '' },
	],
	default_amount: 50,
	activity_unit: '',
	activity_label: '',
	activity_custom_label: '',
	activity_goal: 0,
	...overrides,
} );

export const buildCampaignStats = (
	overrides: Partial< CampaignStats > = {}
): CampaignStats => ( {
	raisedAmount: 12500,
	raisedPercentage: 25,
	donationsCount: 84,
	averageAmount: 148.81,
	fundraisersCount: 21,
	teamsCount: 12,
	...overrides,
} );

export const buildAuth = ( overrides: Partial< Auth > = {} ): Auth => ( {
	user_id: 0,
	fundraiser_id: 0,
	is_logged_in: false,
	is_admin: false,
	logout_url: '',
	...overrides,
} );

export const buildItem = (
	id: number,
	overrides: Partial< LeaderboardItem > = {}
): LeaderboardItem => ( {
	id,
	name: `Entry ${ id }`,
	profile_image: '',
	amount: 1000 - id * 10,
	goal: 2500,
	url: `${ CAMPAIGN_URL }team/${ id }/`,
	...overrides,
} );

export const buildPage = < T >(
	data: T[],
	total = data.length
): Paged< T > => ( {
	data,
	total,
	count: data.length,
} );

export const buildDonation = (
	id: number,
	overrides: Partial< DonationRow > = {}
): DonationRow => ( {
	id,
	donorName: `Donor ${ id }`,
	donationType: 'team',
	relativeDateString: `${ id } hours ago`,
	teamOrFundraiserName: 'The Runners',
	amount: 50,
	sourceLink: `${ CAMPAIGN_URL }team/3/`,
	matchedBy: '',
	...overrides,
} );

export const buildTopDonor = ( name: string, amount: number ): TopDonor => ( {
	name,
	amount,
} );

export const buildSponsor = (
	id: number,
	overrides: Partial< Sponsor > = {}
): Sponsor => ( {
	id,
	sponsor_image: `http://localhost/sponsor-${ id }.png`,
	sponsor_name: `Sponsor ${ id }`,
	sponsor_url: `https://sponsor-${ id }.example.com/`,
	...overrides,
} );

export const buildInitialData = (
	overrides: Partial< InitialData > = {}
): InitialData => ( {
	campaign: buildCampaign(),
	campaignStats: buildCampaignStats(),
	auth: buildAuth(),
	user: {},
	team: null,
	teamStats: null,
	teamMembers: null,
	updates: null,
	fundraiser: null,
	fundraiserStats: null,
	donations: [
		buildDonation( 1 ),
		buildDonation( 2, { donorName: 'Anonymous' } ),
	],
	sponsors: [ buildSponsor( 1 ), buildSponsor( 2 ) ],
	generatedAt: Math.floor( Date.now() / 1000 ),
	topTeams: buildPage(
		[
			buildItem( 1, { name: 'The Runners' } ),
			buildItem( 2 ),
			buildItem( 3 ),
			buildItem( 4 ),
		],
		12
	),
	topFundraisers: buildPage(
		[ 1, 2 ].map( ( id ) =>
			buildItem( id, {
				name: `Fundraiser ${ id }`,
				url: `${ CAMPAIGN_URL }fundraiser/${ id }/`,
			} )
		),
		21
	),
	...overrides,
} );

export const buildTeam = ( overrides: Partial< Team > = {} ): Team => {
	const id = overrides.id ?? 3;
	return {
		id,
		name: 'The Runners',
		profile_image: 'http://localhost/team-3.png',
		iframe_url: `http://localhost/p2p-donate/1/?team_id=${ id }`,
		goal: 2500,
		story: 'We run on Sundays.<!--more-->And we never stop.',
		access: 'public',
		captain_user_id: 5,
		owner_id: 5,
		captain: 'Carla Mendes',
		fundraiser_count: 3,
		members: 3,
		amount: 785,
		url: `${ CAMPAIGN_URL }team/${ id }/`,
		...overrides,
	};
};

export const buildFundraiser = (
	overrides: Partial< Fundraiser > = {}
): Fundraiser => {
	const id = overrides.id ?? 4;
	return {
		id,
		user_id: 7,
		team_id: 3,
		team: 'The Runners',
		fundraiser_name: 'Ada Lovelace',
		fundraiser_goal: 500,
		profile_image: '',
		story: 'I run because water is life.\n\nEvery kilometre counts.',
		iframe_url: `http://localhost/p2p-donate/1/?fundraiser_id=${ id }`,
		amount_raised: 120,
		url: `${ CAMPAIGN_URL }fundraiser/${ id }/`,
		...overrides,
	};
};

export const buildEntityStats = (
	overrides: Partial< EntityStats > = {}
): EntityStats => ( {
	raisedAmount: 785,
	raisedPercentage: 31.4,
	averageAmount: 87.22,
	donationsCount: 9,
	donorsCount: 7,
	...overrides,
} );

/** The data a team page embeds (docs/api.md: team, teamStats, teamMembers, its donations). */
export const buildTeamPageData = (
	overrides: Partial< InitialData > = {}
): InitialData =>
	buildInitialData( {
		team: buildTeam(),
		teamStats: buildEntityStats(),
		teamMembers: [
			buildItem( 4, {
				name: 'Ada Lovelace',
				url: `${ CAMPAIGN_URL }fundraiser/4/`,
			} ),
			buildItem( 5, {
				name: 'Grace Hopper',
				url: `${ CAMPAIGN_URL }fundraiser/5/`,
			} ),
		],
		donations: [
			buildDonation( 11, {
				donorName: 'Helen Carter',
				teamOrFundraiserName: 'The Runners',
			} ),
		],
		updates: buildPage( [] ),
		topTeams: null,
		topFundraisers: null,
		...overrides,
	} );

/** The data a fundraiser page embeds (fundraiser, fundraiserStats, its donations). */
export const buildFundraiserPageData = (
	overrides: Partial< InitialData > = {}
): InitialData =>
	buildInitialData( {
		fundraiser: buildFundraiser(),
		fundraiserStats: buildEntityStats( {
			raisedAmount: 120,
			raisedPercentage: 24,
			averageAmount: 40,
			donationsCount: 3,
			donorsCount: 2,
		} ),
		donations: [
			buildDonation( 21, {
				donorName: 'Owen Hughes',
				donationType: 'fundraiser',
				teamOrFundraiserName: 'Ada Lovelace',
				sourceLink: `${ CAMPAIGN_URL }fundraiser/4/`,
			} ),
		],
		updates: buildPage( [] ),
		topTeams: null,
		topFundraisers: null,
		...overrides,
	} );
