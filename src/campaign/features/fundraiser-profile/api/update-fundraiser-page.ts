/**
 * POST /update-fundraiser-page — multipart: action, campaignId, fundraiser_id, name, page_address,
 * remove_cover and file (the cover photo), decision 0090.
 */
import type { ApiClient } from '../../../../shared/api/api-client';
import type { RedirectResponse } from '../../../components/use-form-submit';

export interface FundraiserPageSaved extends RedirectResponse {
	fundraiserId: number;
	pageAddress: string;
}

export const updateFundraiserPage = ( client: ApiClient, body: FormData ) =>
	client.post< FundraiserPageSaved >( 'update-fundraiser-page', body );
