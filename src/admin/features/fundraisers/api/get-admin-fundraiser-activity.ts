/**
 * GET admin/fundraisers/{id}/activity: every activity entry of a fundraiser, newest day first
 * (decision 0093; the same shape as the fundraiser's own list).
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';

export interface AdminActivityEntry {
	id: number;
	/** The day of the activity (YYYY-MM-DD). */
	date: string;
	/** In the campaign's unit. */
	amount: number;
	note: string;
	/** Typed in ('manual') or read from a GPX track. */
	source: 'manual' | 'gpx';
}

export const adminFundraiserActivityPath = ( fundraiserId: number ) =>
	`admin/fundraisers/${ fundraiserId }/activity`;

export const useAdminFundraiserActivity = ( fundraiserId: number ) =>
	useApiQuery< { data: AdminActivityEntry[] } >( [
		adminFundraiserActivityPath( fundraiserId ),
		{},
	] );
