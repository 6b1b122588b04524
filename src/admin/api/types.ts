/**
 * Shapes of the admin endpoints (docs/api.md, "Admin endpoints").
 */
import type { Campaign, Paged } from '../../shared/api/types';

export type { Paged };

export interface Item< T > {
	data: T;
}

export type EntityStatus = 'approved' | 'pending' | 'suspended';
export type CampaignStatus = 'active' | 'draft' | 'paused' | 'ended';
export type DonationStatus = 'pending' | 'completed' | 'refunded' | 'cancelled';

export interface AdminCampaign extends Campaign {
	slug: string;
	/** New teams and fundraisers: 'auto' (live at once) or 'manual' (pending until approved). */
	moderation: 'auto' | 'manual';
	raised_amount: number;
	raised_percentage: number;
	donations_count: number;
	donors_count: number;
	teams_count: number;
	fundraisers_count: number;
	created_at: string;
	/** Last year's edition this campaign was copied from, or 0 (issue 28). */
	previous_campaign_id?: number;
}

export interface AdminTeam {
	id: number;
	name: string;
	status: EntityStatus;
	access: 'public' | 'private';
	goal: number;
	/** The story's first 200 characters ("…" when it goes on): what the list shows. */
	story_excerpt: string;
	/** The whole story: only in the detail (GET admin/teams/{id}) and the answer of a save. */
	story?: string;
	captain_user_id: number;
	captain: string;
	captain_email: string;
	members: number;
	amount: number;
	donations_count: number;
	url: string;
	created_at: string;
}

export interface AdminFundraiser {
	id: number;
	name: string;
	status: EntityStatus;
	user_id: number;
	email: string;
	team_id: number;
	team: string;
	goal: number;
	/** The story's first 200 characters ("…" when it goes on): what the list shows. */
	story_excerpt: string;
	/** The whole story: only in the detail (GET admin/fundraisers/{id}) and the answer of a save. */
	story?: string;
	amount: number;
	donations_count: number;
	url: string;
	created_at: string;
	/** The participant type registered as, '' for none (issue 28). */
	registration_type: string;
	/** The stored activity total in the campaign's unit (0 when it tracks none). */
	activity: number;
}

export interface AdminDonation {
	id: number;
	donor_name: string;
	donor_email: string;
	is_anonymous: boolean;
	/** The donor asked for updates from whom they gave to. */
	updates_opt_in: boolean;
	amount: number;
	status: DonationStatus;
	mode: string;
	team_id: number;
	team: string;
	fundraiser_id: number;
	fundraiser: string;
	created_at: string;
	completed_at: string;
	/** 'monthly' for a Stripe subscription and each of its renewals. */
	frequency?: 'once' | 'monthly';
	/** The part of the amount the donor added to cover the processing fee. */
	fee_amount?: number;
	/** A monthly gift's state: 'active', 'cancelled', or '' for one-time gifts. */
	subscription_status?: string;
	/** 'match': a sponsor's match of the gift `matched_donation_id` (decision 0034). */
	kind?: 'gift' | 'match';
	matched_donation_id?: number;
	/** The donor's words of support (plain text), also while hidden. */
	message?: string;
	/** An administrator hid the message (and the dedication) from every page and e-mail. */
	message_hidden?: boolean;
	/** 'honour' / 'memory' (decision 0077), also while hidden; '' without a dedication. */
	dedication_type?: '' | 'honour' | 'memory';
	dedication_name?: string;
	/** Whether the one e-mail to the person the donor named was queued. */
	dedication_notified?: boolean;
}

export interface AdminSponsor {
	id: number;
	name: string;
	image_url: string;
	url: string;
	sort_order: number;
}

/** The query of a server-side paged, sorted list. */
export interface ListQuery {
	search: string;
	status: string;
	/** The fundraisers list's participant type (its id), '' for all (issue 28). */
	type?: string;
	orderby: string;
	order: 'asc' | 'desc';
	page: number;
	per_page: number;
}

/** GET/POST admin/settings: the plugin's site-wide settings (one key per setting). */
export interface AdminSettings {
	registrationOpen: boolean;
	deleteDataOnUninstall: boolean;
}

/** An update a fundraiser or captain posted, as the admin lists it. */
export interface AdminUpdate {
	id: number;
	author_type: 'fundraiser' | 'team';
	entity_id: number;
	/** The fundraiser's or team's name. */
	entity_name: string;
	text: string;
	image: string;
	status: 'visible' | 'hidden';
	created_at: string;
}

/** One automatic e-mail's settings (#/emails). */
export interface AdminEmailTemplate {
	kind: string;
	/** Who receives it: fundraisers, or the donor (the receipt). */
	audience: 'fundraiser' | 'donor';
	label: string;
	enabled: boolean;
	subject: string;
	body: string;
	defaultSubject: string;
	defaultBody: string;
	/** Placeholder names (without braces) this e-mail understands. */
	placeholders: string[];
}

export interface AdminEmailSettings {
	templates: AdminEmailTemplate[];
	/** Days without a donation before the nudge. */
	nudgeDays: number;
	/** What donor receipts print. */
	receipt: {
		/** The organisation that received the gift; '' gives organisationDefault (the site name). */
		organisation: string;
		organisationDefault: string;
		/** Tax wording printed on every receipt ('' for none). */
		taxText: string;
	};
}

/** A donor: one e-mail address with their completed gifts (decision 0081). */
export interface AdminDonor {
	/** SHA-1 of the lower-case address: the donor's id in addresses and routes. */
	id: string;
	/** The name of the donor's latest gift. */
	name: string;
	email: string;
	gifts: number;
	total: number;
	first_gift_at: string;
	last_gift_at: string;
	is_recurring: boolean;
	/** Whether the latest gift asked for updates. */
	wants_updates: boolean;
}

export interface AdminDonorGift {
	id: number;
	created_at: string;
	campaign_id: number;
	campaign_title: string;
	/** The fundraiser or team given to, '' for the campaign itself. */
	page: string;
	donor_name: string;
	is_anonymous: boolean;
	amount: number;
	status: DonationStatus;
	mode: string;
	frequency: 'once' | 'monthly';
	message: string;
	receipt_number: string;
	resent_at: string;
	resent_count: number;
	can_resend: boolean;
}

export interface AdminDonorPage {
	donor: AdminDonor;
	campaigns: Array< {
		campaign_id: number;
		campaign_title: string;
		gifts: number;
		total: number;
		last_gift_at: string;
	} >;
	gifts: AdminDonorGift[];
	gifts_total: number;
}
