/**
 * The campaign's teams matching a search as select options (by name, 20 at a time): the move,
 * pledge and reassign dialogs search the server as the administrator types.
 */
import { __ } from '@wordpress/i18n';
import { useApiQuery } from '../../../../shared/api/use-api-query';
import { getAdminTeamsPath } from './get-admin-teams';
import type { AdminTeam, Paged } from '../../../api/types';

export const OPTIONS_PER_PAGE = 20;

export function useTeamOptions( campaignId: number, search = '' ) {
	const { data, isLoading } = useApiQuery< Paged< AdminTeam > >( [
		getAdminTeamsPath( campaignId ),
		{
			orderby: 'name',
			order: 'asc',
			per_page: OPTIONS_PER_PAGE,
			page: 1,
			...( search === '' ? {} : { search } ),
		},
	] );
	return {
		isLoading,
		options: [
			{ value: '0', label: __( 'No team', 'p2p-fundraising' ) },
			...( data?.data ?? [] ).map( ( team ) => ( {
				value: String( team.id ),
				label: team.name,
			} ) ),
		],
	};
}
