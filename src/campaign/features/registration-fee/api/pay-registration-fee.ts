/**
 * POST /pay-registration-fee — a new Stripe Checkout page for the current user's own pending
 * registration fee (decision 0109); Stripe sends them back to `return_to`.
 */
import type { ApiClient } from '../../../../shared/api/api-client';

export type FeeReturnPage =
	'start-fundraising' | 'create-profile' | 'create-team';

export const payRegistrationFee = (
	client: ApiClient,
	body: { campaignId: number; return_to: FeeReturnPage }
) => client.post< { payment_url: string } >( 'pay-registration-fee', body );
