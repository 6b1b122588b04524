/**
 * GET admin/settings: the plugin's site-wide settings.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { AdminSettings, Item } from '../../../api/types';

export const getAdminSettingsPath = 'admin/settings';

export const adminSettingsKey: ApiKey = [ getAdminSettingsPath, {} ];

export const useAdminSettings = () =>
	useApiQuery< Item< AdminSettings > >( adminSettingsKey );
