/**
 * POST admin/campaigns: a new campaign (a draft unless a status is sent).
 */
export const createAdminCampaignPath = 'admin/campaigns';
