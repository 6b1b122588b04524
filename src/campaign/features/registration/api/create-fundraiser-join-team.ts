/**
 * POST /create-fundraiser-join-team — a logged-in user without a fundraiser registers into a team.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { RedirectResponse } from '../../../components/use-form-submit';
import type {
	RegistrationFields,
	RegistrationOptionPayload,
} from './registration-payload';

export const createFundraiserJoinTeam = (
	client: ApiClient,
	body: Pick< RegistrationFields, 'firstName' | 'lastName' > &
		RegistrationOptionPayload & {
			teamId: number;
			campaignId: number;
			invitation?: string;
		}
) => client.post< RedirectResponse >( 'create-fundraiser-join-team', body );
