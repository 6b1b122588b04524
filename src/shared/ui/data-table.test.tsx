import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../../tests/js/render';
import {
	DataTable,
	MIN_COLUMN_EM,
	minTableWidthEm,
	nextSortDirection,
	type TableColumn,
} from './data-table';

interface Row {
	id: number;
	name: string;
	amount: number;
	note?: string;
}

const ROWS: Row[] = [
	{ id: 1, name: 'River Keepers', amount: 300, note: 'late' },
	{ id: 2, name: 'Blue Wave', amount: 120 },
];

const columns = (
	overrides: Partial< Record< string, Partial< TableColumn< Row > > > > = {}
): Array< TableColumn< Row > > => [
	{
		key: 'actions',
		label: 'Actions',
		append: true,
		render: ( row ) => `Edit ${ row.name }`,
		...overrides.actions,
	},
	{
		key: 'name',
		label: 'Name',
		sort: true,
		styles: { width: '40%' },
		...overrides.name,
	},
	{ key: 'amount', label: 'Raised', sort: true, ...overrides.amount },
	{ key: 'note', label: 'Note', defaultValue: '—', ...overrides.note },
	{ key: 'id', label: 'ID', visible: false, ...overrides.id },
];

const headers = () =>
	screen.getAllByRole( 'columnheader' ).map( ( th ) => th.textContent );

