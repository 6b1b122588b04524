/**
 * POST /create-team — multipart: action, campaign_id, name, goal, story, access, emails, file.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { TeamSaveResponse } from './team-save-response';

export const createTeam = ( client: ApiClient, body: FormData ) =>
	client.post< TeamSaveResponse >( 'create-team', body );
