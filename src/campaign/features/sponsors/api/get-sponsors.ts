/**
 * GET /get-sponsors — the campaign's sponsors in their display order.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { Sponsor } from '../../../contract/types';

export interface SponsorsResponse {
	data: Sponsor[];
}

export const sponsorsKey = ( campaignId: number ): ApiKey => [
	'get-sponsors',
	{ campaign_id: campaignId },
];

export const useSponsors = ( campaignId: number, isEnabled: boolean ) =>
	useApiQuery< SponsorsResponse >(
		isEnabled ? sponsorsKey( campaignId ) : null
	);
