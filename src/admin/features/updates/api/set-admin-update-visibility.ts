/**
 * POST admin/updates/{id}/visibility { hidden }: hides an update from the public page, or shows it again.
 */
export const setAdminUpdateVisibilityPath = ( updateId: number ) =>
	`admin/updates/${ updateId }/visibility`;
