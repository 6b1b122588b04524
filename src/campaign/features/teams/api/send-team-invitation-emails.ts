/**
 * POST /send-team-invitation-emails — sent after the team is saved, for the newly invited addresses.
 * The server mails at most 50 addresses per team a day and each address at most once a day;
 * the answer counts what went out and says why the rest did not.
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export const sendTeamInvitationEmails = (
	client: ApiClient,
	body: { team_id: number; emails: string }
) =>
	client.post< {
		data: {
			sent: number;
			throttled: number;
			overLimit: number;
			message: string;
		};
	} >( 'send-team-invitation-emails', body );
