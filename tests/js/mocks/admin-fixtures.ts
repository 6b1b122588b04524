/**
 * A campaign as the admin API answers it (GET /admin/campaigns/{id}), for the admin screens' tests.
 */
import type {
	AdminCampaign,
	AdminFundraiser,
} from '../../../src/admin/api/types';

export const buildAdminCampaign = (
	overrides: Partial< AdminCampaign > = {}
): AdminCampaign => ( {
	campaign_id: 7,
	campaign_title: 'Spring Run',
	short_desc: '',
	long_desc: '',
	campaign_image: '',
	campaign_logo: '',
	campaign_url: 'http://localhost/campaigns/spring-run/',
	base_url: '/campaigns/spring-run',
	campaign_goal: 5000,
	primary_color: '#0055AA',
	secondary_color: '#1F2A44',
	iframe_url: '',
	is_active: true,
	status: 'active',
	sponsors_enabled: 'disabled',
	sponsor_linking: 'external',
	sponsor_section_heading: '',
	sponsor_application_page: '',
	fundraiser_goal: 500,
	team_goal: 2500,
	fundraiser_story_placeholder: '',
	team_story_placeholder: '',
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
	slug: 'spring-run',
	moderation: 'auto',
	raised_amount: 1250,
	raised_percentage: 25,
	donations_count: 10,
	donors_count: 9,
	teams_count: 2,
	fundraisers_count: 3,
	created_at: '2026-05-01T12:00:00Z',
	...overrides,
} );

/** A fundraiser page as the admin list answers it (GET /admin/campaigns/{id}/fundraisers). */
export const buildAdminFundraiser = (
	id: number,
	overrides: Partial< AdminFundraiser > = {}
): AdminFundraiser => ( {
	id,
	name: `Runner ${ id }`,
	status: 'approved',
	user_id: id,
	email: `runner${ id }@example.com`,
	team_id: 0,
	team: '',
	goal: 500,
	story_excerpt: '',
	amount: 0,
	donations_count: 0,
	url: `http://localhost/campaigns/spring-run/fundraiser/${ id }/`,
	created_at: '2026-05-01T12:00:00Z',
	registration_type: '',
	activity: 0,
	...overrides,
} );
