/**
 * POST /update-fundraiser-profile — multipart: action, campaignId, goal, story, file (and fundraiser_id when editing by id).
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { RedirectResponse } from '../../../components/use-form-submit';

export const updateFundraiserProfile = ( client: ApiClient, body: FormData ) =>
	client.post< RedirectResponse >( 'update-fundraiser-profile', body );
