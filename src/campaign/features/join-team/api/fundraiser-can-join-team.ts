/**
 * POST /fundraiser-can-join-team — whether the current fundraiser may join the team; an error otherwise.
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export const fundraiserCanJoinTeam = (
	client: ApiClient,
	body: { teamId: number; campaignId: number; invitation?: string }
) =>
	client.post< { data: { canJoin: boolean } } >(
		'fundraiser-can-join-team',
		body
	);
