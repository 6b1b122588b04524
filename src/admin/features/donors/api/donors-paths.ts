/**
 * The donor records' routes (decision 0081): the list of a campaign or of every campaign, its
 * CSV, a donor's page, WordPress's privacy requests and a receipt sent again.
 */
export const getAdminDonorsPath = ( campaignId: number ) =>
	campaignId > 0
		? `admin/donors?campaign_id=${ campaignId }`
		: 'admin/donors';

export const adminDonorsExportPath = 'admin/donors/export';

export const adminDonorPath = ( donor: string ) => `admin/donors/${ donor }`;

export const adminDonorPrivacyPath = ( donor: string ) =>
	`admin/donors/${ donor }/privacy-request`;

export const resendReceiptPath = ( donationId: number ) =>
	`admin/donations/${ donationId }/resend-receipt`;
