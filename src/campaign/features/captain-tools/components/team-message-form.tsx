/**
 * "Message your team": a subject and a message e-mailed to every other member. What was typed
 * stays when sending fails.
 */
import { __ } from '@wordpress/i18n';
import { useState, type FormEvent } from 'react';
import { useApiClient, useSettings } from '../../../../shared/app-services';
import { FormError } from '../../../../shared/ui/form-error';
import { TextAreaField, TextField } from '../../../../shared/ui/form-field';
import { FormFrame, SubmitButton } from '../../../../shared/ui/submit-button';
import { sendTeamMessage } from '../api/team-message';
import { useCaptainAction } from '../use-captain-action';

interface TeamMessageFormProps {
	campaignId: number;
	onSent: ( message: string ) => void;
}

export function TeamMessageForm( {
	campaignId,
	onSent,
}: TeamMessageFormProps ) {
	const client = useApiClient();
	const { textLimits } = useSettings();
	const { run, isBusy, error } = useCaptainAction();
	const [ subject, setSubject ] = useState( '' );
	const [ message, setMessage ] = useState( '' );
	const [ errors, setErrors ] = useState< Record< string, string > >( {} );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		const missing: Record< string, string > = {};
		if ( subject.trim() === '' ) {
			missing.subject = __(
				'Please write a subject.',
				'p2p-fundraising'
			);
		}
		if ( message.trim() === '' ) {
			missing.message = __(
				'Please write a message.',
				'p2p-fundraising'
			);
		}
		setErrors( missing );
		if ( Object.keys( missing ).length > 0 ) {
			return;
		}
		const result = await run(
			() => sendTeamMessage( client, { campaignId, subject, message } ),
			{ isRefreshing: false }
		);
		if ( result !== null ) {
			setSubject( '' );
			setMessage( '' );
			onSent( result );
		}
	};

	return (
		<FormFrame
			onSubmit={ submit }
			noValidate
			aria-label={ __( 'Message your team', 'p2p-fundraising' ) }
		>
			<TextField
				label={ __( 'Subject', 'p2p-fundraising' ) }
				value={ subject }
				maxLength={ textLimits.subject }
				isRequired
				error={ errors.subject }
				onChange={ ( event ) => setSubject( event.target.value ) }
			/>
			<TextAreaField
				label={ __( 'Message', 'p2p-fundraising' ) }
				hint={ __(
					'Each member receives it by e-mail from this site; replies reach you.',
					'p2p-fundraising'
				) }
				rows={ 5 }
				maxLength={ textLimits.message }
				value={ message }
				isRequired
				error={ errors.message }
				onChange={ ( event ) => setMessage( event.target.value ) }
			/>
			<FormError message={ error } />
			<SubmitButton isSubmitting={ isBusy } $size="small">
				{ __( 'Send to the team', 'p2p-fundraising' ) }
			</SubmitButton>
		</FormFrame>
	);
}
