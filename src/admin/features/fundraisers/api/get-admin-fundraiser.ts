/**
 * GET admin/fundraisers/{id}: one fundraiser page with its whole story (the list carries only
 * story_excerpt), for the edit form.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { AdminFundraiser, Item } from '../../../api/types';

export const adminFundraiserPath = ( id: number ) =>
	`admin/fundraisers/${ id }`;

export const useAdminFundraiser = ( id: number ) =>
	useApiQuery< Item< AdminFundraiser > >( [ adminFundraiserPath( id ), {} ] );
