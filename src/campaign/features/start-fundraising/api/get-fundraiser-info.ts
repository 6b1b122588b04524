/**
 * GET /get-fundraiser-info — the current user's fundraiser and team in the campaign.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';

export interface FundraiserInfo {
	fundraiser: {
		id: number;
		fundraiser_name: string;
		profile_image: string;
		amount_raised: number;
		url: string;
	} | null;
	team: {
		id: number;
		name: string;
		profile_image: string;
		members: number;
		url: string;
		captain_user_id: number;
	} | null;
}

export const fundraiserInfoKey = ( campaignId: number ): ApiKey => [
	'get-fundraiser-info',
	{ campaignId },
];

export const useFundraiserInfo = ( campaignId: number ) =>
	useApiQuery< { data: FundraiserInfo } >( fundraiserInfoKey( campaignId ) );
