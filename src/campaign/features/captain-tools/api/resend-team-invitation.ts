/**
 * POST /resend-team-invitation — sends a pending invitation again, within the invitation limits.
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export const resendTeamInvitation = (
	client: ApiClient,
	body: { campaignId: number; invitation_id: number }
) =>
	client.post< { sent: number; message: string } >(
		'resend-team-invitation',
		body
	);
