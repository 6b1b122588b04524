/**
 * POST /update-team — multipart: the create-team fields plus team_id; captain or administrator only.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { TeamSaveResponse } from './team-save-response';

export const updateTeam = ( client: ApiClient, body: FormData ) =>
	client.post< TeamSaveResponse >( 'update-team', body );
