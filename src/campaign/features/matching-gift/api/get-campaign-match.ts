/**
 * GET /get-campaign, read for its `match`: the sponsor's matching gift, seeded from the page's
 * embedded campaign and revalidated (after a donation, on focus) so the amount matched stays
 * current.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { Campaign } from '../../../contract/types';

export interface CampaignResponse {
	data: Campaign;
}

export const campaignKey = ( campaignId: number ): ApiKey => [
	'get-campaign',
	{ campaign_id: campaignId },
];

export function useCampaignMatch( campaign: Campaign ) {
	const { data } = useApiQuery< CampaignResponse >(
		campaignKey( campaign.campaign_id )
	);
	return ( data?.data ?? campaign ).match;
}
