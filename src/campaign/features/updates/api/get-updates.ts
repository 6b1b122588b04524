/**
 * GET /get-updates — a fundraiser's or team's updates, newest first, five a page. The page embeds
 * the first page, under the same key.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';
import type { EntityUpdate, Paged } from '../../../contract/types';

export type UpdatesOwner = { fundraiserId: number } | { teamId: number };

export const updatesKey = ( owner: UpdatesOwner, page = 1 ): ApiKey => [
	'get-updates',
	'fundraiserId' in owner
		? { fundraiser_id: owner.fundraiserId, page }
		: { team_id: owner.teamId, page },
];

export const useUpdates = ( owner: UpdatesOwner, page: number ) =>
	useApiQuery< Paged< EntityUpdate > >( updatesKey( owner, page ) );
