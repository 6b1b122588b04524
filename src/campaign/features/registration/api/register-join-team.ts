/**
 * POST /register-join-team — a visitor registers into a team.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { RedirectResponse } from '../../../components/use-form-submit';
import type {
	RegistrationFields,
	RegistrationOptionPayload,
} from './registration-payload';

export const registerJoinTeam = (
	client: ApiClient,
	body: RegistrationFields &
		RegistrationOptionPayload & {
			teamId: number;
			campaignId: number;
			invitation?: string;
		}
) => client.post< RedirectResponse >( 'register-join-team', body );
