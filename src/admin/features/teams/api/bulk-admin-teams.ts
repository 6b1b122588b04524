/**
 * POST admin/campaigns/{id}/teams/bulk: approve or suspend the picked teams, or every one
 * matching the list's search and status filter.
 */
export const bulkAdminTeamsPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/teams/bulk`;
