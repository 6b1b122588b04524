/**
 * POST admin/campaigns/{id}/registration/waiver: { waiver } (empty removes it).
 */
export const saveAdminRegistrationWaiverPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/registration/waiver`;
