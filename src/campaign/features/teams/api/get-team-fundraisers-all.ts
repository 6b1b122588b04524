/**
 * GET /get-team-fundraisers-all — every member of a team, by amount raised.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { LeaderboardItem } from '../../../contract/types';

export interface TeamMembersResponse {
	data: LeaderboardItem[];
}

export const teamMembersKey = ( teamId: number ): ApiKey => [
	'get-team-fundraisers-all',
	{ team_id: teamId },
];

/** `null` asks nothing. */
export const useTeamMembers = ( teamId: number | null ) =>
	useApiQuery< TeamMembersResponse >(
		teamId === null ? null : teamMembersKey( teamId )
	);
