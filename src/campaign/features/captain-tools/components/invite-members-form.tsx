/**
 * "Invite new members": addresses typed as tags, sent at once with their single-use links (the
 * same rules as inviting from the team form). The server's sentence says how many went out and
 * why others did not; what was typed stays when sending fails.
 */
import { __ } from '@wordpress/i18n';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../../shared/api/api-error';
import { useApiClient } from '../../../../shared/app-services';
import { FormError } from '../../../../shared/ui/form-error';
import { MultiEmailInput } from '../../../../shared/ui/multi-email-input';
import { FormFrame, SubmitButton } from '../../../../shared/ui/submit-button';
import { inviteTeamMembers } from '../api/invite-team-members';
import { useCaptainAction } from '../use-captain-action';

interface InviteMembersFormProps {
	campaignId: number;
	onSent: ( message: string ) => void;
}

export function InviteMembersForm( {
	campaignId,
	onSent,
}: InviteMembersFormProps ) {
	const id = useId();
	const client = useApiClient();
	const { run, isBusy, error } = useCaptainAction();
	const [ emails, setEmails ] = useState< string[] >( [] );
	const [ fieldError, setFieldError ] = useState< string | undefined >();

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( emails.length === 0 ) {
			setFieldError(
				__(
					'Please enter at least one e-mail address.',
					'p2p-fundraising'
				)
			);
			return;
		}
		setFieldError( undefined );
		// The pending invitations list refreshes with the team dashboard.
		const message = await run( async () => {
			try {
				return await inviteTeamMembers( client, {
					campaignId,
					emails: emails.join( ',' ),
				} );
			} catch ( caught ) {
				const params =
					caught instanceof ApiError
						? ( caught.data.params as
								Record< string, string > | undefined )
						: undefined;
				setFieldError( params?.emails );
				throw caught;
			}
		} );
		if ( message !== null ) {
			setEmails( [] );
			onSent( message );
		}
	};

	return (
		<FormFrame
			onSubmit={ submit }
			noValidate
			aria-label={ __( 'Invite new members', 'p2p-fundraising' ) }
			className="p2p-team-tools__invite"
		>
			<MultiEmailInput
				id={ `${ id }-emails` }
				label={ __( 'E-mail addresses', 'p2p-fundraising' ) }
				hint={ __(
					'Each address receives an invitation with its own link to join your team.',
					'p2p-fundraising'
				) }
				value={ emails }
				onChange={ setEmails }
				error={ fieldError }
			/>
			<FormError message={ fieldError ? null : error } />
			<SubmitButton isSubmitting={ isBusy } $size="small">
				{ __( 'Send invitations', 'p2p-fundraising' ) }
			</SubmitButton>
		</FormFrame>
	);
}
