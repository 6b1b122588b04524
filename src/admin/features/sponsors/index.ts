/**
 * What the sponsors feature offers other features: the path of a campaign's sponsor list (the
 * matching gift's sponsor picker reads it).
 */
export { getAdminSponsorsPath } from './api/get-admin-sponsors';
