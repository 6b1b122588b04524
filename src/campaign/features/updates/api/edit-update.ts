/**
 * POST /edit-update — multipart: update_id, text, remove_image, file. The author only.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { EntityUpdate } from '../../../contract/types';

export const editUpdate = ( client: ApiClient, body: FormData ) =>
	client.post< { data: EntityUpdate } >( 'edit-update', body );
