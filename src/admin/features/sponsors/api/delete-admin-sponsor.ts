/**
 * POST admin/sponsors/{id}/delete: removes a sponsor.
 */
export const deleteAdminSponsorPath = ( id: number ) =>
	`admin/sponsors/${ id }/delete`;
