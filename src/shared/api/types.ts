/**
 * Shapes both apps read from the REST API (docs/api.md): money, a page of a list, the campaign
 * record the admin screens extend. App-only shapes live with their app.
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
	/** First and last day of the campaign (YYYY-MM-DD, site timezone), or null. */
	start_date: string | null;
	end_date: string | null;
	/** Where the campaign stands in its dates, computed by the server for the site's timezone. */
	schedule: CampaignScheduleInfo;
	/** The sponsor's match while it is announced (until its last day), else null. */
	match: CampaignMatch | null;
	/** The amounts the donation form offers (at most six; the standard four when none are set). */
	suggested_amounts: SuggestedAmount[];
	/** The suggested amount chosen when the donation form opens. */
	default_amount: Money;
	/** The activity fundraisers log ('' when the campaign tracks none; decision 0093). */
	activity_unit: ActivityUnit;
	/** The word shown after an activity amount: km, miles, hours, steps or the campaign's own. */
	activity_label: string;
	/** The campaign's own name of a custom unit, as typed ('' otherwise). */
	activity_custom_label: string;
	/** The campaign's activity goal in its unit (0: none). */
	activity_goal: number;
}

export type ActivityUnit = '' | 'km' | 'miles' | 'hours' | 'steps' | 'custom';

/** A suggested amount of the donation form and what it does ('' when the campaign says nothing). */
export interface SuggestedAmount {
	amount: Money;
	impact: string;
}

/**
 * A sponsor's matching gift: each gift is matched `ratio` times (1 doubles it) from `start_date`
 * to `end_date` until `matched` reaches `cap`; `is_running` today and with cap left.
 */
export interface CampaignMatch {
	sponsor_name: string;
	ratio: number;
	cap: Money;
	matched: Money;
	start_date: string;
	end_date: string;
	is_running: boolean;
}

/**
 * `state`: upcoming (before the start date), open, ended (after the end date, or status ended).
 * `days_left`: whole days after today until the end date (0 on the last day), null without an end
 * date or unless open; `days_to_start`: days until the start date, null unless upcoming.
 */
export interface CampaignScheduleInfo {
	state: 'upcoming' | 'open' | 'ended';
	days_left: number | null;
	days_to_start: number | null;
}

/** A page of a list endpoint: `total` counts every match, `count` the items in `data`. */
export interface Paged< T > {
	data: T[];
	total: number;
	count: number;
}
