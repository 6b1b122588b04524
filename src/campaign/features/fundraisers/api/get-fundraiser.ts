/**
 * GET /get-fundraiser — a fundraiser's profile (name, image, story, goal, team).
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { Fundraiser } from '../../../contract/types';

export interface FundraiserResponse {
	data: Fundraiser;
}

export const fundraiserKey = ( fundraiserId: number ): ApiKey => [
	'get-fundraiser',
	{ fundraiser_id: fundraiserId },
];

export const useFundraiser = ( fundraiserId: number ) =>
	useApiQuery< FundraiserResponse >( fundraiserKey( fundraiserId ) );
