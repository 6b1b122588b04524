/**
 * POST admin/campaigns/{id}/registration/types (a new type) or admin/registration-types/{id}
 * (changes to one).
 */
export const createAdminRegistrationTypePath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/registration/types`;

export const updateAdminRegistrationTypePath = ( typeId: number ) =>
	`admin/registration-types/${ typeId }`;
