/**
 * POST /send-team-invitation-emails — sent after the team is saved, for the newly invited addresses.
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export const sendTeamInvitationEmails = (
	client: ApiClient,
	body: { team_id: number; emails: string }
) =>
	client.post< { data: { sent: number } } >(
		'send-team-invitation-emails',
		body
	);
