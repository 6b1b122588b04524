/**
 * The campaign's teams as select options (by name; the first 50 — enough for the reassign and
 * move dialogs of most campaigns).
 */
import { __ } from '@wordpress/i18n';
import { useApiQuery } from '../../../../shared/api/use-api-query';
import { getAdminTeamsPath } from './get-admin-teams';
import type { AdminTeam, Paged } from '../../../api/types';

export function useTeamOptions( campaignId: number ) {
	const { data } = useApiQuery< Paged< AdminTeam > >( [
		getAdminTeamsPath( campaignId ),
		{ orderby: 'name', order: 'asc', per_page: 50, page: 1 },
	] );
	return [
		{ value: '0', label: __( 'No team', 'p2p-fundraising' ) },
		...( data?.data ?? [] ).map( ( team ) => ( {
			value: String( team.id ),
			label: team.name,
		} ) ),
	];
}
