/**
 * Every admin table on one pattern: the toolbar (search, optional status filter, item count and
 * the caller's buttons), the load error, the sortable table and the pager, all driven by one
 * `useAdminList` state, so paging, sorting and searching behave alike on every screen.
 */
import type { ReactNode } from 'react';
import { DataTable, type TableColumn } from '../../shared/ui/data-table';
import { Pager } from '../../shared/ui/pager';
import type { useAdminList } from '../api/use-admin-list';
import { ListToolbar } from './list-toolbar';
import { LoadError } from './load-error';

interface AdminListViewProps< T extends object > {
	list: ReturnType< typeof useAdminList< T > >;
	columns: Array< TableColumn< T > >;
	rowKey: ( row: T ) => string | number;
	caption: string;
	searchLabel: string;
	/** The status filter's options; no filter without them. */
	statuses?: Array< { value: string; label: string } >;
	/** Buttons beside the filter ('Record offline donation'). */
	toolbarActions?: ReactNode;
}

export function AdminListView< T extends object >( {
	list,
	columns,
	rowKey,
	caption,
	searchLabel,
	statuses,
	toolbarActions,
}: AdminListViewProps< T > ) {
	return (
		<>
			<ListToolbar
				searchLabel={ searchLabel }
				onSearch={ list.setSearch }
				status={ list.query.status }
				statuses={ statuses }
				onStatus={ statuses ? list.setStatus : undefined }
				total={ list.total }
			>
				{ toolbarActions }
			</ListToolbar>
			<LoadError error={ list.result.error } />
			<DataTable
				columns={ columns }
				rows={ list.rows }
				rowKey={ rowKey }
				isLoading={ list.isLoading }
				isSorting={ list.isSorting }
				initialSort={ list.sort }
				onSort={ list.setSort }
				caption={ caption }
			/>
			<Pager
				page={ list.query.page }
				totalPages={ list.totalPages }
				onChange={ list.setPage }
			/>
		</>
	);
}
