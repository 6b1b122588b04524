/**
 * GET /get-team-top-donors — the team's biggest donors (its members' donations included).
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { TopDonor } from '../../../contract/types';

export interface TeamTopDonorsResponse {
	data: TopDonor[];
}

export const teamTopDonorsKey = ( teamId: number ): ApiKey => [
	'get-team-top-donors',
	{ team_id: teamId },
];

export const useTeamTopDonors = ( teamId: number ) =>
	useApiQuery< TeamTopDonorsResponse >( teamTopDonorsKey( teamId ) );
