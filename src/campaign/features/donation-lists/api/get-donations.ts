/**
 * GET /get-donations — newest donations to a campaign, a team or a fundraiser.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { DonationRow, Paged } from '../../../contract/types';

export const RECENT_DONATIONS_PER_PAGE = 10;

export interface DonationsScope {
	campaignId: number;
	teamId?: number;
	fundraiserId?: number;
}

export const donationsKey = ( {
	campaignId,
	teamId,
	fundraiserId,
}: DonationsScope ): ApiKey => [
	'get-donations',
	{
		campaign_id: campaignId,
		team_id: teamId,
		fundraiser_id: fundraiserId,
		page: 1,
		per_page: RECENT_DONATIONS_PER_PAGE,
	},
];

export const useDonations = ( scope: DonationsScope ) =>
	useApiQuery< Paged< DonationRow > >( donationsKey( scope ) );
