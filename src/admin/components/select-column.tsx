/**
 * The first column of a table with bulk actions: a checkbox a row, ticked when the row is picked
 * or every matching row is, named for screen readers by the row it picks.
 */
import { __ } from '@wordpress/i18n';
import type { TableColumn } from '../../shared/ui/data-table';
import type { useBulkSelection } from './use-bulk-selection';

export function selectColumn< Row extends { id: number } >(
	selection: ReturnType< typeof useBulkSelection >,
	/** 'Select Blue Wave Runners', 'Select donation 41'. */
	rowLabel: ( row: Row ) => string
): TableColumn< Row > {
	return {
		key: 'select',
		label: __( 'Select', 'p2p-fundraising' ),
		styles: { width: '4em' },
		render: ( row ) => (
			<input
				type="checkbox"
				checked={
					selection.isAllMatching || selection.ids.has( row.id )
				}
				onChange={ () => selection.toggle( row.id ) }
				aria-label={ rowLabel( row ) }
			/>
		),
	};
}