describe( 'DataTable', () => {
	it( 'renders visible columns, appended ones last, with styles and default values', () => {
		renderWithTheme(
			<DataTable
				columns={ columns() }
				rows={ ROWS }
				rowKey={ ( row ) => row.id }
			/>
		);
		expect( headers() ).toEqual( [ 'Name', 'Raised', 'Note', 'Actions' ] );
		const rows = screen.getAllByRole( 'row' ).slice( 1 );
		expect(
			within( rows[ 0 ]! )
				.getAllByRole( 'cell' )
				.map( ( td ) => td.textContent )
		).toEqual( [ 'River Keepers', '300', 'late', 'Edit River Keepers' ] );
		expect(
			within( rows[ 1 ]! ).getAllByRole( 'cell' )[ 2 ]
		).toHaveTextContent( '—' );
		expect(
			screen.getByRole( 'columnheader', { name: 'Name' } )
		).toHaveStyle( {
			width: '40%',
		} );
	} );

	it( 'shows a spinner while the first rows load', () => {
		renderWithTheme(
			<DataTable
				columns={ columns() }
				rows={ undefined }
				isLoading
				rowKey={ ( row ) => row.id }
			/>
		);
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'Loading…' );
		expect( screen.queryByText( 'No data' ) ).not.toBeInTheDocument();
	} );

	it( 'keeps the previous rows visible while reloading', () => {
		renderWithTheme(
			<DataTable
				columns={ columns() }
				rows={ ROWS }
				isLoading
				rowKey={ ( row ) => row.id }
			/>
		);
		expect( screen.getByText( 'River Keepers' ) ).toBeInTheDocument();
		expect( screen.getAllByRole( 'rowgroup' )[ 1 ] ).toHaveAttribute(
			'aria-busy',
			'true'
		);
	} );

	it( "shows 'No data' when there are no rows", () => {
		renderWithTheme(
			<DataTable
				columns={ columns() }
				rows={ [] }
				rowKey={ ( row ) => row.id }
			/>
		);
		expect( screen.getByText( 'No data' ) ).toBeInTheDocument();
	} );

	it( 'sorts descending on the first click, then toggles, and reports each change', async () => {
		const onSort = jest.fn();
		const sortCallback = jest.fn();
		renderWithTheme(
			<DataTable
				columns={ columns( { amount: { sortCallback } } ) }
				rows={ ROWS }
				onSort={ onSort }
				rowKey={ ( row ) => row.id }
			/>
		);
		const user = userEvent.setup();
		const raised = screen.getByRole( 'button', { name: /Raised/ } );
		expect(
			screen.getByRole( 'columnheader', { name: /Raised/ } )
		).toHaveAttribute( 'aria-sort', 'none' );

		await user.click( raised );
		expect(
			screen.getByRole( 'columnheader', { name: /Raised/ } )
		).toHaveAttribute( 'aria-sort', 'descending' );
		await user.click( raised );
		expect(
			screen.getByRole( 'columnheader', { name: /Raised/ } )
		).toHaveAttribute( 'aria-sort', 'ascending' );
		await user.click( raised );
		expect( sortCallback.mock.calls ).toEqual( [
			[ 'desc' ],
			[ 'asc' ],
			[ 'desc' ],
		] );

		// Another column starts descending again.
		await user.click( screen.getByRole( 'button', { name: /Name/ } ) );
		expect( onSort ).toHaveBeenLastCalledWith( {
			key: 'name',
			direction: 'desc',
		} );
		expect(
			screen.getByRole( 'columnheader', { name: /Raised/ } )
		).toHaveAttribute( 'aria-sort', 'none' );
	} );

	it( 'columns without the sort flag are not buttons', () => {
		renderWithTheme(
			<DataTable
				columns={ columns() }
				rows={ ROWS }
				rowKey={ ( row ) => row.id }
			/>
		);
		expect(
			screen.queryByRole( 'button', { name: 'Note' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'columnheader', { name: 'Note' } )
		).not.toHaveAttribute( 'aria-sort' );
	} );

	it( 'shows a small spinner beside the sorted column while sorting', () => {
		renderWithTheme(
			<DataTable
				columns={ columns() }
				rows={ ROWS }
				isSorting
				initialSort={ { key: 'amount', direction: 'desc' } }
				rowKey={ ( row ) => row.id }
			/>
		);
		const header = screen.getByRole( 'columnheader', { name: /Raised/ } );
		expect( within( header ).getByRole( 'status' ) ).toHaveTextContent(
			'Sorting…'
		);
		expect(
			within(
				screen.getByRole( 'columnheader', { name: /Name/ } )
			).queryByRole( 'status' )
		).not.toBeInTheDocument();
		expect( screen.getByText( 'River Keepers' ) ).toBeInTheDocument();
	} );

	it( 'computes the next direction', () => {
		expect( nextSortDirection( null, 'a' ) ).toBe( 'desc' );
		expect(
			nextSortDirection( { key: 'a', direction: 'desc' }, 'a' )
		).toBe( 'asc' );
		expect( nextSortDirection( { key: 'a', direction: 'asc' }, 'a' ) ).toBe(
			'desc'
		);
		expect( nextSortDirection( { key: 'a', direction: 'asc' }, 'b' ) ).toBe(
			'desc'
		);
	} );

	it( 'keeps every column readable: a minimum width the table scrolls below on a phone', () => {
		const padding = 20 / 13;
		// Columns without a width get the minimum; em and px widths are kept; % share the rest.
		expect(
			minTableWidthEm< Row >( [
				{ key: 'a', label: 'A' },
				{ key: 'b', label: 'B', styles: { width: '4em' } },
				{ key: 'c', label: 'C', styles: { width: '26px' } },
			] )
		).toBeCloseTo( MIN_COLUMN_EM + 4 + 2 + 3 * padding );
		expect(
			minTableWidthEm< Row >( [
				{ key: 'a', label: 'A' },
				{ key: 'b', label: 'B', styles: { width: '50%' } },
			] )
		).toBeCloseTo( ( MIN_COLUMN_EM + 2 * padding ) * 2 );

		const { container } = renderWithTheme(
			<DataTable
				columns={ columns() }
				rows={ ROWS }
				rowKey={ ( row ) => row.id }
			/>
		);
		// Visible columns only: actions, raised and note without a width, name at 40 %.
		expect(
			container
				.querySelector( 'table' )
				?.style.getPropertyValue( '--p2p-data-table-min-width' )
		).toBe(
			`${ ( ( 3 * MIN_COLUMN_EM + 4 * padding ) / 0.6 ).toFixed( 2 ) }em`
		);
	} );

	it( 'keeps the focus in the table when the row that held it goes away', async () => {
		const user = userEvent.setup();
		const three: Row[] = [
			...ROWS,
			{ id: 3, name: 'Harbor Harriers', amount: 90 },
		];
		const actions = columns( {
			actions: {
				render: ( row ) => (
					<button type="button">{ `Remove ${ row.name }` }</button>
				),
			},
		} );
		const { rerender } = renderWithTheme(
			<DataTable
				columns={ actions }
				rows={ three }
				rowKey={ ( row ) => row.id }
				caption="Teams"
			/>
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Remove Blue Wave' } )
		);
		// The list reloads without the row: the row now in its place takes the focus.
		rerender(
			<DataTable
				columns={ actions }
				rows={ [ three[ 0 ]!, three[ 2 ]! ] }
				rowKey={ ( row ) => row.id }
				caption="Teams"
			/>
		);
		expect(
			screen.getByRole( 'button', { name: 'Remove Harbor Harriers' } )
		).toHaveFocus();

		// The last row goes: the one before it; no row left: the table itself.
		rerender(
			<DataTable
				columns={ actions }
				rows={ [ three[ 0 ]! ] }
				rowKey={ ( row ) => row.id }
				caption="Teams"
			/>
		);
		expect(
			screen.getByRole( 'button', { name: 'Remove River Keepers' } )
		).toHaveFocus();
		rerender(
			<DataTable
				columns={ actions }
				rows={ [] }
				rowKey={ ( row ) => row.id }
				caption="Teams"
			/>
		);
		expect( screen.getByRole( 'table', { name: 'Teams' } ) ).toHaveFocus();
	} );

	it( 'leaves the focus alone when it went elsewhere before the rows changed', async () => {
		const user = userEvent.setup();
		const actions = columns( {
			actions: {
				render: ( row ) => (
					<button type="button">{ `Remove ${ row.name }` }</button>
				),
			},
		} );
		const { rerender } = renderWithTheme(
			<>
				<input aria-label="Search" />
				<DataTable
					columns={ actions }
					rows={ ROWS }
					rowKey={ ( row ) => row.id }
				/>
			</>
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Remove Blue Wave' } )
		);
		await user.click( screen.getByRole( 'textbox', { name: 'Search' } ) );
		rerender(
			<>
				<input aria-label="Search" />
				<DataTable
					columns={ actions }
					rows={ [ ROWS[ 0 ]! ] }
					rowKey={ ( row ) => row.id }
				/>
			</>
		);
		expect(
			screen.getByRole( 'textbox', { name: 'Search' } )
		).toHaveFocus();
	} );
} );
