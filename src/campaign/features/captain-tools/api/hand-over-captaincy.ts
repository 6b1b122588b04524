/**
 * POST /hand-over-captaincy — makes another member the team's captain.
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export const handOverCaptaincy = (
	client: ApiClient,
	body: { campaignId: number; fundraiser_id: number }
) =>
	client.post< { captainUserId: number; message: string } >(
		'hand-over-captaincy',
		body
	);
