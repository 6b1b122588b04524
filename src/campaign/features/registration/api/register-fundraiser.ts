/**
 * POST /register-fundraiser — a visitor registers (account, session, fundraiser); team_captain goes on to the team form.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { RedirectResponse } from '../../../components/use-form-submit';
import type {
	RegistrationFields,
	RegistrationOptionPayload,
} from './registration-payload';

export const registerFundraiser = (
	client: ApiClient,
	body: RegistrationFields &
		RegistrationOptionPayload & {
			team_captain: boolean;
			campaign_id: number;
		}
) => client.post< RedirectResponse >( 'register-fundraiser', body );
