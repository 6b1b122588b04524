/**
 * POST /raise-goal — sets a higher goal for the current user's fundraiser.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { Money } from '../../../contract/types';

export const raiseGoal = (
	client: ApiClient,
	body: { campaignId: number; goal: number }
) => client.post< { goal: Money; message: string } >( 'raise-goal', body );
