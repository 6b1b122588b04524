/**
 * One fundraiser's registration in its admin view (issue 28): the participant type, the fee and
 * its state (with Mark paid for a fee due on the day, Refund for a paid one), the answers, and
 * when the waiver was accepted. Nothing when the fundraiser registered without options.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useApiQuery } from '../../../../shared/api/use-api-query';
import { useFormat } from '../../../../shared/app-services';
import { useAdminAction } from '../../../api/use-admin-action';
import { useNotices } from '../../../components/notices';
import {
	adminRegistrationFeePath,
	getAdminFundraiserRegistrationPath,
	type AdminRegistration,
	type FeeStatus,
} from '../api/get-admin-fundraiser-registration';
import { fromMinor } from '../fee-units';

const feeStatusLabel = ( status: FeeStatus ) =>
	( {
		none: __( 'No fee', 'p2p-fundraising' ),
		paid: __( 'Paid', 'p2p-fundraising' ),
		due: __( 'Due (pay on the day)', 'p2p-fundraising' ),
		pending: __( 'Awaiting online payment', 'p2p-fundraising' ),
		refunded: __( 'Refunded', 'p2p-fundraising' ),
	} )[ status ];

export function FundraiserRegistration( {
	fundraiserId,
}: {
	fundraiserId: number;
} ) {
	const format = useFormat();
	const { run, isBusy } = useAdminAction();
	const { addNotice } = useNotices();
	const { data } = useApiQuery< { data: AdminRegistration | null } >( [
		getAdminFundraiserRegistrationPath( fundraiserId ),
		{},
	] );
	const registration = data?.data;
	if ( ! registration ) {
		return null;
	}
	const act = async ( action: 'paid' | 'refund' ) => {
		const result = await run(
			adminRegistrationFeePath( fundraiserId ),
			{ action },
			action === 'paid'
				? __( 'Fee marked paid.', 'p2p-fundraising' )
				: __( 'Fee refunded.', 'p2p-fundraising' )
		);
		if ( result.error ) {
			addNotice( 'error', result.error.message );
		}
	};
	const canMarkPaid =
		registration.fee_status === 'due' ||
		registration.fee_status === 'pending';
	return (
		<section
			className="p2p-admin-fundraiser-registration"
			aria-label={ __( 'Registration', 'p2p-fundraising' ) }
		>
			<h3>{ __( 'Registration', 'p2p-fundraising' ) }</h3>
			<dl>
				{ registration.type_name !== '' && (
					<div>
						<dt>{ __( 'Participant type', 'p2p-fundraising' ) }</dt>
						<dd>{ registration.type_name }</dd>
					</div>
				) }
				<div>
					<dt>{ __( 'Fee', 'p2p-fundraising' ) }</dt>
					<dd>
						{ registration.fee > 0
							? sprintf(
									/* translators: 1: amount, 2: state of the payment. */
									__( '%1$s (%2$s)', 'p2p-fundraising' ),
									format.money(
										fromMinor(
											registration.fee,
											registration.currency
										)
									),
									feeStatusLabel( registration.fee_status )
								)
							: feeStatusLabel( 'none' ) }
						{ canMarkPaid && (
							<>
								{ ' ' }
								<button
									type="button"
									className="button button-small"
									disabled={ isBusy }
									onClick={ () => act( 'paid' ) }
								>
									{ __( 'Mark fee paid', 'p2p-fundraising' ) }
								</button>
							</>
						) }
						{ registration.fee_status === 'paid' &&
							registration.fee > 0 && (
								<>
									{ ' ' }
									<button
										type="button"
										className="button button-small"
										disabled={ isBusy }
										onClick={ () => act( 'refund' ) }
									>
										{ __(
											'Refund fee',
											'p2p-fundraising'
										) }
									</button>
								</>
							) }
					</dd>
				</div>
				{ registration.answers.map( ( answer, index ) => (
					<div key={ index }>
						<dt>{ answer.label }</dt>
						<dd>{ answer.value || '—' }</dd>
					</div>
				) ) }
				{ registration.waiver_accepted_at && (
					<div>
						<dt>{ __( 'Waiver accepted', 'p2p-fundraising' ) }</dt>
						<dd>
							{ registration.waiver_accepted_at } UTC
							<details>
								<summary>
									{ __(
										'Text as accepted',
										'p2p-fundraising'
									) }
								</summary>
								<p className="p2p-admin-waiver-text">
									{ registration.waiver_text }
								</p>
							</details>
						</dd>
					</div>
				) }
			</dl>
		</section>
	);
}
