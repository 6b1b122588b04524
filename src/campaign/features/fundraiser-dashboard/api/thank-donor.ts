/**
 * POST /thank-donor — sends one personal thank-you from the site, Reply-To the fundraiser.
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export const thankDonor = (
	client: ApiClient,
	body: { campaignId: number; donation_id: number; message: string }
) =>
	client.post< { thanked: boolean; message: string } >( 'thank-donor', body );
