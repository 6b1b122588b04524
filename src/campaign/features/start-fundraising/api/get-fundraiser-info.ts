/**
 * GET /get-fundraiser-info — the current user's fundraiser and team in the campaign, and a
 * registration fee still to pay.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';

/** A registration fee still to pay (issue 28, decision 0109). */
export interface OwedRegistrationFee {
	/** pending: the page waits for the online payment; due: paid on the day (offline). */
	status: 'pending' | 'due';
	/** In the currency's major unit. */
	amount: number;
	type_name: string;
	/** Whether "Pay now" may open a Stripe Checkout page now. */
	can_pay_online: boolean;
}

export interface FundraiserInfo {
	fundraiser: {
		id: number;
		fundraiser_name: string;
		profile_image: string;
		amount_raised: number;
		url: string;
	} | null;
	team: {
		id: number;
		name: string;
		profile_image: string;
		members: number;
		url: string;
		captain_user_id: number;
	} | null;
	registration_fee: OwedRegistrationFee | null;
}

export const fundraiserInfoKey = ( campaignId: number ): ApiKey => [
	'get-fundraiser-info',
	{ campaignId },
];

export const useFundraiserInfo = ( campaignId: number ) =>
	useApiQuery< { data: FundraiserInfo } >( fundraiserInfoKey( campaignId ) );
