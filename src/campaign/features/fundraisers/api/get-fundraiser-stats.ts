/**
 * GET /get-fundraiser-stats — a fundraiser's totals, revalidated on focus so they stay current.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { FundraiserStats } from '../../../contract/types';

export interface FundraiserStatsResponse {
	data: FundraiserStats;
}

export const fundraiserStatsKey = ( fundraiserId: number ): ApiKey => [
	'get-fundraiser-stats',
	{ fundraiser_id: fundraiserId },
];

export const useFundraiserStats = ( fundraiserId: number ) =>
	useApiQuery< FundraiserStatsResponse >(
		fundraiserStatsKey( fundraiserId )
	);
