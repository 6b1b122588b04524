/**
 * POST /remove-team-member — takes a member off the captain's team (their donations leave the team's totals).
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export const removeTeamMember = (
	client: ApiClient,
	body: { campaignId: number; fundraiser_id: number }
) =>
	client.post< { removed: boolean; message: string } >(
		'remove-team-member',
		body
	);
