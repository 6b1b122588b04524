/**
 * The campaign's fundraisers matching a search (name or e-mail) as select options (by name, 20 at
 * a time): the pledge and reassign dialogs search the server as the administrator types.
 */
import { __ } from '@wordpress/i18n';
import { useApiQuery } from '../../../../shared/api/use-api-query';
import { getAdminFundraisersPath } from './get-admin-fundraisers';
import type { AdminFundraiser, Paged } from '../../../api/types';

export function useFundraiserOptions( campaignId: number, search = '' ) {
	const { data, isLoading } = useApiQuery< Paged< AdminFundraiser > >( [
		getAdminFundraisersPath( campaignId ),
		{
			orderby: 'name',
			order: 'asc',
			per_page: 20,
			page: 1,
			...( search === '' ? {} : { search } ),
		},
	] );
	return {
		isLoading,
		options: [
			{ value: '0', label: __( 'No fundraiser', 'p2p-fundraising' ) },
			...( data?.data ?? [] ).map( ( fundraiser ) => ( {
				value: String( fundraiser.id ),
				label: fundraiser.team
					? `${ fundraiser.name } (${ fundraiser.team })`
					: fundraiser.name,
			} ) ),
		],
	};
}
