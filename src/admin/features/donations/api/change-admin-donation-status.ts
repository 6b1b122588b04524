/**
 * POST admin/donations/{id}/{complete|refund|cancel}: moves a donation to its next status.
 */
export type DonationStatusChange = 'complete' | 'refund' | 'cancel';

export const changeAdminDonationStatusPath = (
	id: number,
	change: DonationStatusChange
) => `admin/donations/${ id }/${ change }`;
