/**
 * GET/POST admin/campaigns/{id}/invite-previous: the invitations of last year's fundraisers so
 * far, and the POST that queues those not invited yet (source_campaign_id optional).
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { Item } from '../../../api/types';

export interface ReturnInvitationsStatus {
	sourceCampaignId: number;
	queued: number;
	invited: number;
	sent: number;
	joined: number;
	message: string;
}

export const invitePreviousPath = ( id: number ) =>
	`admin/campaigns/${ id }/invite-previous`;

export const invitePreviousKey = ( id: number ): ApiKey => [
	invitePreviousPath( id ),
	{},
];

export const useInvitePreviousStatus = ( id: number ) =>
	useApiQuery< Item< ReturnInvitationsStatus > >( invitePreviousKey( id ) );

/** The newest campaigns, to choose the one whose fundraisers are invited (GET admin/campaigns). */
export const campaignChoicesKey: ApiKey = [
	'admin/campaigns',
	{ per_page: 50, orderby: 'created', order: 'desc' },
];
