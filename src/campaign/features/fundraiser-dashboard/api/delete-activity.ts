/**
 * POST /delete-activity — deletes one of the current user's own entries.
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export const deleteActivity = (
	client: ApiClient,
	body: { campaignId: number; entryId: number }
) =>
	client.post< { total: number; message: string } >(
		'delete-activity',
		body
	);
