/**
 * A registration fee still to pay (issue 28, decision 0109), on the fundraiser's dashboard and on
 * the page Stripe sends them back to. Stripe mode: the page is hidden until the fee is paid, and
 * "Pay now" opens a new Checkout page (closing Stripe's page, a declined card or Stripe being down
 * at sign-up leave the fee unpaid). Offline: the fee is paid on the day, so only that is said.
 * A refusal shows in the notice (announced) and the button works again; when Stripe says the last
 * Checkout was paid after all, that is said instead (focused, announced).
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useApiClient, useFormat } from '../../../../shared/app-services';
import { ApiError } from '../../../../shared/api/api-error';
import { Button } from '../../../../shared/ui/button';
import { FormError } from '../../../../shared/ui/form-error';
import { useCampaign } from '../../../contract/initial-data-context';
import { pageNavigation } from '../../../navigation/page-navigation';
import { useFundraiserInfo } from '../../start-fundraising/index';
import {
	payRegistrationFee,
	type FeeReturnPage,
} from '../api/pay-registration-fee';

const Box = styled.section< { $isPending: boolean } >`
	margin: 0 0 ${ ( { theme } ) => theme.spacer * 2 }px;
	padding: 0.75rem 1rem;
	border-left: 4px solid
		${ ( { theme, $isPending } ) =>
			$isPending ? theme.colors.warning : theme.colors.info };
	border-radius: ${ ( { theme } ) => theme.radius.small };
	background: ${ ( { theme, $isPending } ) =>
		$isPending ? theme.colors.warningSurface : theme.colors.infoSurface };
	color: ${ ( { theme } ) => theme.colors.text };

	p {
		margin: 0 0 0.5rem;
	}

	p:last-of-type {
		margin-bottom: 0;
	}

	.p2p-registration-fee__pay {
		margin-top: 0.5rem;
	}
`;

interface RegistrationFeeNoticeProps {
	/** The page Stripe sends the person back to after paying (or not). */
	returnTo: FeeReturnPage;
}

export function RegistrationFeeNotice( {
	returnTo,
}: RegistrationFeeNoticeProps ) {
	const { campaign_id: campaignId } = useCampaign();
	const fee = useFundraiserInfo( campaignId ).data?.data.registration_fee;
	const client = useApiClient();
	const format = useFormat();
	const labelId = useId();
	const [ isBusy, setBusy ] = useState( false );
	const [ error, setError ] = useState< string | null >( null );
	// Stripe said the last Checkout was paid (its webhook still on the way): said instead of the notice.
	const [ paid, setPaid ] = useState< string | null >( null );
	const paidRef = useRef< HTMLParagraphElement >( null );
	useEffect( () => {
		if ( paid ) {
			paidRef.current?.focus();
		}
	}, [ paid ] );
	if ( paid ) {
		return (
			<Box $isPending={ false } className="p2p-registration-fee">
				<p ref={ paidRef } role="status" tabIndex={ -1 }>
					{ paid }
				</p>
			</Box>
		);
	}
	if ( ! fee ) {
		return null;
	}
	// Kept on one line: "20 €" broken after the number reads as two things on a phone.
	const amount = format.money( fee.amount ).replace( / /g, '\u00a0' );
	const isPending = fee.status === 'pending';

	const payNow = async () => {
		if ( isBusy ) {
			return;
		}
		setBusy( true );
		setError( null );
		try {
			const { payment_url: url } = await payRegistrationFee( client, {
				campaignId,
				return_to: returnTo,
			} );
			if ( ! /^https?:\/\//.test( url ) ) {
				throw new Error(
					__(
						'The payment page cannot be opened right now. Please try again in a few minutes.',
						'p2p-fundraising'
					)
				);
			}
			// Stays busy: the page is being replaced by Stripe's.
			pageNavigation.assign( url );
		} catch ( caught ) {
			if (
				caught instanceof ApiError &&
				caught.code === 'p2p_fee_paid'
			) {
				setPaid( caught.message );
				return;
			}
			setError(
				caught instanceof Error ? caught.message : String( caught )
			);
			setBusy( false );
		}
	};

	return (
		<Box
			$isPending={ isPending }
			aria-labelledby={ labelId }
			className="p2p-registration-fee"
		>
			{ isPending ? (
				<p id={ labelId }>
					{ sprintf(
						/* translators: %s: the registration fee, e.g. "€25.00". */
						__(
							'Your registration fee of %s is not paid yet. Your page goes live once it is paid.',
							'p2p-fundraising'
						),
						amount
					) }
				</p>
			) : (
				<p id={ labelId }>
					{ sprintf(
						/* translators: %s: the registration fee, e.g. "€25.00". */
						__(
							'Your registration fee of %s is paid on the day of the event.',
							'p2p-fundraising'
						),
						amount
					) }
				</p>
			) }
			{ isPending && ! fee.can_pay_online && (
				<p>
					{ __(
						'It cannot be paid online at the moment. Please contact the campaign organisers.',
						'p2p-fundraising'
					) }
				</p>
			) }
			{ isPending && fee.can_pay_online && (
				<>
					<Button
						type="button"
						className="p2p-registration-fee__pay"
						// Not `disabled`: the focus stays on the button while it waits.
						aria-disabled={ isBusy }
						aria-describedby={ labelId }
						onClick={ payNow }
					>
						{ isBusy
							? __(
									'Opening the payment page…',
									'p2p-fundraising'
								)
							: __( 'Pay now', 'p2p-fundraising' ) }
					</Button>
					<FormError message={ error } />
				</>
			) }
		</Box>
	);
}
