/**
 * POST admin/campaigns/{id}/sponsors/order: saves the display order (every id once).
 */
export const orderAdminSponsorsPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/sponsors/order`;
