/**
 * GET admin/campaigns/{id}/sponsors: a campaign's sponsors in display order.
 */
export const getAdminSponsorsPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/sponsors`;
