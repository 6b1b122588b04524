/**
 * POST /send-password-reset-email — WordPress's reset e-mail; then the lost-password/sent screen.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { RedirectResponse } from '../../../components/use-form-submit';

export const sendPasswordResetEmail = (
	client: ApiClient,
	body: { user_handle: string; campaign_id: number }
) => client.post< RedirectResponse >( 'send-password-reset-email', body );
