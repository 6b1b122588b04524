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
import {
	useEffect,
	useRef,
	useState,
	type CSSProperties,
	type FocusEvent,
	type ReactNode,
} from 'react';
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

/** The narrowest a column without a width gets (em of the table's text) before the table scrolls. */
export const MIN_COLUMN_EM = 7;

/** Core's padding of a table cell (10 px each side), in em of its 13 px text. */
const CELL_PADDING_EM = 20 / 13;

/**
 * The narrowest the table may get, in em: the columns with a width in em (or px, at 13 px to the
 * em, core's table text) keep it, every other column gets MIN_COLUMN_EM, each its padding, and
 * the columns with a width in % get their share of what is left. A fixed layout would otherwise
 * squeeze the columns without a width, down to 0 px on a phone, where their headings pile on
 * one another.
 */
export function minTableWidthEm< Row >(
	columns: Array< TableColumn< Row > >
): number {
	let fixed = columns.length * CELL_PADDING_EM;
	let percent = 0;
	for ( const column of columns ) {
		const width = column.styles?.width;
		const match =
			typeof width === 'string'
				? /^([\d.]+)(em|rem|px|%)$/.exec( width.trim() )
				: null;
		if ( typeof width === 'number' ) {
			fixed += width / 13;
		} else if ( match && match[ 2 ] === '%' ) {
			percent += Number( match[ 1 ] );
		} else if ( match ) {
			fixed += Number( match[ 1 ] ) / ( match[ 2 ] === 'px' ? 13 : 1 );
		} else {
			fixed += MIN_COLUMN_EM;
		}
	}
	// Percentages that leave (almost) nothing for the rest are a caller's mistake: no minimum.
	return percent >= 90 ? fixed : fixed / ( 1 - percent / 100 );
}

const Wrapper = styled.div`
	position: relative;
	overflow-x: auto;

	table {
		margin-top: 0.5rem;
	}

	/*
	 * A fixed layout shares the width between the columns: on a phone (412 px) that left some
	 * columns 0 px wide, their headings piled on one another. On narrow screens (core's own
	 * breakpoint for its list tables) the table keeps its columns readable and scrolls sideways
	 * inside the wrapper instead.
	 */
	@media ( max-width: 782px ) {
		table.p2p-data-table__table {
			min-width: var( --p2p-data-table-min-width );
		}
	}

	/*
	 * Columns size to their words (an automatic layout, not core's fixed one): a fixed layout
	 * shared 1280 px out by percentages, and core's break-word then cut a heading or a date that
	 * did not fit mid-word ("Credit ed to", "Datu m", "26.11.2 026"). Now a word never breaks
	 * inside a cell unless the language's hyphenation allows it in a heading ("Spenden-sammler");
	 * a table wider than its box scrolls inside it (break-word does not narrow a column, so even
	 * an e-mail address keeps its column as wide as it needs).
	 */
	&& table.p2p-data-table__table {
		table-layout: auto;
	}

	&& th,
	&& th button,
	&& td {
		overflow-wrap: break-word;
		word-break: normal;
	}

	&& th,
	&& th button {
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
	const wrapperRef = useRef< HTMLDivElement >( null );
	// The control last focused in a row, and that row's position.
	const lastFocus = useRef< { element: HTMLElement; row: number } | null >(
		null
	);
	const rememberFocus = ( event: FocusEvent< HTMLTableSectionElement > ) => {
		const row = ( event.target as HTMLElement ).closest( 'tr' );
		if ( row && row.parentElement === event.currentTarget ) {
			lastFocus.current = {
				element: event.target as HTMLElement,
				row: Array.from( event.currentTarget.rows ).indexOf( row ),
			};
		}
	};
	// A row removed with the focus in it (Remove, a bulk action) would drop the focus to the
	// page's start (WCAG 2.4.3): it goes to the row now in that place, or the table.
	useEffect( () => {
		const last = lastFocus.current;
		const wrapper = wrapperRef.current;
		const doc = wrapper?.ownerDocument;
		if (
			! last ||
			! wrapper ||
			! doc ||
			last.element.isConnected ||
			( doc.activeElement && doc.activeElement !== doc.body )
		) {
			return;
		}
		lastFocus.current = null;
		const bodyRows = wrapper.querySelectorAll( 'tbody > tr' );
		const row =
			bodyRows[ Math.min( last.row, bodyRows.length - 1 ) ] ?? null;
		const target =
			row?.querySelector< HTMLElement >(
				'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])'
			) ?? wrapper.querySelector( 'table' );
		target?.focus();
	}, [ rows ] );
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
		<Wrapper
			ref={ wrapperRef }
			className={ classNames( 'p2p-data-table', className ) }
		>
			<table
				tabIndex={ -1 }
				className="wp-list-table widefat fixed striped p2p-data-table__table"
				style={
					{
						'--p2p-data-table-min-width': `${ minTableWidthEm(
							shown
						).toFixed( 2 ) }em`,
					} as CSSProperties
				}
			>
				{ caption && (
					<caption className="screen-reader-text">
						{ caption }
					</caption>
				) }
				<thead>
					<tr>{ shown.map( header ) }</tr>
				</thead>
				<tbody
					onFocus={ rememberFocus }
					aria-busy={ isLoading || isSorting ? 'true' : undefined }
				>
					{ body }
				</tbody>
			</table>
		</Wrapper>
	);
}
