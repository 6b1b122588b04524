/**
 * The campaign app's contract with PHP: the REST shapes and the initial data embedded in a campaign
 * page (docs/api.md). Change both sides together. Shapes both apps read live in src/shared/api.
 */
import type { Campaign, Money, Paged } from '../../shared/api/types';

export type { Campaign, Money, Paged };

export interface CampaignStats {
	raisedAmount: Money;
	raisedPercentage: number;
	donationsCount: number;
	averageAmount: Money;
	fundraisersCount: number;
	teamsCount: number;
	donorsCount?: number;
	/** Activity logged, in the campaign's unit (decision 0093). */
	activityTotal?: number;
	/** Share of the campaign's activity goal reached, in percent (0 without a goal). */
	activityPercentage?: number;
}

export interface EntityStats {
	raisedAmount: Money;
	raisedPercentage: number;
	averageAmount: Money;
	donationsCount: number;
	donorsCount: number;
	/** Activity logged, in the campaign's unit (decision 0093). */
	activityTotal?: number;
	activityPercentage?: number;
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

/** A badge a fundraiser earned; `label` is its accessible name. */
export interface Badge {
	id: string;
	label: string;
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
	badges?: Badge[];
	/** The address the fundraiser chose below the campaign, '' for none (decision 0090). */
	page_address?: string;
	/** The wide photo at the top of their page, '' for none. */
	cover_image?: string;
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
	/** The sponsor of a match row ('Matched by {sponsor}'), '' for a donor's gift. */
	matchedBy: string;
	/** The donor's words of support (plain text); '' when none or hidden by an administrator. */
	message?: string;
	/** "In honour of" / "In memory of" (decision 0077); '' when none or hidden with the message. */
	dedicationType?: '' | 'honour' | 'memory';
	/** The name the gift is dedicated to; '' as dedicationType. */
	dedicationName?: string;
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
	/** A fundraiser's badges (teams have none). */
	badges?: Badge[];
	/** Activity logged, in the campaign's unit (a team: its members'). */
	activity?: number;
}

export interface Auth {
	user_id: number;
	fundraiser_id: number;
	is_logged_in: boolean;
	is_admin: boolean;
	/** wp-login.php's sign-out with its nonce, back to the campaign; '' when signed out. */
	logout_url: string;
}

export interface User {
	name?: string;
}

/** An update a fundraiser or captain posted on their page. */
export interface EntityUpdate {
	id: number;
	text: string;
	/** Picture URL, or ''. */
	image: string;
	/** ISO 8601 date and time it was posted. */
	date: string;
	/** Hidden by the organisers (only its author and administrators receive it). */
	isHidden: boolean;
	/** The current user wrote it. */
	canEdit: boolean;
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
	/** The first page of the page's team or fundraiser updates. */
	updates: Paged< EntityUpdate > | null;
	/** When the server built this data (Unix seconds); 0 when the page does not say (decision 0069). */
	generatedAt: number;
}
