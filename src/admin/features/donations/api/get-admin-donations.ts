/**
 * GET admin/campaigns/{id}/donations: a campaign's donations, filtered, sorted and paged.
 */
export const getAdminDonationsPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/donations`;
