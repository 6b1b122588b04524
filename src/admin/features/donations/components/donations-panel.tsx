/**
 * A campaign's donations: searchable by donor, filterable by status, sortable, paged. Record an
 * offline pledge, mark it received, cancel it, refund a completed donation, reassign a donation;
 * every change goes through the server's donation service, which keeps the totals exact. Donors'
 * messages are read here and hidden (one or the selected ones) from every page at once.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { useFormat } from '../../../../shared/app-services';
import { RowActionLabel } from '../../../components/row-action-label';
import { selectColumn } from '../../../components/select-column';
import { changeAdminDonationStatusPath } from '../api/change-admin-donation-status';
import { MessageCell } from './message-cell';
import { MessageBulkActions } from './message-bulk-actions';
import { getAdminDonationsPath } from '../api/get-admin-donations';
import type { AdminCampaign, AdminDonation } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { useAdminList } from '../../../api/use-admin-list';
import type { TableColumn } from '../../../../shared/ui/data-table';
import { AdminListView } from '../../../components/admin-list-view';
import { BulkActionsBar } from '../../../components/bulk-actions-bar';
import { useBulkSelection } from '../../../components/use-bulk-selection';
import { useExportLink } from '../../../components/use-export-link';
import { getAdminExportPath } from '../../export';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EntityStatus, statusOptions } from '../../../components/entity-status';
import { useNotices } from '../../../components/notices';
import { PledgeModal } from './pledge-modal';
import { ReassignModal } from './reassign-modal';

type Pending = {
	kind: 'refund' | 'cancel' | 'cancel-subscription';
	donation: AdminDonation;
} | null;

const isStripe = ( donation: AdminDonation ) => donation.mode === 'stripe';

function modeLabel( donation: AdminDonation ) {
	if ( donation.mode === 'offline' ) {
		return __( 'Offline', 'p2p-fundraising' );
	}
	if ( donation.mode === 'stripe' ) {
		return donation.frequency === 'monthly'
			? __( 'Stripe, monthly', 'p2p-fundraising' )
			: __( 'Stripe', 'p2p-fundraising' );
	}
	if ( donation.mode === 'external' ) {
		return __( 'Payment plugin', 'p2p-fundraising' );
	}
	return __( 'Online (test)', 'p2p-fundraising' );
}

function confirmTitle( kind: NonNullable< Pending >[ 'kind' ] | undefined ) {
	if ( kind === 'refund' ) {
		return __( 'Refund donation', 'p2p-fundraising' );
	}
	if ( kind === 'cancel-subscription' ) {
		return __( 'Cancel monthly gift', 'p2p-fundraising' );
	}
	return __( 'Cancel pledge', 'p2p-fundraising' );
}

function confirmLabel( pending: Pending ) {
	if ( pending?.kind === 'refund' ) {
		return isStripe( pending.donation )
			? __( 'Refund through Stripe', 'p2p-fundraising' )
			: __( 'Mark refunded', 'p2p-fundraising' );
	}
	if ( pending?.kind === 'cancel-subscription' ) {
		return __( 'Cancel monthly gift', 'p2p-fundraising' );
	}
	return __( 'Cancel pledge', 'p2p-fundraising' );
}

function doneMessage( kind: NonNullable< Pending >[ 'kind' ] ) {
	if ( kind === 'refund' ) {
		return __(
			'Donation marked refunded; it no longer counts in the totals.',
			'p2p-fundraising'
		);
	}
	if ( kind === 'cancel-subscription' ) {
		return __(
			'Monthly gift cancelled: no further renewals.',
			'p2p-fundraising'
		);
	}
	return __( 'Pledge cancelled.', 'p2p-fundraising' );
}

function confirmText(
	pending: NonNullable< Pending >,
	money: ( amount: number ) => string
) {
	const amount = money( pending.donation.amount );
	const donor =
		pending.donation.donor_name || __( 'Anonymous', 'p2p-fundraising' );
	if ( pending.kind === 'cancel-subscription' ) {
		return sprintf(
			/* translators: 1: amount, 2: donor. */
			__(
				'Stop the monthly gift of %1$s from %2$s? Stripe charges no further renewals; the payments made so far keep counting.',
				'p2p-fundraising'
			),
			amount,
			donor
		);
	}
	if ( pending.kind === 'refund' && isStripe( pending.donation ) ) {
		return sprintf(
			/* translators: 1: amount, 2: donor. */
			__(
				'Refund %1$s to %2$s through Stripe? The donation stops counting for the campaign, its team and its fundraiser once Stripe confirms the refund.',
				'p2p-fundraising'
			),
			amount,
			donor
		);
	}
	if ( pending.kind === 'refund' ) {
		return sprintf(
			/* translators: 1: amount, 2: donor. */
			__(
				'Mark the donation of %1$s from %2$s as refunded? It stops counting for the campaign, its team and its fundraiser. Pay the money back through your payment provider.',
				'p2p-fundraising'
			),
			amount,
			donor
		);
	}
	return sprintf(
		/* translators: 1: amount, 2: donor. */
		__(
			'Cancel the pledge of %1$s from %2$s? It will never count.',
			'p2p-fundraising'
		),
		amount,
		donor
	);
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
	const selection = useBulkSelection(
		( list.rows ?? [] ).map( ( donation ) => donation.id ),
		list.total,
		JSON.stringify( list.query )
	);
	const exportHref = useExportLink(
		getAdminExportPath( campaign.campaign_id ),
		'donations',
		selection,
		list.query
	);
	const many = ( count: number ) =>
		sprintf(
			/* translators: %s: a number. */
			_n( '%s donation', '%s donations', count, 'p2p-fundraising' ),
			String( count )
		);

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
		selectColumn( selection, ( donation ) =>
			sprintf(
				/* translators: %d: donation id. */
				__( 'Select donation %d', 'p2p-fundraising' ),
				donation.id
			)
		),
		{
			key: 'created',
			label: __( 'Date', 'p2p-fundraising' ),
			sort: true,
			render: ( donation ) => format.dateTime( donation.created_at ),
		},
		{
			key: 'donor',
			label: __( 'Donor', 'p2p-fundraising' ),
			sort: true,
			styles: { width: '22%' },
			render: ( donation ) =>
				donation.kind === 'match' ? (
					<em>
						{ sprintf(
							/* translators: %s: the sponsor who matched a gift. */
							__( 'Matched by %s', 'p2p-fundraising' ),
							donation.donor_name
						) }
					</em>
				) : (
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
			styles: { width: '7em' },
			render: ( donation ) => format.money( donation.amount ),
		},
		{
			key: 'status',
			label: __( 'Status', 'p2p-fundraising' ),
			sort: true,
			// Wide enough for the longest label in any language ("Abgeschlossen").
			styles: { width: '10.5em' },
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
			key: 'message',
			label: __( 'Message', 'p2p-fundraising' ),
			styles: { width: '20%' },
			render: ( donation ) => (
				<MessageCell
					campaignId={ campaign.campaign_id }
					donation={ donation }
				/>
			),
		},
		{
			key: 'updates',
			label: __( 'Updates', 'p2p-fundraising' ),
			render: ( donation ) =>
				donation.updates_opt_in
					? __( 'Yes', 'p2p-fundraising' )
					: __( 'No', 'p2p-fundraising' ),
		},
		{
			key: 'mode',
			label: __( 'Type', 'p2p-fundraising' ),
			render: ( donation ) => modeLabel( donation ),
		},
		{
			key: 'actions',
			label: __( 'Actions', 'p2p-fundraising' ),
			append: true,
			styles: { width: '18%' },
			render: ( donation ) => {
				const action = ( label: string, accessibleLabel: string ) => (
					<RowActionLabel
						label={ label }
						accessibleLabel={ accessibleLabel }
					/>
				);
				if ( donation.kind === 'match' ) {
					// A sponsor's match follows its gift: refunded and reassigned with it.
					return (
						<span className="p2p-admin-row-actions">
							{ __( 'Follows its gift', 'p2p-fundraising' ) }
						</span>
					);
				}
				return (
					<span className="p2p-admin-row-actions">
						{ donation.status === 'pending' && (
							<>
								{ /* A Stripe payment completes only through Stripe's confirmation. */ }
								{ ! isStripe( donation ) && (
									<>
										<button
											type="button"
											className="button button-small button-primary"
											onClick={ () =>
												markReceived( donation )
											}
										>
											{ action(
												__(
													'Mark received',
													'p2p-fundraising'
												),
												sprintf(
													/* translators: %d: donation id. */
													__(
														'Mark donation %d received',
														'p2p-fundraising'
													),
													donation.id
												)
											) }
										</button>{ ' ' }
									</>
								) }
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
									{ action(
										__(
											'Cancel pledge',
											'p2p-fundraising'
										),
										sprintf(
											/* translators: %d: donation id. */
											__(
												'Cancel the pledge of donation %d',
												'p2p-fundraising'
											),
											donation.id
										)
									) }
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
									{ action(
										__( 'Refund', 'p2p-fundraising' ),
										sprintf(
											/* translators: %d: donation id. */
											__(
												'Refund donation %d',
												'p2p-fundraising'
											),
											donation.id
										)
									) }
								</button>
								{ ' | ' }
							</>
						) }
						{ donation.subscription_status === 'active' && (
							<>
								<button
									type="button"
									className="button-link button-link-delete"
									onClick={ () =>
										setPending( {
											kind: 'cancel-subscription',
											donation,
										} )
									}
								>
									{ action(
										__(
											'Cancel monthly gift',
											'p2p-fundraising'
										),
										sprintf(
											/* translators: %d: donation id. */
											__(
												'Cancel the monthly gift of donation %d',
												'p2p-fundraising'
											),
											donation.id
										)
									) }
								</button>
								{ ' | ' }
							</>
						) }
						<button
							type="button"
							className="button-link"
							onClick={ () => setReassigning( donation ) }
						>
							{ action(
								__( 'Reassign', 'p2p-fundraising' ),
								sprintf(
									/* translators: %d: donation id. */
									__(
										'Reassign donation %d',
										'p2p-fundraising'
									),
									donation.id
								)
							) }
						</button>
					</span>
				);
			},
		},
	];

	return (
		<section aria-label={ __( 'Donations', 'p2p-fundraising' ) }>
			<BulkActionsBar
				selection={ selection }
				total={ list.total }
				pageCount={ list.rows?.length ?? 0 }
				many={ many }
				actions={ [] }
				onApply={ async () => undefined }
				exportHref={ exportHref }
			/>
			<MessageBulkActions
				campaignId={ campaign.campaign_id }
				selection={ selection }
			/>
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
				title={ confirmTitle( pending?.kind ) }
				confirmLabel={ confirmLabel( pending ) }
				onCancel={ () => setPending( null ) }
				onConfirm={ async () => {
					if ( ! pending ) {
						return undefined;
					}
					const { donation, kind } = pending;
					const result = await run(
						changeAdminDonationStatusPath( donation.id, kind ),
						{},
						doneMessage( kind )
					);
					if ( ! result.error ) {
						setPending( null );
					}
					return result.error;
				} }
			>
				<p>{ pending && confirmText( pending, format.money ) }</p>
			</ConfirmModal>
		</section>
	);
}
