/**
 * GET admin/campaigns: every campaign, any status, sorted and paged on the server.
 */
export const getAdminCampaignsPath = 'admin/campaigns';
