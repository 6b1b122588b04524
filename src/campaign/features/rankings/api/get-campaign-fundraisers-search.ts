/**
 * GET /get-campaign-fundraisers-search — a page of the campaign's fundraisers by amount raised.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { LeaderboardItem, Paged } from '../../../contract/types';
import {
	RANKING_PAGE_SIZE,
	sortParam,
	type RankingQuery,
} from './ranking-query';

export const campaignFundraisersSearchKey = ( {
	campaignId,
	search,
	page,
	sort,
}: RankingQuery ): ApiKey => [
	'get-campaign-fundraisers-search',
	{
		campaign_id: campaignId,
		search,
		page,
		per_page: RANKING_PAGE_SIZE,
		...sortParam( sort ),
	},
];

export const useCampaignFundraisersSearch = ( query: RankingQuery ) =>
	useApiQuery< Paged< LeaderboardItem > >(
		campaignFundraisersSearchKey( query )
	);
