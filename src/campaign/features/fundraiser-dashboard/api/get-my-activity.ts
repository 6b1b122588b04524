/**
 * GET /get-my-activity — the current user's activity total and latest entries in a campaign that
 * tracks activity (decision 0093), newest day first.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';

export interface ActivityEntry {
	id: number;
	/** The day of the activity (YYYY-MM-DD). */
	date: string;
	/** In the campaign's unit. */
	amount: number;
	note: string;
	source: 'manual' | 'gpx';
}

export interface MyActivity {
	total: number;
	entries: ActivityEntry[];
}

export const myActivityKey = ( campaignId: number ): ApiKey => [
	'get-my-activity',
	{ campaignId },
];

export const useMyActivity = ( campaignId: number, isTracked: boolean ) =>
	useApiQuery< { data: MyActivity } >(
		isTracked ? myActivityKey( campaignId ) : null
	);
