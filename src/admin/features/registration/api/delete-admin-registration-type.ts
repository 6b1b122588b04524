/**
 * POST admin/registration-types/{id}/delete: removes a type nobody registered with (409 otherwise).
 */
export const deleteAdminRegistrationTypePath = ( typeId: number ) =>
	`admin/registration-types/${ typeId }/delete`;
