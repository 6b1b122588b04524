/**
 * POST /fundraiser-join-team — the current fundraiser joins the team.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { RedirectResponse } from '../../../components/use-form-submit';

export const fundraiserJoinTeam = (
	client: ApiClient,
	body: { teamId: number; campaignId: number; invitation?: string }
) => client.post< RedirectResponse >( 'fundraiser-join-team', body );
