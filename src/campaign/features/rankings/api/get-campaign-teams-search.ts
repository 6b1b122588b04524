/**
 * GET /get-campaign-teams-search — a page of the campaign's teams by amount raised. Private
 * teams are included (showClosedTeams) on the campaign home and the leaderboard.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { LeaderboardItem, Paged } from '../../../contract/types';
import {
	RANKING_PAGE_SIZE,
	sortParam,
	type RankingQuery,
} from './ranking-query';

export const campaignTeamsSearchKey = ( {
	campaignId,
	search,
	page,
	sort,
}: RankingQuery ): ApiKey => [
	'get-campaign-teams-search',
	{
		campaign_id: campaignId,
		search,
		showClosedTeams: true,
		page,
		per_page: RANKING_PAGE_SIZE,
		...sortParam( sort ),
	},
];

export const useCampaignTeamsSearch = ( query: RankingQuery ) =>
	useApiQuery< Paged< LeaderboardItem > >( campaignTeamsSearchKey( query ) );
