/**
 * POST admin/fundraisers/{id}/delete: removes a fundraiser page; its donations stay with its team.
 */
export const deleteAdminFundraiserPath = ( id: number ) =>
	`admin/fundraisers/${ id }/delete`;
