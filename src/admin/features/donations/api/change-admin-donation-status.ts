/**
 * POST admin/donations/{id}/{complete|refund|cancel|cancel-subscription}: moves a donation to its
 * next status, or (cancel-subscription) stops the monthly gift it belongs to.
 */
export type DonationStatusChange =
	'complete' | 'refund' | 'cancel' | 'cancel-subscription';

export const changeAdminDonationStatusPath = (
	id: number,
	change: DonationStatusChange
) => `admin/donations/${ id }/${ change }`;
