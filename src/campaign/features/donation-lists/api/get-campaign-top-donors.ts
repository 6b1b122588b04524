/**
 * GET /get-campaign-top-donors — the campaign's biggest donors, anonymous ones unnamed.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { TopDonor } from '../../../contract/types';

export interface TopDonorsResponse {
	data: TopDonor[];
}

export const campaignTopDonorsKey = ( campaignId: number ): ApiKey => [
	'get-campaign-top-donors',
	{ campaign_id: campaignId },
];

export const useCampaignTopDonors = ( campaignId: number ) =>
	useApiQuery< TopDonorsResponse >( campaignTopDonorsKey( campaignId ) );
