/**
 * The campaign's fundraisers as select options (by name; the first 50).
 */
import { __ } from '@wordpress/i18n';
import { useApiQuery } from '../../../../shared/api/use-api-query';
import { getAdminFundraisersPath } from './get-admin-fundraisers';
import type { AdminFundraiser, Paged } from '../../../api/types';

export function useFundraiserOptions( campaignId: number ) {
	const { data } = useApiQuery< Paged< AdminFundraiser > >( [
		getAdminFundraisersPath( campaignId ),
		{ orderby: 'name', order: 'asc', per_page: 50, page: 1 },
	] );
	return [
		{ value: '0', label: __( 'No fundraiser', 'p2p-fundraising' ) },
		...( data?.data ?? [] ).map( ( fundraiser ) => ( {
			value: String( fundraiser.id ),
			label: fundraiser.team
				? `${ fundraiser.name } (${ fundraiser.team })`
				: fundraiser.name,
		} ) ),
	];
}
