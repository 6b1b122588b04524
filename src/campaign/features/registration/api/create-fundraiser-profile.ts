/**
 * POST /create-fundraiser-profile — a logged-in user without a fundraiser registers (no e-mail or password).
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { RedirectResponse } from '../../../components/use-form-submit';
import type {
	RegistrationFields,
	RegistrationOptionPayload,
} from './registration-payload';

export const createFundraiserProfile = (
	client: ApiClient,
	body: Pick< RegistrationFields, 'firstName' | 'lastName' > &
		RegistrationOptionPayload & {
			team_captain: boolean;
			campaign_id: number;
		}
) => client.post< RedirectResponse >( 'create-fundraiser-profile', body );
