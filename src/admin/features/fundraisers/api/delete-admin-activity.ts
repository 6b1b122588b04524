/**
 * POST admin/activity/{id}/delete: removes any activity entry; the fundraiser's, team's and
 * campaign's totals drop with it.
 */
export const deleteAdminActivityPath = ( entryId: number ) =>
	`admin/activity/${ entryId }/delete`;
