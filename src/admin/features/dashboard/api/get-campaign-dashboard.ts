/**
 * GET admin/campaigns/{id}/dashboard?period=7|30|90|all: headline figures and the series of the
 * dashboard's charts (docs/api.md, "Admin endpoints").
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { Item } from '../../../api/types';

export const DASHBOARD_PERIODS = [ '7', '30', '90', 'all' ] as const;
export type DashboardPeriod = ( typeof DASHBOARD_PERIODS )[ number ];

export interface DashboardFigures {
	raised: number;
	goal: number;
	raised_percentage: number;
	donations: number;
	donors: number;
	/** The average gift, without sponsors' matches. */
	average: number;
	/** What sponsors' matches gave (part of `raised`). */
	matched: number;
	period_raised: number;
	period_donations: number;
	/** Who gave in the period (all time: `donors`). */
	period_donors: number;
	/** The period's average gift, without sponsors' matches (all time: `average`). */
	period_average: number;
	teams: number;
	fundraisers: number;
	active_fundraisers: number;
	recurring_donors: number;
}

export interface DashboardDay {
	date: string;
	amount: number;
	donations: number;
	cumulative: number;
}

export interface DashboardSource {
	source: 'campaign' | 'teams' | 'fundraisers';
	amount: number;
	donations: number;
}

export interface DashboardRanked {
	id: number;
	name: string;
	status: string;
	amount: number;
	donations: number;
}

export interface DashboardCount {
	date: string;
	count: number;
}

export interface CampaignDashboard {
	period: DashboardPeriod;
	from: string;
	to: string;
	figures: DashboardFigures;
	daily: DashboardDay[];
	sources: DashboardSource[];
	top_teams: DashboardRanked[];
	top_fundraisers: DashboardRanked[];
	new_fundraisers: DashboardCount[];
}

export const campaignDashboardPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/dashboard`;

export const campaignDashboardKey = (
	campaignId: number,
	period: DashboardPeriod
): ApiKey => [ campaignDashboardPath( campaignId ), { period } ];

export const useCampaignDashboard = (
	campaignId: number,
	period: DashboardPeriod
) =>
	useApiQuery< Item< CampaignDashboard > >(
		campaignDashboardKey( campaignId, period )
	);
