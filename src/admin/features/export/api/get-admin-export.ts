/**
 * GET admin/campaigns/{id}/export?type=…: a CSV download of teams, fundraisers or donations.
 */
export const getAdminExportPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/export`;
