/**
 * The thank-you dialog: a message box prefilled with a suggested text the fundraiser can change.
 * For one named donor the suggestion greets them by first name; for "thank all" (and anonymous
 * donors, whose name the fundraiser never sees) it holds {donor_name}, which the server replaces.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useId, useState, type FormEvent } from 'react';
import { useSettings } from '../../../../shared/app-services';
import { Button } from '../../../../shared/ui/button';
import { FormError } from '../../../../shared/ui/form-error';
import { TextAreaField } from '../../../../shared/ui/form-field';
import { Modal } from '../../../../shared/ui/modal';
import { useCampaign } from '../../../contract/initial-data-context';
import type { MyDonor } from '../api/get-my-donors';

export const DONOR_PLACEHOLDER = '{donor_name}';

interface ThankModalProps {
	/** The donation to thank for, or null to thank every donor not thanked yet. */
	donor: MyDonor | null;
	fundraiserName: string;
	isSending: boolean;
	error: string | null;
	onSend: ( message: string ) => void;
	onClose: () => void;
}

/** The suggested thank-you text. */
export function suggestedMessage(
	donor: MyDonor | null,
	campaignTitle: string,
	fundraiserName: string
): string {
	const greeting =
		donor && ! donor.isAnonymous
			? ( donor.donorName.split( /\s+/ )[ 0 ] ?? donor.donorName )
			: DONOR_PLACEHOLDER;
	return [
		sprintf(
			/* translators: %s: donor's first name. */
			__( 'Dear %s,', 'p2p-fundraising' ),
			greeting
		),
		sprintf(
			/* translators: %s: campaign title. */
			__(
				'Thank you so much for your donation to my fundraiser for %s! Your support means a lot to me and brings us closer to the goal.',
				'p2p-fundraising'
			),
			campaignTitle
		),
		__( 'With gratitude,', 'p2p-fundraising' ) + '\n' + fundraiserName,
	].join( '\n\n' );
}

export function ThankModal( {
	donor,
	fundraiserName,
	isSending,
	error,
	onSend,
	onClose,
}: ThankModalProps ) {
	const { campaign_title: campaignTitle } = useCampaign();
	const { textLimits } = useSettings();
	const formId = useId();
	const [ message, setMessage ] = useState( () =>
		suggestedMessage( donor, campaignTitle, fundraiserName )
	);
	const [ fieldError, setFieldError ] = useState< string | undefined >();

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( message.trim() === '' ) {
			setFieldError( __( 'Please write a message.', 'p2p-fundraising' ) );
			return;
		}
		setFieldError( undefined );
		onSend( message );
	};

	const title = donor
		? sprintf(
				/* translators: %s: donor's name, or "Anonymous". */
				__( 'Thank %s', 'p2p-fundraising' ),
				donor.donorName
			)
		: __( 'Thank all donors not yet thanked', 'p2p-fundraising' );

	return (
		<Modal
			isOpen
			title={ title }
			onClose={ onClose }
			className="p2p-thank-modal"
			actions={
				<>
					<Button
						type="button"
						$variant="outline"
						$size="small"
						onClick={ onClose }
					>
						{ __( 'Cancel', 'p2p-fundraising' ) }
					</Button>
					<Button
						type="submit"
						form={ formId }
						$size="small"
						disabled={ isSending }
						aria-busy={ isSending }
					>
						{ isSending
							? __( 'Sending…', 'p2p-fundraising' )
							: __( 'Send thank-you', 'p2p-fundraising' ) }
					</Button>
				</>
			}
		>
			<form id={ formId } onSubmit={ submit } noValidate>
				<TextAreaField
					label={ __( 'Your message', 'p2p-fundraising' ) }
					hint={
						message.includes( DONOR_PLACEHOLDER )
							? __(
									'{donor_name} becomes each donor’s first name. The e-mail comes from this site; replies reach you. You never see the donor’s address.',
									'p2p-fundraising'
								)
							: __(
									'The e-mail comes from this site; replies reach you. You never see the donor’s address.',
									'p2p-fundraising'
								)
					}
					rows={ 10 }
					maxLength={ textLimits.message }
					value={ message }
					error={ fieldError }
					isRequired
					onChange={ ( event ) => setMessage( event.target.value ) }
				/>
				<FormError message={ error } />
			</form>
		</Modal>
	);
}
