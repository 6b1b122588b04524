/**
 * POST admin/campaigns/{id}/donations: records an offline pledge, pending until received.
 */
export const createAdminDonationPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/donations`;
