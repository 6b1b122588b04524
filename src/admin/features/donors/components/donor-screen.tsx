/**
 * #/donors/{id}: one donor's page. Their totals and consent, the campaigns they gave to, and
 * every gift across campaigns (all statuses, newest first, paged) with its receipt. Here an
 * administrator sends a receipt again (decision 0082) or starts WordPress's own export or
 * erasure request for the donor's address (decision 0083).
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiQuery } from '../../../../shared/api/use-api-query';
import { useFormat } from '../../../../shared/app-services';
import { DataTable, type TableColumn } from '../../../../shared/ui/data-table';
import { Pager } from '../../../../shared/ui/pager';
import { Spinner } from '../../../../shared/ui/spinner';
import type { AdminDonorGift, AdminDonorPage, Item } from '../../../api/types';
import { useAdminAction } from '../../../api/use-admin-action';
import { ConfirmModal } from '../../../components/confirm-modal';
import { EntityStatus } from '../../../components/entity-status';
import { LoadError } from '../../../components/load-error';
import { useNotices } from '../../../components/notices';
import { RowActionButton } from '../../../components/row-action-button';
import {
	adminDonorPath,
	adminDonorPrivacyPath,
	resendReceiptPath,
} from '../api/donors-paths';

export const DONOR_GIFTS_PER_PAGE = 20;

type PrivacyType = 'export' | 'erase';

function modeLabel( gift: AdminDonorGift ) {
	if ( gift.mode === 'offline' ) {
		return __( 'Offline', 'p2p-fundraising' );
	}
	if ( gift.mode === 'stripe' ) {
		return gift.frequency === 'monthly'
			? __( 'Stripe, monthly', 'p2p-fundraising' )
			: __( 'Stripe', 'p2p-fundraising' );
	}
	if ( gift.mode === 'external' ) {
		return __( 'Payment plugin', 'p2p-fundraising' );
	}
	return __( 'Online (test)', 'p2p-fundraising' );
}

const yesNo = ( value: boolean ) =>
	value ? __( 'Yes', 'p2p-fundraising' ) : __( 'No', 'p2p-fundraising' );

export function DonorScreen() {
	const { donor: donorId = '' } = useParams();
	const navigate = useNavigate();
	const format = useFormat();
	const { addNotice } = useNotices();
	const { run, isBusy } = useAdminAction();
	const [ page, setPage ] = useState( 1 );
	const [ privacy, setPrivacy ] = useState< PrivacyType | null >( null );
	const { data, error, isLoading } = useApiQuery< Item< AdminDonorPage > >(
		/^[0-9a-f]{40}$/.test( donorId )
			? [
					adminDonorPath( donorId ),
					{ page, per_page: DONOR_GIFTS_PER_PAGE },
				]
			: null
	);
	const record = data?.data;
	const donor = record?.donor;

	const resend = async ( gift: AdminDonorGift ) => {
		const result = await run(
			resendReceiptPath( gift.id ),
			{},
			gift.receipt_number
				? sprintf(
						/* translators: %s: receipt number, e.g. P2P-000042. */
						__(
							'Receipt %s is on its way to the donor.',
							'p2p-fundraising'
						),
						gift.receipt_number
					)
				: __(
						'The receipt is on its way to the donor.',
						'p2p-fundraising'
					)
		);
		if ( result.error ) {
			addNotice( 'error', result.error.message );
		}
	};

	const giftColumns: Array< TableColumn< AdminDonorGift > > = [
		{
			key: 'created_at',
			label: __( 'Date', 'p2p-fundraising' ),
			render: ( gift ) => format.date( gift.created_at ),
		},
		{
			key: 'campaign',
			label: __( 'Campaign', 'p2p-fundraising' ),
			styles: { width: '16%' },
			render: ( gift ) => gift.campaign_title,
		},
		{
			key: 'page',
			label: __( 'Given to', 'p2p-fundraising' ),
			render: ( gift ) =>
				gift.page || __( 'The campaign', 'p2p-fundraising' ),
		},
		{
			key: 'amount',
			label: __( 'Amount', 'p2p-fundraising' ),
			render: ( gift ) => format.money( gift.amount ),
		},
		{
			key: 'status',
			label: __( 'Status', 'p2p-fundraising' ),
			styles: { width: '10.5em' },
			render: ( gift ) => <EntityStatus status={ gift.status } />,
		},
		{
			key: 'mode',
			label: __( 'Payment', 'p2p-fundraising' ),
			render: ( gift ) => modeLabel( gift ),
		},
		{
			key: 'message',
			label: __( 'Message', 'p2p-fundraising' ),
			styles: { width: '18%' },
			defaultValue: '—',
			render: ( gift ) => gift.message || '—',
		},
		{
			key: 'receipt',
			label: __( 'Receipt', 'p2p-fundraising' ),
			render: ( gift ) =>
				gift.receipt_number ? (
					<>
						{ gift.receipt_number }
						{ gift.resent_count > 0 && (
							<>
								<br />
								<small>
									{ sprintf(
										/* translators: %s: date and time. */
										__(
											'Sent again %s',
											'p2p-fundraising'
										),
										format.dateTime( gift.resent_at )
									) }
								</small>
							</>
						) }
					</>
				) : (
					'—'
				),
		},
		{
			key: 'actions',
			label: __( 'Actions', 'p2p-fundraising' ),
			append: true,
			render: ( gift ) =>
				gift.can_resend ? (
					<RowActionButton
						className="button button-small"
						disabled={ isBusy }
						onClick={ () => resend( gift ) }
						label={ __( 'Re-send receipt', 'p2p-fundraising' ) }
						accessibleLabel={ sprintf(
							/* translators: %d: donation id. */
							__(
								'Re-send the receipt of donation %d',
								'p2p-fundraising'
							),
							gift.id
						) }
					/>
				) : null,
		},
	];

	return (
		<>
			<p className="p2p-admin-breadcrumb">
				<button
					type="button"
					className="button-link"
					onClick={ () => navigate( -1 ) }
				>
					{ __( '← Back', 'p2p-fundraising' ) }
				</button>
			</p>
			<h1 className="wp-heading-inline">
				{ donor?.name || __( 'Donor', 'p2p-fundraising' ) }
			</h1>
			<hr className="wp-header-end" />
			<LoadError error={ error } />
			{ isLoading && ! record && <Spinner size="large" isCentered /> }
			{ donor && record && (
				<>
					<dl className="p2p-admin-donor-summary">
						<dt>{ __( 'E-mail', 'p2p-fundraising' ) }</dt>
						<dd>
							<a href={ `mailto:${ donor.email }` }>
								{ donor.email }
							</a>
						</dd>
						<dt>{ __( 'Total given', 'p2p-fundraising' ) }</dt>
						<dd>{ format.money( donor.total ) }</dd>
						<dt>{ __( 'Gifts', 'p2p-fundraising' ) }</dt>
						<dd>{ format.number( donor.gifts ) }</dd>
						<dt>{ __( 'First gift', 'p2p-fundraising' ) }</dt>
						<dd>{ format.date( donor.first_gift_at ) }</dd>
						<dt>{ __( 'Last gift', 'p2p-fundraising' ) }</dt>
						<dd>{ format.date( donor.last_gift_at ) }</dd>
						<dt>{ __( 'Monthly', 'p2p-fundraising' ) }</dt>
						<dd>{ yesNo( donor.is_recurring ) }</dd>
						<dt>{ __( 'Wants updates', 'p2p-fundraising' ) }</dt>
						<dd>{ yesNo( donor.wants_updates ) }</dd>
					</dl>
					<p className="p2p-admin-donor-privacy">
						<button
							type="button"
							className="button"
							onClick={ () => setPrivacy( 'export' ) }
						>
							{ __( 'Export personal data', 'p2p-fundraising' ) }
						</button>{ ' ' }
						<button
							type="button"
							className="button button-link-delete"
							onClick={ () => setPrivacy( 'erase' ) }
						>
							{ __( 'Erase personal data', 'p2p-fundraising' ) }
						</button>
					</p>
					<h2>{ __( 'Campaigns', 'p2p-fundraising' ) }</h2>
					<DataTable
						caption={ __(
							'Campaigns the donor gave to',
							'p2p-fundraising'
						) }
						rows={ record.campaigns }
						rowKey={ ( row ) => row.campaign_id }
						columns={ [
							{
								key: 'campaign_title',
								label: __( 'Campaign', 'p2p-fundraising' ),
							},
							{
								key: 'gifts',
								label: __( 'Gifts', 'p2p-fundraising' ),
								render: ( row ) => format.number( row.gifts ),
							},
							{
								key: 'total',
								label: __( 'Total', 'p2p-fundraising' ),
								render: ( row ) => format.money( row.total ),
							},
							{
								key: 'last_gift_at',
								label: __( 'Last gift', 'p2p-fundraising' ),
								render: ( row ) =>
									format.date( row.last_gift_at ),
							},
						] }
					/>
					<h2>{ __( 'Gifts', 'p2p-fundraising' ) }</h2>
					<DataTable
						caption={ __(
							'Every gift of the donor, newest first',
							'p2p-fundraising'
						) }
						rows={ record.gifts }
						rowKey={ ( gift ) => gift.id }
						columns={ giftColumns }
						isLoading={ isLoading }
					/>
					<Pager
						page={ page }
						totalPages={ Math.max(
							1,
							Math.ceil(
								record.gifts_total / DONOR_GIFTS_PER_PAGE
							)
						) }
						onChange={ setPage }
					/>
					<ConfirmModal
						isOpen={ privacy !== null }
						isDestructive={ privacy === 'erase' }
						title={
							privacy === 'erase'
								? __( 'Erase personal data', 'p2p-fundraising' )
								: __(
										'Export personal data',
										'p2p-fundraising'
									)
						}
						confirmLabel={ __(
							'Send confirmation e-mail',
							'p2p-fundraising'
						) }
						onCancel={ () => setPrivacy( null ) }
						onConfirm={ async () => {
							if ( ! privacy ) {
								return undefined;
							}
							const result = await run(
								adminDonorPrivacyPath( donor.id ),
								{ type: privacy },
								privacy === 'erase'
									? __(
											'Erasure requested. Once the donor confirms by e-mail, erase the data under Tools → Erase Personal Data.',
											'p2p-fundraising'
										)
									: __(
											'Export requested. Once the donor confirms by e-mail, download or send the data under Tools → Export Personal Data.',
											'p2p-fundraising'
										)
							);
							if ( ! result.error ) {
								setPrivacy( null );
							}
							return result.error;
						} }
					>
						<p>
							{ privacy === 'erase'
								? sprintf(
										/* translators: %s: e-mail address. */
										__(
											'WordPress e-mails %s a link to confirm the erasure. Once confirmed, you erase the data under Tools → Erase Personal Data: the name, address and messages of every gift go; the amounts stay in the totals, anonymous.',
											'p2p-fundraising'
										),
										donor.email
									)
								: sprintf(
										/* translators: %s: e-mail address. */
										__(
											'WordPress e-mails %s a link to confirm the request. Once confirmed, you download the data or send it to the donor under Tools → Export Personal Data.',
											'p2p-fundraising'
										),
										donor.email
									) }
						</p>
					</ConfirmModal>
				</>
			) }
		</>
	);
}
