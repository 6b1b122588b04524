/**
 * POST /delete-update — the author (or an administrator) deletes an update.
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export const deleteUpdate = (
	client: ApiClient,
	body: { update_id: number }
) =>
	client.post< { deleted: boolean; message: string } >(
		'delete-update',
		body
	);
