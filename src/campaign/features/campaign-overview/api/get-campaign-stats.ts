/**
 * GET /get-campaign-stats — the campaign's totals, revalidated on focus so they stay current.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { CampaignStats } from '../../../contract/types';

export interface CampaignStatsResponse {
	data: CampaignStats;
}

export const campaignStatsKey = ( campaignId: number ): ApiKey => [
	'get-campaign-stats',
	{ campaign_id: campaignId },
];

export const useCampaignStats = ( campaignId: number ) =>
	useApiQuery< CampaignStatsResponse >( campaignStatsKey( campaignId ) );
