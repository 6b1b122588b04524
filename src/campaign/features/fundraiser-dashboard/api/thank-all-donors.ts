/**
 * POST /thank-all-donors — thanks every donor of the fundraiser not thanked yet (who can be
 * written to); `{donor_name}` in the message becomes each donor's first name.
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export const thankAllDonors = (
	client: ApiClient,
	body: { campaignId: number; message: string }
) =>
	client.post< { sent: number; message: string } >(
		'thank-all-donors',
		body
	);
