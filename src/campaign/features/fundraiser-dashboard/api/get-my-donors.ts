/**
 * GET /get-my-donors — the donations credited to the current user's fundraiser (scope 'mine') or,
 * for a captain, to their whole team (scope 'team'), newest first, paged. Never an e-mail address.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { Money, Paged } from '../../../contract/types';

export type DonorScope = 'mine' | 'team';

export interface MyDonor {
	id: number;
	/** The donor's name, or "Anonymous". */
	donorName: string;
	isAnonymous: boolean;
	amount: Money;
	/** ISO 8601 date and time of the gift. */
	date: string;
	/** Who the gift was credited to ('' for a gift to the team itself). */
	fundraiserName: string;
	isThanked: boolean;
	canThank: boolean;
	/** The donor asked (through a thank-you's unsubscribe link) for no e-mail from fundraisers. */
	optedOut: boolean;
	wantsUpdates: boolean;
	/** The donor's words of support (plain text); '' when none or hidden by an administrator. */
	message?: string;
	/** "In honour of" / "In memory of" (decision 0077); '' when none or hidden with the message. */
	dedicationType?: '' | 'honour' | 'memory';
	/** The name the gift is dedicated to; '' as dedicationType. */
	dedicationName?: string;
}

export const MY_DONORS_PER_PAGE = 10;

export const myDonorsKey = (
	campaignId: number,
	scope: DonorScope,
	page: number
): ApiKey => [
	'get-my-donors',
	{ campaignId, scope, page, per_page: MY_DONORS_PER_PAGE },
];

export const useMyDonors = (
	campaignId: number,
	scope: DonorScope,
	page: number
) => useApiQuery< Paged< MyDonor > >( myDonorsKey( campaignId, scope, page ) );
