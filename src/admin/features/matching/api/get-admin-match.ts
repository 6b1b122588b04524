/**
 * GET admin/campaigns/{id}/match: the campaign's active matching gift, or null.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { Item } from '../../../api/types';

export interface AdminMatch {
	id: number;
	sponsor_id: number;
	sponsor_name: string;
	ratio: number;
	cap: number;
	matched: number;
	start_date: string;
	end_date: string;
	status: 'active' | 'stopped';
	is_running: boolean;
}

export const adminMatchPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/match`;

export const useAdminMatch = ( campaignId: number ) =>
	useApiQuery< Item< AdminMatch | null > >( [
		adminMatchPath( campaignId ),
		{},
	] );
