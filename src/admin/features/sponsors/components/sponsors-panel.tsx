/**
 * A campaign's sponsors in display order: add, edit, reorder by dragging the handle or with the
 * Move up / Move down buttons (the keyboard way), remove.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { useApiQuery } from '../../../../shared/api/use-api-query';
import { DataTable, type TableColumn } from '../../../../shared/ui/data-table';
import { deleteAdminSponsorPath } from '../api/delete-admin-sponsor';
import { getAdminSponsorsPath } from '../api/get-admin-sponsors';
import { orderAdminSponsorsPath } from '../api/order-admin-sponsors';
import type { AdminCampaign, AdminSponsor, Paged } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { ConfirmModal } from '../../../components/confirm-modal';
import { LoadError } from '../../../components/load-error';
import { RowActionButton } from '../../../components/row-action-button';
import { useNotices } from '../../../components/notices';
import { SponsorModal } from './sponsor-modal';

export function SponsorsPanel( { campaign }: { campaign: AdminCampaign } ) {
	const { data, error, isLoading } = useApiQuery< Paged< AdminSponsor > >( [
		getAdminSponsorsPath( campaign.campaign_id ),
		{},
	] );
	const { run } = useAdminAction();
	const { addNotice } = useNotices();
	const [ editing, setEditing ] = useState< AdminSponsor | 'new' | null >(
		null
	);
	const [ removing, setRemoving ] = useState< AdminSponsor | null >( null );
	const sponsors = data?.data;

	const [ dragged, setDragged ] = useState< number | null >( null );
	const [ dropTarget, setDropTarget ] = useState< number | null >( null );

	const move = async ( index: number, offset: number ) => {
		if ( ! sponsors || offset === 0 ) {
			return;
		}
		const ids = sponsors.map( ( sponsor ) => sponsor.id );
		const [ moved ] = ids.splice( index, 1 );
		if ( moved === undefined ) {
			return;
		}
		ids.splice( index + offset, 0, moved );
		const result = await run(
			orderAdminSponsorsPath( campaign.campaign_id ),
			{ ids },
			__( 'Sponsor order saved.', 'p2p-fundraising' )
		);
		if ( result.error ) {
			addNotice( 'error', result.error.message );
		}
	};

	// Drag and drop by the handle; the Move up / Move down buttons do the same from the keyboard.
	const indexOf = ( sponsor: AdminSponsor ) =>
		sponsors?.findIndex( ( item ) => item.id === sponsor.id ) ?? -1;
	const columns: Array< TableColumn< AdminSponsor > > = [
		{
			key: 'order',
			label: __( 'Order', 'p2p-fundraising' ),
			styles: { width: '5em' },
			render: ( sponsor ) => {
				const index = indexOf( sponsor );
				return (
					<div
						className={
							dropTarget === index && dragged !== index
								? 'p2p-admin-drag-handle is-drop-target'
								: 'p2p-admin-drag-handle'
						}
						draggable
						data-testid="sponsor-drag-handle"
						title={ __(
							'Drag to reorder (or use Move up / Move down)',
							'p2p-fundraising'
						) }
						onDragStart={ ( event ) => {
							event.dataTransfer.effectAllowed = 'move';
							event.dataTransfer.setData(
								'text/plain',
								String( sponsor.id )
							);
							setDragged( index );
						} }
						onDragOver={ ( event ) => {
							event.preventDefault();
							setDropTarget( index );
						} }
						onDragLeave={ () => setDropTarget( null ) }
						onDrop={ ( event ) => {
							event.preventDefault();
							const from = dragged;
							setDragged( null );
							setDropTarget( null );
							if ( from !== null && from !== index ) {
								move( from, index - from );
							}
						} }
						onDragEnd={ () => {
							setDragged( null );
							setDropTarget( null );
						} }
					>
						<span aria-hidden="true">⠿</span> { index + 1 }
					</div>
				);
			},
		},
		{
			key: 'image_url',
			label: __( 'Logo', 'p2p-fundraising' ),
			styles: { width: '120px' },
			defaultValue: '—',
			render: ( sponsor ) =>
				sponsor.image_url ? (
					<img
						src={ sponsor.image_url }
						alt=""
						className="p2p-admin-sponsor-logo"
					/>
				) : (
					''
				),
		},
		{
			key: 'name',
			label: __( 'Name', 'p2p-fundraising' ),
			render: ( sponsor ) => <strong>{ sponsor.name }</strong>,
		},
		{
			key: 'url',
			label: __( 'Website', 'p2p-fundraising' ),
			defaultValue: '—',
			render: ( sponsor ) =>
				sponsor.url ? (
					<a href={ sponsor.url } target="_blank" rel="noreferrer">
						{ sponsor.url }
					</a>
				) : (
					''
				),
		},
		{
			key: 'actions',
			label: __( 'Actions', 'p2p-fundraising' ),
			append: true,
			styles: { width: '30%' },
			render: ( sponsor ) => {
				const index =
					sponsors?.findIndex( ( item ) => item.id === sponsor.id ) ??
					-1;
				const count = sponsors?.length ?? 0;
				return (
					<span className="p2p-admin-row-actions">
						<RowActionButton
							className="button button-small"
							disabled={ index <= 0 }
							onClick={ () => move( index, -1 ) }
							label={ __( 'Move up', 'p2p-fundraising' ) }
							accessibleLabel={ sprintf(
								/* translators: %s: sponsor name. */
								__( 'Move %s up', 'p2p-fundraising' ),
								sponsor.name
							) }
						/>{ ' ' }
						<RowActionButton
							className="button button-small"
							disabled={ index < 0 || index >= count - 1 }
							onClick={ () => move( index, 1 ) }
							label={ __( 'Move down', 'p2p-fundraising' ) }
							accessibleLabel={ sprintf(
								/* translators: %s: sponsor name. */
								__( 'Move %s down', 'p2p-fundraising' ),
								sponsor.name
							) }
						/>{ ' ' }
						<RowActionButton
							onClick={ () => setEditing( sponsor ) }
							label={ __( 'Edit', 'p2p-fundraising' ) }
							accessibleLabel={ sprintf(
								/* translators: %s: sponsor name. */
								__( 'Edit %s', 'p2p-fundraising' ),
								sponsor.name
							) }
						/>
						{ ' | ' }
						<RowActionButton
							className="button-link button-link-delete"
							onClick={ () => setRemoving( sponsor ) }
							label={ __( 'Remove', 'p2p-fundraising' ) }
							accessibleLabel={ sprintf(
								/* translators: %s: sponsor name. */
								__( 'Remove %s', 'p2p-fundraising' ),
								sponsor.name
							) }
						/>
					</span>
				);
			},
		},
	];

	return (
		<section aria-label={ __( 'Sponsors', 'p2p-fundraising' ) }>
			{ campaign.sponsors_enabled !== 'enabled' && (
				<div className="notice notice-info inline">
					<p>
						{ __(
							'Sponsors are not shown on the campaign pages: enable them in the campaign’s settings.',
							'p2p-fundraising'
						) }
					</p>
				</div>
			) }
			<p>
				<button
					type="button"
					className="button"
					onClick={ () => setEditing( 'new' ) }
				>
					{ __( 'Add sponsor', 'p2p-fundraising' ) }
				</button>
			</p>
			<LoadError error={ error } />
			<DataTable
				columns={ columns }
				rows={ sponsors }
				rowKey={ ( sponsor ) => sponsor.id }
				isLoading={ isLoading }
				caption={ __( 'Sponsors', 'p2p-fundraising' ) }
			/>
			{ editing && (
				<SponsorModal
					campaignId={ campaign.campaign_id }
					sponsor={ editing === 'new' ? null : editing }
					onClose={ () => setEditing( null ) }
				/>
			) }
			<ConfirmModal
				isOpen={ removing !== null }
				title={ __( 'Remove sponsor', 'p2p-fundraising' ) }
				confirmLabel={ __( 'Remove sponsor', 'p2p-fundraising' ) }
				onCancel={ () => setRemoving( null ) }
				onConfirm={ async () => {
					if ( ! removing ) {
						return undefined;
					}
					const result = await run(
						deleteAdminSponsorPath( removing.id ),
						{},
						__( 'Sponsor removed.', 'p2p-fundraising' )
					);
					if ( ! result.error ) {
						setRemoving( null );
					}
					return result.error;
				} }
			>
				<p>
					{ sprintf(
						/* translators: %s: sponsor name. */
						__(
							'Remove “%s” from this campaign’s sponsors?',
							'p2p-fundraising'
						),
						removing?.name ?? ''
					) }
				</p>
			</ConfirmModal>
		</section>
	);
}
