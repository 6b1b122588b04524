/**
 * GET /get-fundraiser-top-donors — the fundraiser's biggest donors, anonymous ones unnamed.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { TopDonor } from '../../../contract/types';

export interface FundraiserTopDonorsResponse {
	data: TopDonor[];
}

export const fundraiserTopDonorsKey = ( fundraiserId: number ): ApiKey => [
	'get-fundraiser-top-donors',
	{ fundraiser_id: fundraiserId },
];

export const useFundraiserTopDonors = ( fundraiserId: number ) =>
	useApiQuery< FundraiserTopDonorsResponse >(
		fundraiserTopDonorsKey( fundraiserId )
	);
