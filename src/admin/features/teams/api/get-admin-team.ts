/**
 * GET admin/teams/{id}: one team with its whole story (the list carries only story_excerpt), for
 * the edit form.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { AdminTeam, Item } from '../../../api/types';

export const adminTeamPath = ( id: number ) => `admin/teams/${ id }`;

export const useAdminTeam = ( id: number ) =>
	useApiQuery< Item< AdminTeam > >( [ adminTeamPath( id ), {} ] );
