/**
 * A campaign's fundraisers: searchable, sortable, paged; edit in a modal; approve or suspend; remove
 * after confirmation.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { useFormat } from '../../../../shared/app-services';
import { DataTable, type TableColumn } from '../../../../shared/ui/data-table';
import { Pager } from '../../../../shared/ui/pager';
import { adminPaths } from '../../../api/admin-paths';
import type { AdminCampaign, AdminFundraiser } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { useAdminList } from '../../../api/use-admin-list';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EntityStatus, statusOptions } from '../../../components/entity-status';
import { ListToolbar } from '../../../components/list-toolbar';
import { LoadError } from '../../../components/load-error';
import { useNotices } from '../../../components/notices';
import { FundraiserEditModal } from './fundraiser-edit-modal';

type Pending = { kind: 'suspend' | 'delete'; team: AdminFundraiser } | null;

export function FundraisersPanel( { campaign }: { campaign: AdminCampaign } ) {
	const format = useFormat();
	const list = useAdminList< AdminFundraiser >(
		adminPaths.fundraisers( campaign.campaign_id ),
		{ orderby: 'raised' }
	);
	const { run } = useAdminAction();
	const { addNotice } = useNotices();
	const [ editing, setEditing ] = useState< AdminFundraiser | null >( null );
	const [ pending, setPending ] = useState< Pending >( null );

	const approve = async ( fundraiser: AdminFundraiser ) => {
		const result = await run(
			adminPaths.fundraiser( fundraiser.id ),
			{ status: 'approved' },
			sprintf(
				/* translators: %s: fundraiser name. */
				__(
					'Fundraiser page “%s” approved: it is listed on the campaign pages.',
					'p2p-fundraising'
				),
				fundraiser.name
			)
		);
		if ( result.error ) {
			addNotice( 'error', result.error.message );
		}
	};

	const columns: Array< TableColumn< AdminFundraiser > > = [
		{
			key: 'name',
			label: __( 'Fundraiser', 'p2p-fundraising' ),
			sort: true,
			styles: { width: '20%' },
			render: ( fundraiser ) => (
				<>
					<strong>{ fundraiser.name }</strong>
					{ fundraiser.email && (
						<>
							<br />
							<a href={ `mailto:${ fundraiser.email }` }>
								{ fundraiser.email }
							</a>
						</>
					) }
				</>
			),
		},
		{
			key: 'status',
			label: __( 'Status', 'p2p-fundraising' ),
			sort: true,
			render: ( fundraiser ) => (
				<EntityStatus status={ fundraiser.status } />
			),
		},
		{
			key: 'team',
			label: __( 'Team', 'p2p-fundraising' ),
			sort: true,
			defaultValue: '—',
		},
		{
			key: 'goal',
			label: __( 'Goal', 'p2p-fundraising' ),
			sort: true,
			render: ( fundraiser ) => format.money( fundraiser.goal ),
		},
		{
			key: 'raised',
			label: __( 'Raised', 'p2p-fundraising' ),
			sort: true,
			render: ( fundraiser ) => format.money( fundraiser.amount ),
		},
		{
			key: 'actions',
			label: __( 'Actions', 'p2p-fundraising' ),
			append: true,
			styles: { width: '24%' },
			render: ( fundraiser ) => (
				<span className="p2p-admin-row-actions">
					<button
						type="button"
						className="button-link"
						onClick={ () => setEditing( fundraiser ) }
					>
						{ __( 'Edit', 'p2p-fundraising' ) }
						<span className="screen-reader-text">
							{ ' ' }
							{ fundraiser.name }
						</span>
					</button>
					{ ' | ' }
					{ fundraiser.status === 'approved' ? (
						<button
							type="button"
							className="button-link"
							onClick={ () =>
								setPending( {
									kind: 'suspend',
									team: fundraiser,
								} )
							}
						>
							{ __( 'Suspend', 'p2p-fundraising' ) }
							<span className="screen-reader-text">
								{ ' ' }
								{ fundraiser.name }
							</span>
						</button>
					) : (
						<button
							type="button"
							className="button-link"
							onClick={ () => approve( fundraiser ) }
						>
							{ __( 'Approve', 'p2p-fundraising' ) }
							<span className="screen-reader-text">
								{ ' ' }
								{ fundraiser.name }
							</span>
						</button>
					) }
					{ ' | ' }
					<a href={ fundraiser.url } target="_blank" rel="noreferrer">
						{ __( 'View', 'p2p-fundraising' ) }
						<span className="screen-reader-text">
							{ ' ' }
							{ fundraiser.name }
						</span>
					</a>
					{ ' | ' }
					<button
						type="button"
						className="button-link button-link-delete"
						onClick={ () =>
							setPending( { kind: 'delete', team: fundraiser } )
						}
					>
						{ __( 'Remove', 'p2p-fundraising' ) }
						<span className="screen-reader-text">
							{ ' ' }
							{ fundraiser.name }
						</span>
					</button>
				</span>
			),
		},
	];

	return (
		<section aria-label={ __( 'Fundraisers', 'p2p-fundraising' ) }>
			<ListToolbar
				searchLabel={ __(
					'Search fundraisers by name or e-mail',
					'p2p-fundraising'
				) }
				onSearch={ list.setSearch }
				status={ list.query.status }
				statuses={ statusOptions( [
					'approved',
					'pending',
					'suspended',
				] ) }
				onStatus={ list.setStatus }
				total={ list.total }
			/>
			<LoadError error={ list.result.error } />
			<DataTable
				columns={ columns }
				rows={ list.rows }
				rowKey={ ( fundraiser ) => fundraiser.id }
				isLoading={ list.isLoading }
				isSorting={ list.isSorting }
				initialSort={ list.sort }
				onSort={ list.setSort }
				caption={ __( 'Fundraisers', 'p2p-fundraising' ) }
			/>
			<Pager
				page={ list.query.page }
				totalPages={ list.totalPages }
				onChange={ list.setPage }
			/>
			{ editing && (
				<FundraiserEditModal
					campaignId={ campaign.campaign_id }
					fundraiser={ editing }
					onClose={ () => setEditing( null ) }
				/>
			) }
			<ConfirmModal
				isOpen={ pending !== null }
				title={
					pending?.kind === 'delete'
						? __( 'Remove fundraiser', 'p2p-fundraising' )
						: __( 'Suspend fundraiser', 'p2p-fundraising' )
				}
				confirmLabel={
					pending?.kind === 'delete'
						? __( 'Remove fundraiser', 'p2p-fundraising' )
						: __( 'Suspend fundraiser', 'p2p-fundraising' )
				}
				onCancel={ () => setPending( null ) }
				onConfirm={ async () => {
					if ( ! pending ) {
						return undefined;
					}
					const { team: fundraiser, kind } = pending;
					const result =
						kind === 'delete'
							? await run(
									`${ adminPaths.fundraiser( fundraiser.id ) }/delete`,
									{},
									sprintf(
										/* translators: %s: fundraiser name. */
										__(
											'Fundraiser page “%s” removed.',
											'p2p-fundraising'
										),
										fundraiser.name
									)
								)
							: await run(
									adminPaths.fundraiser( fundraiser.id ),
									{ status: 'suspended' },
									sprintf(
										/* translators: %s: fundraiser name. */
										__(
											'Fundraiser page “%s” suspended: it no longer appears on the campaign pages.',
											'p2p-fundraising'
										),
										fundraiser.name
									)
								);
					if ( ! result.error ) {
						setPending( null );
					}
					return result.error;
				} }
			>
				<p>
					{ pending?.kind === 'delete'
						? sprintf(
								/* translators: %s: fundraiser name. */
								__(
									'Remove the page of “%s”? The donations it received stay with its team and the campaign. This cannot be undone.',
									'p2p-fundraising'
								),
								pending.team.name
							)
						: sprintf(
								/* translators: %s: fundraiser name. */
								__(
									'Suspend the page of “%s”? It disappears from the campaign pages, leaderboards and its team’s members until you approve it again. Its donations still count.',
									'p2p-fundraising'
								),
								pending?.team.name ?? ''
							) }
				</p>
			</ConfirmModal>
		</section>
	);
}
