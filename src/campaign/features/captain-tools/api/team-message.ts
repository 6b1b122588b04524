/**
 * POST /team-message — e-mails every other member of the captain's team, one by one, Reply-To the captain.
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export const sendTeamMessage = (
	client: ApiClient,
	body: { campaignId: number; subject: string; message: string }
) => client.post< { sent: number; message: string } >( 'team-message', body );
