/**
 * GET /get-return-invitation — what last year's fundraiser's link carries over to next year's
 * campaign (their page, the suggested goal, their team), or why the link no longer works.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';

export interface ReturnInvitation {
	name: string;
	goal: number;
	hasStory: boolean;
	hasPhoto: boolean;
	team: { name: string; role: 'captain' | 'member' | 'waiting' } | null;
}

export const returnInvitationKey = (
	campaignId: number,
	token: string
): ApiKey => [ 'get-return-invitation', { campaignId, token } ];

/** No request without a token. */
export const useReturnInvitation = ( campaignId: number, token: string ) =>
	useApiQuery< { data: ReturnInvitation } >(
		token ? returnInvitationKey( campaignId, token ) : null
	);
