/**
 * /lost-password/ (spec §5): user_handle required; WordPress sends its reset e-mail, then the
 * lost-password/sent screen.
 */
import { __ } from '@wordpress/i18n';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../../shared/app-services';
import { FormError } from '../../../../shared/ui/form-error';
import { TextField } from '../../../../shared/ui/form-field';
import { FormFrame, SubmitButton } from '../../../../shared/ui/submit-button';
import { useCampaign } from '../../../contract/initial-data-context';
import { paths } from '../../../navigation/paths';
import { Actions } from '../../../components/form-layout';
import {
	useFocusFirstInvalid,
	useFormSubmit,
} from '../../../components/use-form-submit';
import { sendPasswordResetEmail } from '../api/send-password-reset-email';
import { validateUserHandle } from '../validate-user-handle';

interface LostPasswordValues {
	user_handle: string;
}

export function LostPasswordForm() {
	const id = useId();
	const client = useApiClient();
	const { campaign_id: campaignId } = useCampaign();
	const {
		register,
		handleSubmit,
		setError,
		formState: { submitCount, errors },
	} = useForm< LostPasswordValues >( {
		shouldFocusError: false,
		defaultValues: { user_handle: '' },
	} );
	const { run, isSubmitting, formError } = useFormSubmit( { setError } );

	const formRef = useRef< HTMLFormElement >( null );
	useFocusFirstInvalid( formRef, submitCount );
	const onSubmit = handleSubmit( ( values ) =>
		run( () =>
			sendPasswordResetEmail( client, {
				user_handle: values.user_handle.trim(),
				campaign_id: campaignId,
			} )
		)
	);

	return (
		<FormFrame
			ref={ formRef }
			noValidate
			onSubmit={ onSubmit }
			className="p2p-lost-password-form"
		>
			<TextField
				id={ `${ id }-handle` }
				label={ __( 'Email or Username', 'p2p-fundraising' ) }
				autoComplete="username"
				required
				error={ errors.user_handle?.message }
				{ ...register( 'user_handle', {
					validate: validateUserHandle,
				} ) }
			/>
			<Actions>
				<SubmitButton isSubmitting={ isSubmitting }>
					{ __( 'Get New Password', 'p2p-fundraising' ) }
				</SubmitButton>
				<Link to={ paths.login }>
					{ __( 'Back to sign in', 'p2p-fundraising' ) }
				</Link>
			</Actions>
			<FormError message={ formError } />
		</FormFrame>
	);
}
