/**
 * POST admin/campaigns/{id}/duplicate: next year's draft copy (campaign_title, start_date,
 * end_date, request_key — the same key again answers the copy already made).
 */
export const duplicateAdminCampaignPath = ( id: number ) =>
	`admin/campaigns/${ id }/duplicate`;
