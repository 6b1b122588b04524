/**
 * Shapes shared by the PHP plugin and the apps. The contract is docs/api.md: change both together.
 */

export type Money = number;

export interface Campaign {
	campaign_id: number;
	campaign_title: string;
	short_desc: string;
	long_desc: string;
	campaign_image: string;
	campaign_logo: string;
	campaign_url: string;
	base_url: string;
	campaign_goal: Money;
	primary_color: string;
	secondary_color: string;
	iframe_url: string;
	is_active: boolean;
	status: string;
	sponsors_enabled: string;
	sponsor_linking: string;
	sponsor_section_heading: string;
	sponsor_application_page: string;
	fundraiser_goal: Money;
	team_goal: Money;
	fundraiser_story_placeholder: string;
	team_story_placeholder: string;
}

export interface CampaignStats {
	raisedAmount: Money;
	raisedPercentage: number;
	donationsCount: number;
	averageAmount: Money;
	fundraisersCount: number;
	teamsCount: number;
	donorsCount?: number;
}

export interface EntityStats {
	raisedAmount: Money;
	raisedPercentage: number;
	averageAmount: Money;
	donationsCount: number;
	donorsCount: number;
}

export type TeamStats = EntityStats;
export type FundraiserStats = EntityStats;

export type TeamAccess = 'public' | 'private';

export interface Team {
	id: number;
	name: string;
	profile_image: string;
	iframe_url: string;
	goal: Money;
	story: string;
	access: TeamAccess;
	captain_user_id: number;
	owner_id: number;
	captain: string;
	fundraiser_count: number;
	members: number;
	amount: Money;
	url: string;
}

export interface Fundraiser {
	id: number;
	user_id: number;
	team_id: number;
	team: string;
	fundraiser_name: string;
	fundraiser_goal: Money;
	profile_image: string;
	story: string;
	iframe_url: string;
	amount_raised: Money;
	url: string;
}

export interface Sponsor {
	id: number;
	sponsor_image: string;
	sponsor_name: string;
	sponsor_url: string;
}

export type DonationType = 'campaign' | 'team' | 'fundraiser';

export interface DonationRow {
	id: number;
	donorName: string;
	donationType: DonationType;
	relativeDateString: string;
	teamOrFundraiserName: string;
	amount: Money;
	sourceLink: string;
}

export interface TopDonor {
	name: string;
	amount: Money;
}

export interface LeaderboardItem {
	id: number;
	name: string;
	profile_image: string;
	amount: Money;
	goal: Money;
	url: string;
	members?: number;
	access?: TeamAccess;
}

/** A page of a list endpoint: `total` counts every match, `count` the items in `data`. */
export interface Paged< T > {
	data: T[];
	total: number;
	count: number;
}

export interface Auth {
	user_id: number;
	fundraiser_id: number;
	is_logged_in: boolean;
	is_admin: boolean;
}

export interface User {
	name?: string;
}

export interface Settings {
	apiRoot: string;
	apiNonce: string;
	locale: string;
	currencySymbol: string;
	currencyPosition: 'before' | 'after';
	decimalSeparator: string;
	thousandsSeparator: string;
	maxUploadSize: number;
	assetsUrl: string;
	loginUrl: string;
	homeUrl: string;
	siteName: string;
	/** Whether people may register as fundraisers (the plugin's Settings screen). */
	registrationOpen: boolean;
}

/** The initial data embedded in a campaign page, with the spec's defaults applied. */
export interface InitialData {
	campaign: Campaign;
	campaignStats: CampaignStats;
	auth: Auth;
	user: User;
	team: Team | null;
	teamStats: TeamStats | null;
	teamMembers: LeaderboardItem[] | null;
	fundraiser: Fundraiser | null;
	fundraiserStats: FundraiserStats | null;
	donations: DonationRow[];
	sponsors: Sponsor[];
	topTeams: Paged< LeaderboardItem > | null;
	topFundraisers: Paged< LeaderboardItem > | null;
}
