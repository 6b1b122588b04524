/**
 * POST /invite-team-members — invites new addresses to the captain's team from the dashboard and
 * mails them within the invitation limits; the answer counts what went out and says why the rest
 * did not.
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export const inviteTeamMembers = (
	client: ApiClient,
	body: { campaignId: number; emails: string }
) =>
	client.post< {
		sent: number;
		throttled: number;
		overLimit: number;
		message: string;
	} >( 'invite-team-members', body );
