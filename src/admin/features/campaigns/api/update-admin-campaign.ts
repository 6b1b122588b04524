/**
 * POST admin/campaigns/{id}: saves the fields sent; the others stay.
 */
export const updateAdminCampaignPath = ( id: number ) =>
	`admin/campaigns/${ id }`;
