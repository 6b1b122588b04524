/**
 * The administration data table (spec §3 'Table column', §4): columns with key, label, visible
 * (default true), sort flag, sort callback, styles, append flag and default value. A spinner while
 * the first rows load; a small spinner beside the sorted column while a new order loads; the first
 * click on a column sorts descending, later clicks toggle; the previous rows stay visible while
 * reloading; 'No data' when there are no rows.
 *
 * Sorting is the caller's job (the admin lists sort on the server): the table keeps which column
 * and direction are chosen and reports each change through the column's `sortCallback` and the
 * table's `onSort`.
 */
import { __ } from '@wordpress/i18n';
import { useState, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { classNames } from './class-names';
import { Spinner } from './spinner';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
	key: string;
	direction: SortDirection;
}

export interface TableColumn< Row > {
	/** Property of the row shown in the column (and the sort key). */
	key: string;
	label: string;
	/** Hidden columns are not rendered (default true). */
	visible?: boolean;
	/** Whether the column can be sorted. */
	sort?: boolean;
	/** Called with the new direction when this column's order changes. */
	sortCallback?: ( direction: SortDirection ) => void;
	/** Inline styles of the column's header and cells (width, alignment). */
	styles?: CSSProperties;
	/** Appended columns (row actions, say) come after every other column, in their order. */
	append?: boolean;
	/** Shown when the row has no value for the key (undefined, null or ''). */
	defaultValue?: ReactNode;
	/** Renders the cell; the row's value for `key` otherwise. */
	render?: ( row: Row ) => ReactNode;
}

/** The direction of the next click: descending first, then toggling. */
export function nextSortDirection(
	current: SortState | null,
	key: string
): SortDirection {
	if ( ! current || current.key !== key ) {
		return 'desc';
	}
	return current.direction === 'desc' ? 'asc' : 'desc';
}

/** Visible columns, appended ones last. */
export function orderColumns< Row >(
	columns: Array< TableColumn< Row > >
): Array< TableColumn< Row > > {
	const visible = columns.filter( ( column ) => column.visible !== false );
	return [
		...visible.filter( ( column ) => ! column.append ),
		...visible.filter( ( column ) => column.append ),
	];
}

const Wrapper = styled.div`
	position: relative;
	overflow-x: auto;

	table {
		margin-top: 0.5rem;
	}

	/* A long word of another language ("Spendensammler") wraps instead of covering the next column. */
	&& th,
	&& th button {
		overflow-wrap: anywhere;
		hyphens: auto;
	}

	th button {
		max-width: 100%;
		display: inline-flex;
		align-items: center;
		gap: 4px;
		padding: 8px 10px;
		border: 0;
		background: none;
		color: #2271b1;
		font: inherit;
		font-weight: 600;
		cursor: pointer;
		text-align: left;
	}

	th button:focus-visible {
		outline: 2px solid #2271b1;
		outline-offset: 2px;
	}

	tbody[aria-busy='true'] {
		opacity: 0.6;
	}

	.p2p-data-table__state {
		text-align: center;
		padding: 1.5rem;
	}
`;

export interface DataTableProps< Row > {
	columns: Array< TableColumn< Row > >;
	rows: Row[] | undefined;
	/** Row identity. */
	rowKey: ( row: Row ) => string | number;
	isLoading?: boolean;
	/** A new order is being loaded: a small spinner beside the sorted column. */
	isSorting?: boolean;
	initialSort?: SortState | null;
	onSort?: ( sort: SortState ) => void;
	caption?: string;
	className?: string;
}

const isEmptyValue = ( value: unknown ) =>
	value === undefined || value === null || value === '';

export function DataTable< Row extends object >( {
	columns,
	rows,
	rowKey,
	isLoading = false,
	isSorting = false,
	initialSort = null,
	onSort,
	caption,
	className,
}: DataTableProps< Row > ) {
	const [ sort, setSort ] = useState< SortState | null >( initialSort );
	const shown = orderColumns( columns );
	const hasRows = rows !== undefined && rows.length > 0;

	const changeSort = ( column: TableColumn< Row > ) => {
		const next: SortState = {
			key: column.key,
			direction: nextSortDirection( sort, column.key ),
		};
		setSort( next );
		column.sortCallback?.( next.direction );
		onSort?.( next );
	};

	const header = ( column: TableColumn< Row > ) => {
		const isSorted = sort?.key === column.key;
		let ariaSort: 'ascending' | 'descending' | 'none' | undefined;
		if ( column.sort ) {
			if ( ! isSorted ) {
				ariaSort = 'none';
			} else {
				ariaSort =
					sort?.direction === 'asc' ? 'ascending' : 'descending';
			}
		}
		return (
			<th
				key={ column.key }
				scope="col"
				style={ column.styles }
				aria-sort={ ariaSort }
				className={ classNames(
					`column-${ column.key }`,
					column.sort && 'sortable',
					isSorted && 'sorted',
					isSorted && sort?.direction
				) }
			>
				{ column.sort ? (
					<button
						type="button"
						onClick={ () => changeSort( column ) }
					>
						{ column.label }
						<span aria-hidden="true">
							{ isSorted && sort?.direction === 'asc' && '▲' }
							{ isSorted && sort?.direction === 'desc' && '▼' }
						</span>
						{ isSorted && isSorting && (
							<Spinner
								size="tiny"
								label={ __( 'Sorting…', 'p2p-fundraising' ) }
							/>
						) }
					</button>
				) : (
					column.label
				) }
			</th>
		);
	};

	const cell = ( row: Row, column: TableColumn< Row > ) => {
		let content: ReactNode;
		if ( column.render ) {
			content = column.render( row );
		} else {
			const value = ( row as Record< string, unknown > )[ column.key ];
			content = isEmptyValue( value ) ? undefined : String( value );
		}
		if ( isEmptyValue( content ) ) {
			content = column.defaultValue ?? '';
		}
		return (
			<td
				key={ column.key }
				style={ column.styles }
				className={ `column-${ column.key }` }
			>
				{ content }
			</td>
		);
	};

	let body: ReactNode;
	if ( hasRows ) {
		body = rows.map( ( row ) => (
			<tr key={ rowKey( row ) }>
				{ shown.map( ( column ) => cell( row, column ) ) }
			</tr>
		) );
	} else if ( isLoading ) {
		body = (
			<tr>
				<td className="p2p-data-table__state" colSpan={ shown.length }>
					<Spinner size="medium" />
				</td>
			</tr>
		);
	} else {
		body = (
			<tr className="no-items">
				<td className="p2p-data-table__state" colSpan={ shown.length }>
					{ __( 'No data', 'p2p-fundraising' ) }
				</td>
			</tr>
		);
	}

	return (
		<Wrapper className={ classNames( 'p2p-data-table', className ) }>
			<table className="wp-list-table widefat fixed striped">
				{ caption && (
					<caption className="screen-reader-text">
						{ caption }
					</caption>
				) }
				<thead>
					<tr>{ shown.map( header ) }</tr>
				</thead>
				<tbody
					aria-busy={ isLoading || isSorting ? 'true' : undefined }
				>
					{ body }
				</tbody>
			</table>
		</Wrapper>
	);
}
