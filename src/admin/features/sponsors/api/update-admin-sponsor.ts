/**
 * POST admin/sponsors/{id}: saves a sponsor's name, logo and website.
 */
export const updateAdminSponsorPath = ( id: number ) =>
	`admin/sponsors/${ id }`;
