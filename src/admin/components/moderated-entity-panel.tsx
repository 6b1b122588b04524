/**
 * A campaign's teams or fundraiser pages: searchable, sortable, paged; edit in a modal; approve or
 * suspend; remove after confirmation. The caller gives its paths, its own columns and texts, and
 * its edit modal; the status, goal, raised and actions columns are the same for both. A campaign's
 * fundraisers may also be filtered by participant type (the filter reaches the bulk changes and
 * the export of "all matching" too).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { useFormat } from '../../shared/app-services';
import { useAdminList } from '../api/use-admin-list';
import type { TableColumn } from '../../shared/ui/data-table';
import { useAdminAction } from '../api/use-admin-action';
import { AdminListView } from './admin-list-view';
import { BulkActionsBar, type BulkAction } from './bulk-actions-bar';
import { ConfirmModal } from './confirm-modal';
import { EntityStatus, statusOptions } from './entity-status';
import { FilterSelect, type FilterOption } from './filter-select';
import { RowActionLabel } from './row-action-label';
import { RowActionButton } from './row-action-button';
import { selectColumn } from './select-column';
import { useBulkSelection } from './use-bulk-selection';
import { useExportLink } from './use-export-link';
import {
	useEntityModeration,
	type ModeratedEntity,
	type ModerationMessages,
} from './use-entity-moderation';

export interface ModeratedEntityTexts extends ModerationMessages {
	/** Names the section and captions the table. */
	label: string;
	searchLabel: string;
	suspendTitle: string;
	removeTitle: string;
	/** The questions of the confirmation, each taking the entity's name. */
	confirmSuspend: ( name: string ) => string;
	confirmRemove: ( name: string ) => string;
	/** "12 fundraisers": a number of rows of this kind, for the notice after a bulk change. */
	many: ( count: number ) => string;
}

interface ModeratedEntityPanelProps< T extends ModeratedEntity > {
	listPath: string;
	/** POST: approve or suspend picked rows or all matching (admin/campaigns/{id}/{kind}/bulk). */
	bulkPath: string;
	/** The campaign's CSV export, and what this list exports. */
	exportPath: string;
	exportType: 'teams' | 'fundraisers';
	updatePath: ( id: number ) => string;
	deletePath: ( id: number ) => string;
	texts: ModeratedEntityTexts;
	/** The first column. */
	nameColumn: TableColumn< T >;
	/** Columns between status and goal. */
	extraColumns: Array< TableColumn< T > >;
	renderEditModal: ( entity: T, onClose: () => void ) => ReactNode;
	/** Participant types to filter by, beside the status filter (a campaign's fundraisers, issue 28). */
	typeOptions?: FilterOption[];
}

