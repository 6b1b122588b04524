/**
 * One chart of the dashboard in a card: its title, the chart or (for screen readers, keyboard
 * users and anyone who wants the numbers) the same data as a table, and a CSV download of it.
 * The table's box scrolls when long, so it takes the keyboard focus.
 */
import { __ } from '@wordpress/i18n';
import { useId, useState, type ReactNode } from 'react';
import { downloadCsv, toCsv, type CsvCell } from '../csv';

export interface ChartTable {
	header: string[];
	/** Cells as shown (formatted). */
	rows: string[][];
	/** The same rows as raw values for the CSV. */
	csvRows: CsvCell[][];
	/** Column names of the CSV file (stable, not translated). */
	csvHeader: string[];
}

interface ChartCardProps {
	title: string;
	chart: ReactNode;
	table: ChartTable;
	filename: string;
	/** Shown instead of the chart when there is nothing to draw. */
	emptyText?: string;
	isEmpty?: boolean;
}

export function ChartCard( {
	title,
	chart,
	table,
	filename,
	emptyText,
	isEmpty = false,
}: ChartCardProps ) {
	const [ isTable, setIsTable ] = useState( false );
	const headingId = useId();
	return (
		<section
			className="p2p-admin-card p2p-dashboard-card"
			aria-labelledby={ headingId }
		>
			<div className="p2p-dashboard-card__header">
				<h2 id={ headingId }>{ title }</h2>
				{ ! isEmpty && (
					<div className="p2p-dashboard-card__actions">
						<button
							type="button"
							className="button button-small"
							aria-pressed={ isTable }
							onClick={ () => setIsTable( ( shown ) => ! shown ) }
						>
							{ __( 'Table view', 'p2p-fundraising' ) }
						</button>
						<button
							type="button"
							className="button button-small"
							onClick={ () =>
								downloadCsv(
									filename,
									toCsv( table.csvHeader, table.csvRows )
								)
							}
						>
							{ __( 'Download CSV', 'p2p-fundraising' ) }
						</button>
					</div>
				) }
			</div>
			{ isEmpty && (
				<p className="p2p-dashboard-card__empty">{ emptyText }</p>
			) }
			{ ! isEmpty && ! isTable && chart }
			{ ! isEmpty && isTable && (
				// It scrolls when long: focusable, so that a keyboard can scroll it (WCAG 2.1.1),
				// and named, so that a screen reader says what the focus landed on.
				<div
					className="p2p-dashboard-card__table"
					role="region"
					aria-label={ title }
					tabIndex={ 0 }
				>
					<table className="wp-list-table widefat striped">
						<caption className="screen-reader-text">
							{ title }
						</caption>
						<thead>
							<tr>
								{ table.header.map( ( column ) => (
									<th key={ column } scope="col">
										{ column }
									</th>
								) ) }
							</tr>
						</thead>
						<tbody>
							{ table.rows.map( ( row, index ) => (
								<tr key={ index }>
									{ row.map( ( value, column ) =>
										column === 0 ? (
											<th key={ column } scope="row">
												{ value }
											</th>
										) : (
											<td key={ column }>{ value }</td>
										)
									) }
								</tr>
							) ) }
						</tbody>
					</table>
				</div>
			) }
		</section>
	);
}
