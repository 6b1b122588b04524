/**
 * POST admin/settings: saves the plugin's site-wide settings (answers with all of them).
 */
export const updateAdminSettingsPath = 'admin/settings';
