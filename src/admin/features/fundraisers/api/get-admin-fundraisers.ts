/**
 * GET admin/campaigns/{id}/fundraisers: a campaign's fundraiser pages, filtered, sorted and paged.
 */
export const getAdminFundraisersPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/fundraisers`;
