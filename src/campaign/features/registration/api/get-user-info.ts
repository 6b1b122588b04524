/**
 * GET /get-user-info — names and e-mail of the logged-in user, to prefill the create-profile
 * variants of the registration forms (only asked for a logged-in user without a fundraiser).
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';

export interface UserInfo {
	firstName: string;
	lastName: string;
	email: string;
}

export const userInfoKey = ( campaignId: number ): ApiKey => [
	'get-user-info',
	{ campaignId },
];

export const useUserInfo = ( campaignId: number, isWanted: boolean ) =>
	useApiQuery< { data: UserInfo } >(
		isWanted ? userInfoKey( campaignId ) : null
	);
