/**
 * POST admin/campaigns/{id}/fundraisers/bulk: approve or suspend the picked fundraiser pages, or
 * every one matching the list's search and status filter.
 */
export const bulkAdminFundraisersPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/fundraisers/bulk`;
