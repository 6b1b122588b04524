/**
 * State of a server-side list (search, status filter, the fundraisers' type filter, sort, page)
 * and its SWR read. Searching
 * and filtering go back to page 1; the previous rows stay on screen while the next ones load.
 */
import { useState } from 'react';
import { useApiQuery } from '../../shared/api/use-api-query';
import type { SortState } from '../../shared/ui/data-table';
import type { ListQuery, Paged } from './types';

export const ADMIN_PER_PAGE = 20;

export function useAdminList< T >(
	path: string | null,
	initial: Partial< ListQuery > = {}
) {
	const [ query, setQuery ] = useState< ListQuery >( {
		search: '',
		status: '',
		orderby: 'created',
		order: 'desc',
		page: 1,
		per_page: ADMIN_PER_PAGE,
		...initial,
	} );
	const [ sortingKey, setSortingKey ] = useState< string | null >( null );
	const params = {
		...query,
		status: query.status === '' ? undefined : query.status,
		search: query.search === '' ? undefined : query.search,
		type: query.type ? query.type : undefined,
	};
	const result = useApiQuery< Paged< T > >(
		path ? ( [ path, params ] as const ) : null
	);
	const isSorting = sortingKey !== null && result.isValidating;

	return {
		query,
		result,
		rows: result.data?.data,
		total: result.data?.total ?? 0,
		totalPages: Math.max(
			1,
			Math.ceil( ( result.data?.total ?? 0 ) / query.per_page )
		),
		isLoading: result.isLoading || result.isValidating,
		isSorting,
		sort: { key: query.orderby, direction: query.order } as SortState,
		setSearch: ( search: string ) =>
			setQuery( ( current ) => ( { ...current, search, page: 1 } ) ),
		setStatus: ( status: string ) =>
			setQuery( ( current ) => ( { ...current, status, page: 1 } ) ),
		setType: ( type: string ) =>
			setQuery( ( current ) => ( { ...current, type, page: 1 } ) ),
		setPage: ( page: number ) =>
			setQuery( ( current ) => ( { ...current, page } ) ),
		setSort: ( sort: SortState ) => {
			setSortingKey( sort.key );
			setQuery( ( current ) => ( {
				...current,
				orderby: sort.key,
				order: sort.direction,
				page: 1,
			} ) );
		},
	};
}
