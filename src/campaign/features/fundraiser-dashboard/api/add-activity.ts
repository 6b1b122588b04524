/**
 * POST /add-activity — logs an entry (a day, an amount typed with the site's separators, a note)
 * for the current user's fundraiser.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { ActivityEntry } from './get-my-activity';

export interface ActivityWritten {
	entry: ActivityEntry;
	total: number;
	message: string;
}

export const addActivity = (
	client: ApiClient,
	body: { campaignId: number; date: string; amount: string; note: string }
) => client.post< ActivityWritten >( 'add-activity', body );
