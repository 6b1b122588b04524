/**
 * POST admin/campaigns/{id}/match/stop: ends the campaign's matching gift (matches made stay).
 */
export const stopAdminMatchPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/match/stop`;
