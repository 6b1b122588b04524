/**
 * A campaign's donations: searchable by donor, filterable by status, sortable, paged. Record an
 * offline pledge, mark it received, cancel it, refund a completed donation, reassign a donation;
 * every change goes through the server's donation service, which keeps the totals exact.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { useFormat } from '../../../../shared/app-services';
import { changeAdminDonationStatusPath } from '../api/change-admin-donation-status';
import { getAdminDonationsPath } from '../api/get-admin-donations';
import type { AdminCampaign, AdminDonation } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { useAdminList } from '../../../api/use-admin-list';
import type { TableColumn } from '../../../../shared/ui/data-table';
import { AdminListView } from '../../../components/admin-list-view';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EntityStatus, statusOptions } from '../../../components/entity-status';
import { useNotices } from '../../../components/notices';
import { PledgeModal } from './pledge-modal';
import { ReassignModal } from './reassign-modal';

type Pending = { kind: 'refund' | 'cancel'; donation: AdminDonation } | null;

export function formatDate( iso: string ) {
	if ( ! iso ) {
		return '';
	}
	const date = new Date( iso );
	return Number.isNaN( date.getTime() ) ? iso : date.toLocaleString();
}

export function DonationsPanel( { campaign }: { campaign: AdminCampaign } ) {
	const format = useFormat();
	const list = useAdminList< AdminDonation >(
		getAdminDonationsPath( campaign.campaign_id )
	);
	const { run } = useAdminAction();
	const { addNotice } = useNotices();
	const [ isRecording, setRecording ] = useState( false );
	const [ reassigning, setReassigning ] = useState< AdminDonation | null >(
		null
	);
	const [ pending, setPending ] = useState< Pending >( null );

	const markReceived = async ( donation: AdminDonation ) => {
		const result = await run(
			changeAdminDonationStatusPath( donation.id, 'complete' ),
			{},
			sprintf(
				/* translators: %s: amount. */
				__(
					'Donation of %s marked received; it now counts in the totals.',
					'p2p-fundraising'
				),
				format.money( donation.amount )
			)
		);
		if ( result.error ) {
			addNotice( 'error', result.error.message );
		}
	};

	const columns: Array< TableColumn< AdminDonation > > = [
		{
			key: 'created',
			label: __( 'Date', 'p2p-fundraising' ),
			sort: true,
			render: ( donation ) => formatDate( donation.created_at ),
		},
		{
			key: 'donor',
			label: __( 'Donor', 'p2p-fundraising' ),
			sort: true,
			styles: { width: '22%' },
			render: ( donation ) => (
				<>
					{ donation.donor_name || (
						<em>{ __( '(no name)', 'p2p-fundraising' ) }</em>
					) }
					{ donation.is_anonymous && (
						<span
							className="p2p-admin-badge"
							title={ __(
								'Shown as “Anonymous” on the campaign pages',
								'p2p-fundraising'
							) }
						>
							{ __( 'Anonymous', 'p2p-fundraising' ) }
						</span>
					) }
					{ donation.donor_email && (
						<>
							<br />
							<a href={ `mailto:${ donation.donor_email }` }>
								{ donation.donor_email }
							</a>
						</>
					) }
				</>
			),
		},
		{
			key: 'amount',
			label: __( 'Amount', 'p2p-fundraising' ),
			sort: true,
			render: ( donation ) => format.money( donation.amount ),
		},
		{
			key: 'status',
			label: __( 'Status', 'p2p-fundraising' ),
			sort: true,
			render: ( donation ) => <EntityStatus status={ donation.status } />,
		},
		{
			key: 'target',
			label: __( 'Credited to', 'p2p-fundraising' ),
			sort: true,
			render: ( donation ) => {
				if ( donation.fundraiser ) {
					return donation.team
						? `${ donation.fundraiser } (${ donation.team })`
						: donation.fundraiser;
				}
				return donation.team || __( 'Campaign', 'p2p-fundraising' );
			},
		},
		{
			key: 'mode',
			label: __( 'Type', 'p2p-fundraising' ),
			render: ( donation ) =>
				donation.mode === 'offline'
					? __( 'Offline', 'p2p-fundraising' )
					: __( 'Online (test)', 'p2p-fundraising' ),
		},
		{
			key: 'actions',
			label: __( 'Actions', 'p2p-fundraising' ),
			append: true,
			styles: { width: '22%' },
			render: ( donation ) => {
				const label = (
					<span className="screen-reader-text">
						{ ' ' }
						{ sprintf(
							/* translators: %d: donation id. */
							__( 'donation %d', 'p2p-fundraising' ),
							donation.id
						) }
					</span>
				);
				return (
					<span className="p2p-admin-row-actions">
						{ donation.status === 'pending' && (
							<>
								<button
									type="button"
									className="button button-small button-primary"
									onClick={ () => markReceived( donation ) }
								>
									{ __( 'Mark received', 'p2p-fundraising' ) }
									{ label }
								</button>{ ' ' }
								<button
									type="button"
									className="button-link button-link-delete"
									onClick={ () =>
										setPending( {
											kind: 'cancel',
											donation,
										} )
									}
								>
									{ __( 'Cancel pledge', 'p2p-fundraising' ) }
									{ label }
								</button>
								{ ' | ' }
							</>
						) }
						{ donation.status === 'completed' && (
							<>
								<button
									type="button"
									className="button-link button-link-delete"
									onClick={ () =>
										setPending( {
											kind: 'refund',
											donation,
										} )
									}
								>
									{ __( 'Refund', 'p2p-fundraising' ) }
									{ label }
								</button>
								{ ' | ' }
							</>
						) }
						<button
							type="button"
							className="button-link"
							onClick={ () => setReassigning( donation ) }
						>
							{ __( 'Reassign', 'p2p-fundraising' ) }
							{ label }
						</button>
					</span>
				);
			},
		},
	];

	return (
		<section aria-label={ __( 'Donations', 'p2p-fundraising' ) }>
			<AdminListView
				list={ list }
				columns={ columns }
				rowKey={ ( donation ) => donation.id }
				caption={ __( 'Donations', 'p2p-fundraising' ) }
				searchLabel={ __(
					'Search donors by name or e-mail',
					'p2p-fundraising'
				) }
				statuses={ statusOptions( [
					'completed',
					'pending',
					'refunded',
					'cancelled',
				] ) }
				toolbarActions={
					<button
						type="button"
						className="button"
						onClick={ () => setRecording( true ) }
					>
						{ __( 'Record offline donation', 'p2p-fundraising' ) }
					</button>
				}
			/>
			{ isRecording && (
				<PledgeModal
					campaignId={ campaign.campaign_id }
					onClose={ () => setRecording( false ) }
				/>
			) }
			{ reassigning && (
				<ReassignModal
					campaignId={ campaign.campaign_id }
					donation={ reassigning }
					onClose={ () => setReassigning( null ) }
				/>
			) }
			<ConfirmModal
				isOpen={ pending !== null }
				title={
					pending?.kind === 'refund'
						? __( 'Refund donation', 'p2p-fundraising' )
						: __( 'Cancel pledge', 'p2p-fundraising' )
				}
				confirmLabel={
					pending?.kind === 'refund'
						? __( 'Mark refunded', 'p2p-fundraising' )
						: __( 'Cancel pledge', 'p2p-fundraising' )
				}
				onCancel={ () => setPending( null ) }
				onConfirm={ async () => {
					if ( ! pending ) {
						return undefined;
					}
					const { donation, kind } = pending;
					const result = await run(
						changeAdminDonationStatusPath( donation.id, kind ),
						{},
						kind === 'refund'
							? __(
									'Donation marked refunded; it no longer counts in the totals.',
									'p2p-fundraising'
								)
							: __( 'Pledge cancelled.', 'p2p-fundraising' )
					);
					if ( ! result.error ) {
						setPending( null );
					}
					return result.error;
				} }
			>
				<p>
					{ pending?.kind === 'refund'
						? sprintf(
								/* translators: 1: amount, 2: donor. */
								__(
									'Mark the donation of %1$s from %2$s as refunded? It stops counting for the campaign, its team and its fundraiser. Pay the money back through your payment provider.',
									'p2p-fundraising'
								),
								format.money( pending.donation.amount ),
								pending.donation.donor_name ||
									__( 'Anonymous', 'p2p-fundraising' )
							)
						: sprintf(
								/* translators: 1: amount, 2: donor. */
								__(
									'Cancel the pledge of %1$s from %2$s? It will never count.',
									'p2p-fundraising'
								),
								format.money( pending?.donation.amount ?? 0 ),
								pending?.donation.donor_name ||
									__( 'Anonymous', 'p2p-fundraising' )
							) }
				</p>
			</ConfirmModal>
		</section>
	);
}
