/**
 * GET admin/settings: the plugin's site-wide settings.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import { adminPaths } from '../../../api/admin-paths';
import type { AdminSettings, Item } from '../../../api/types';

export const adminSettingsKey: ApiKey = [ adminPaths.settings, {} ];

export const useAdminSettings = () =>
	useApiQuery< Item< AdminSettings > >( adminSettingsKey );
