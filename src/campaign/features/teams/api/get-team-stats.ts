/**
 * GET /get-team-stats — a team's totals, revalidated on focus so they stay current.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { TeamStats } from '../../../contract/types';

export interface TeamStatsResponse {
	data: TeamStats;
}

export const teamStatsKey = ( teamId: number ): ApiKey => [
	'get-team-stats',
	{ team_id: teamId },
];

export const useTeamStats = ( teamId: number ) =>
	useApiQuery< TeamStatsResponse >( teamStatsKey( teamId ) );
