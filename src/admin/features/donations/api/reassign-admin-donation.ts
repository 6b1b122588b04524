/**
 * POST admin/donations/{id}/reassign: credits a donation to another team or fundraiser.
 */
export const reassignAdminDonationPath = ( id: number ) =>
	`admin/donations/${ id }/reassign`;
