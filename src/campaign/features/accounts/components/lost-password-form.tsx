/**
 * /lost-password/ (spec §5): user_handle required; WordPress sends its reset e-mail, then the
 * lost-password/sent screen.
 */
import { __ } from '@wordpress/i18n';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../../shared/app-services';
import { TextField } from '../../../../shared/ui/form-field';
import { SubmitButton } from '../../../../shared/ui/submit-button';
import { useCampaign } from '../../../contract/initial-data-context';
import { paths } from '../../../navigation/paths';
import { Actions } from '../../../components/form-layout';
import { FormShell } from '../../../components/form-shell';
import { useCampaignForm } from '../../../components/use-form-submit';
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
		formState: { errors },
		formRef,
		submitWith,
		isSubmitting,
		formError,
	} = useCampaignForm< LostPasswordValues >( {
		defaultValues: { user_handle: '' },
	} );

	const onSubmit = submitWith( ( values ) =>
		sendPasswordResetEmail( client, {
			user_handle: values.user_handle.trim(),
			campaign_id: campaignId,
		} )
	);

	return (
		<FormShell
			formRef={ formRef }
			onSubmit={ onSubmit }
			className="p2p-lost-password-form"
			formError={ formError }
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
		</FormShell>
	);
}
