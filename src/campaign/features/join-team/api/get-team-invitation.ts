/**
 * GET /get-team-invitation — what an invitation link opens: the invited address, or why the link
 * no longer works (p2p_invitation_invalid / _used / _expired). Asked before any join form shows.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';

export const teamInvitationKey = (
	campaignId: number,
	teamId: number,
	invitation: string
): ApiKey => [ 'get-team-invitation', { campaignId, teamId, invitation } ];

/** No request without a token. */
export const useTeamInvitation = (
	campaignId: number,
	teamId: number,
	invitation: string
) =>
	useApiQuery< { data: { email: string } } >(
		invitation ? teamInvitationKey( campaignId, teamId, invitation ) : null
	);
