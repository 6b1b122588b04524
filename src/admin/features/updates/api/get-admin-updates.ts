/**
 * GET admin/campaigns/{id}/updates: the updates fundraisers and captains posted, every status,
 * searchable by text or page name, newest first, paged.
 */
export const getAdminUpdatesPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/updates`;
