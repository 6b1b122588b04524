/**
 * What the export feature offers other features: the CSV export's path (the lists' bulk
 * "Export" links to it with the picked ids or the list's filters).
 */
export { getAdminExportPath } from './api/get-admin-export';
