/**
 * GET admin/fundraisers/{id}/registration: the type, answers, waiver and fee of one fundraiser;
 * POST …/registration/fee { action: 'paid' | 'refund' }.
 */
export type FeeStatus = 'none' | 'paid' | 'due' | 'pending' | 'refunded';

export interface AdminRegistration {
	type_id: number;
	type_name: string;
	answers: Array< { label: string; value: string } >;
	waiver_text: string;
	waiver_accepted_at: string | null;
	fee: number;
	currency: string;
	fee_status: FeeStatus;
	payment_mode: string;
	paid_at: string | null;
	refunded_at: string | null;
}

export const getAdminFundraiserRegistrationPath = ( fundraiserId: number ) =>
	`admin/fundraisers/${ fundraiserId }/registration`;

export const adminRegistrationFeePath = ( fundraiserId: number ) =>
	`admin/fundraisers/${ fundraiserId }/registration/fee`;
