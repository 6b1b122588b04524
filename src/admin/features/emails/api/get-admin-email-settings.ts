/**
 * GET admin/email-settings: the automatic e-mails' templates, switches and the nudge delay.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { AdminEmailSettings, Item } from '../../../api/types';

export const adminEmailSettingsPath = 'admin/email-settings';

export const adminEmailSettingsKey: ApiKey = [ adminEmailSettingsPath, {} ];

export const useAdminEmailSettings = () =>
	useApiQuery< Item< AdminEmailSettings > >( adminEmailSettingsKey );
