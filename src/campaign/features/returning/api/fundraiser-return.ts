/**
 * POST /fundraiser-return — the signed-in invitee joins next year's campaign in one step.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { RedirectResponse } from '../../../components/use-form-submit';

export const fundraiserReturn = (
	client: ApiClient,
	body: { campaignId: number; token: string }
) =>
	client.post< RedirectResponse & { fundraiserId: number; teamId: number } >(
		'fundraiser-return',
		body
	);
