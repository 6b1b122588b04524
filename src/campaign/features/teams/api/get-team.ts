/**
 * GET /get-team — a team's profile (name, image, story, access, captain, totals).
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { Team } from '../../../contract/types';

export interface TeamResponse {
	data: Team;
}

export const teamKey = ( teamId: number ): ApiKey => [
	'get-team',
	{ team_id: teamId },
];

export const useTeam = ( teamId: number ) =>
	useApiQuery< TeamResponse >( teamKey( teamId ) );
