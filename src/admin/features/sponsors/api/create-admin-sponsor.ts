/**
 * POST admin/campaigns/{id}/sponsors: adds a sponsor, last in the order.
 */
export const createAdminSponsorPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/sponsors`;
