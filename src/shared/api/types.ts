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
	/** The campaign's last day ('YYYY-MM-DD'), when it has one. */
	end_date?: string;
}

/** A page of a list endpoint: `total` counts every match, `count` the items in `data`. */
export interface Paged< T > {
	data: T[];
	total: number;
	count: number;
}
