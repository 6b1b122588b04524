/**
 * GET admin/campaigns/{id}: one campaign, whatever its status.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { AdminCampaign, Item } from '../../../api/types';

export const adminCampaignKey = ( id: number ): ApiKey => [
	`admin/campaigns/${ id }`,
	{},
];

export const useAdminCampaign = ( id: number | null ) =>
	useApiQuery< Item< AdminCampaign > >( id ? adminCampaignKey( id ) : null );
