/**
 * POST /fundraiser-login — sign in with a user name or e-mail.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { RedirectResponse } from '../../../components/use-form-submit';

export const fundraiserLogin = (
	client: ApiClient,
	body: { user_handle: string; password: string; campaign_id: number }
) => client.post< RedirectResponse >( 'fundraiser-login', body );
