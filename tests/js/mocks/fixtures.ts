/**
 * Realistic entities for tests, built from one campaign. Override any field per test.
 */
import type {
	Auth,
	Campaign,
	CampaignStats,
	DonationRow,
	InitialData,
	LeaderboardItem,
	Paged,
	Settings,
	Sponsor,
	TopDonor,
} from '../../../src/shared/boot/types';
import { API_ROOT } from './api-url';

export const CAMPAIGN_URL = 'http://localhost/campaigns/demo/';

export const buildSettings = ( overrides: Partial< Settings > = {} ): Settings => ( {
	apiRoot: API_ROOT,
	apiNonce: 'test-nonce',
	locale: 'en_US',
	currencySymbol: '$',
	currencyPosition: 'before',
	decimalSeparator: '.',
	thousandsSeparator: ',',
	maxUploadSize: 2 * 1024 * 1024,
	assetsUrl: 'http://localhost/wp-content/plugins/p2p-fundraising/build/',
	loginUrl: 'http://localhost/wp-login.php',
	homeUrl: 'http://localhost/',
	siteName: 'Test Site',
	...overrides,
} );

export const buildCampaign = ( overrides: Partial< Campaign > = {} ): Campaign => ( {
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

export const buildPage = < T >( data: T[], total = data.length ): Paged< T > => ( {
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
	...overrides,
} );

export const buildTopDonor = ( name: string, amount: number ): TopDonor => ( {
	name,
	amount,
} );

export const buildSponsor = ( id: number, overrides: Partial< Sponsor > = {} ): Sponsor => ( {
	id,
	sponsor_image: `http://localhost/sponsor-${ id }.png`,
	sponsor_name: `Sponsor ${ id }`,
	sponsor_url: `https://sponsor-${ id }.example.com/`,
	...overrides,
} );

export const buildInitialData = ( overrides: Partial< InitialData > = {} ): InitialData => ( {
	campaign: buildCampaign(),
	campaignStats: buildCampaignStats(),
	auth: buildAuth(),
	user: {},
	team: null,
	teamStats: null,
	teamMembers: null,
	fundraiser: null,
	fundraiserStats: null,
	donations: [ buildDonation( 1 ), buildDonation( 2, { donorName: 'Anonymous' } ) ],
	sponsors: [ buildSponsor( 1 ), buildSponsor( 2 ) ],
	topTeams: buildPage( [ buildItem( 1, { name: 'The Runners' } ), buildItem( 2 ), buildItem( 3 ), buildItem( 4 ) ], 12 ),
	topFundraisers: buildPage(
		[ 1, 2 ].map( ( id ) =>
			buildItem( id, { name: `Fundraiser ${ id }`, url: `${ CAMPAIGN_URL }fundraiser/${ id }/` } )
		),
		21
	),
	...overrides,
} );