export function ModeratedEntityPanel< T extends ModeratedEntity >( {
	listPath,
	bulkPath,
	exportPath,
	exportType,
	updatePath,
	deletePath,
	texts,
	nameColumn,
	extraColumns,
	renderEditModal,
	typeOptions,
}: ModeratedEntityPanelProps< T > ) {
	const format = useFormat();
	const list = useAdminList< T >( listPath, { orderby: 'raised' } );
	const {
		editing,
		setEditing,
		pending,
		setPending,
		approve,
		confirmPending,
	} = useEntityModeration< T >(
		{ update: updatePath, remove: deletePath },
		texts
	);

	const { run } = useAdminAction();
	const pageIds = ( list.rows ?? [] ).map( ( entity ) => entity.id );
	const selection = useBulkSelection(
		pageIds,
		list.total,
		JSON.stringify( list.query )
	);
	const exportHref = useExportLink(
		exportPath,
		exportType,
		selection,
		list.query
	);
	const applyBulk = async ( action: BulkAction ) => {
		const many = texts.many( selection.count );
		const result = await run(
			bulkPath,
			{
				action,
				...( selection.isAllMatching
					? {
							all: true,
							search: list.query.search,
							status: list.query.status,
							...( list.query.type
								? { type: Number( list.query.type ) }
								: {} ),
						}
					: { ids: [ ...selection.ids ] } ),
			},
			action === 'approve'
				? sprintf(
						/* translators: %s: number and kind of rows, e.g. "12 teams". */
						__( '%s approved.', 'p2p-fundraising' ),
						many
					)
				: sprintf(
						/* translators: %s: number and kind of rows, e.g. "12 teams". */
						__( '%s suspended.', 'p2p-fundraising' ),
						many
					)
		);
		return result.error;
	};

	const columns: Array< TableColumn< T > > = [
		selectColumn( selection, ( entity ) =>
			sprintf(
				/* translators: %s: team or fundraiser name. */
				__( 'Select %s', 'p2p-fundraising' ),
				entity.name
			)
		),
		nameColumn,
		{
			key: 'status',
			label: __( 'Status', 'p2p-fundraising' ),
			sort: true,
			// Wide enough for the longest label in any language ("Abgeschlossen").
			styles: { width: '10.5em' },
			render: ( entity ) => <EntityStatus status={ entity.status } />,
		},
		...extraColumns,
		{
			key: 'goal',
			label: __( 'Goal', 'p2p-fundraising' ),
			sort: true,
			render: ( entity ) => format.money( entity.goal ),
		},
		{
			key: 'raised',
			label: __( 'Raised', 'p2p-fundraising' ),
			sort: true,
			render: ( entity ) => format.money( entity.amount ),
		},
		{
			key: 'actions',
			label: __( 'Actions', 'p2p-fundraising' ),
			append: true,
			styles: { width: '24%' },
			render: ( entity ) => (
				<span className="p2p-admin-row-actions">
					<RowActionButton
						onClick={ () => setEditing( entity ) }
						label={ __( 'Edit', 'p2p-fundraising' ) }
						accessibleLabel={ sprintf(
							/* translators: %s: team or fundraiser name. */
							__( 'Edit %s', 'p2p-fundraising' ),
							entity.name
						) }
					/>
					{ ' | ' }
					{ entity.status === 'approved' ? (
						<RowActionButton
							onClick={ () =>
								setPending( { kind: 'suspend', entity } )
							}
							label={ __( 'Suspend', 'p2p-fundraising' ) }
							accessibleLabel={ sprintf(
								/* translators: %s: team or fundraiser name. */
								__( 'Suspend %s', 'p2p-fundraising' ),
								entity.name
							) }
						/>
					) : (
						<RowActionButton
							onClick={ () => approve( entity ) }
							label={ __( 'Approve', 'p2p-fundraising' ) }
							accessibleLabel={ sprintf(
								/* translators: %s: team or fundraiser name. */
								__( 'Approve %s', 'p2p-fundraising' ),
								entity.name
							) }
						/>
					) }
					{ ' | ' }
					<a href={ entity.url } target="_blank" rel="noreferrer">
						<RowActionLabel
							label={ __( 'View', 'p2p-fundraising' ) }
							accessibleLabel={ sprintf(
								/* translators: %s: team or fundraiser name. */
								__( 'View %s', 'p2p-fundraising' ),
								entity.name
							) }
						/>
					</a>
					{ ' | ' }
					<RowActionButton
						className="button-link button-link-delete"
						onClick={ () =>
							setPending( { kind: 'delete', entity } )
						}
						label={ __( 'Remove', 'p2p-fundraising' ) }
						accessibleLabel={ sprintf(
							/* translators: %s: team or fundraiser name. */
							__( 'Remove %s', 'p2p-fundraising' ),
							entity.name
						) }
					/>
				</span>
			),
		},
	];

	return (
		<section aria-label={ texts.label }>
			<BulkActionsBar
				selection={ selection }
				total={ list.total }
				pageCount={ pageIds.length }
				many={ texts.many }
				onApply={ applyBulk }
				exportHref={ exportHref }
			/>
			<AdminListView
				list={ list }
				columns={ columns }
				rowKey={ ( entity ) => entity.id }
				caption={ texts.label }
				searchLabel={ texts.searchLabel }
				statuses={ statusOptions( [
					'approved',
					'pending',
					'suspended',
				] ) }
				toolbarActions={
					typeOptions &&
					typeOptions.length > 0 && (
						<FilterSelect
							label={ __(
								'Filter by participant type',
								'p2p-fundraising'
							) }
							allLabel={ __( 'All types', 'p2p-fundraising' ) }
							value={ list.query.type ?? '' }
							options={ typeOptions }
							onChange={ list.setType }
						/>
					)
				}
			/>
			{ editing && renderEditModal( editing, () => setEditing( null ) ) }
			<ConfirmModal
				isOpen={ pending !== null }
				title={
					pending?.kind === 'delete'
						? texts.removeTitle
						: texts.suspendTitle
				}
				confirmLabel={
					pending?.kind === 'delete'
						? texts.removeTitle
						: texts.suspendTitle
				}
				onCancel={ () => setPending( null ) }
				onConfirm={ confirmPending }
			>
				<p>
					{ pending?.kind === 'delete'
						? texts.confirmRemove( pending.entity.name )
						: texts.confirmSuspend( pending?.entity.name ?? '' ) }
				</p>
			</ConfirmModal>
		</section>
	);
}
