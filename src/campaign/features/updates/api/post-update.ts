/**
 * POST /post-update — multipart: campaignId, scope ('fundraiser' or 'team'), text, notify, file.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { EntityUpdate } from '../../../contract/types';

export const postUpdate = ( client: ApiClient, body: FormData ) =>
	client.post< { data: EntityUpdate; notified: number; message: string } >(
		'post-update',
		body
	);
