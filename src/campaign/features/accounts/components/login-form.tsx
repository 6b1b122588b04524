/**
 * /login/ (spec §5): user_handle (e-mail or username) and password, both required, and a
 * 'Lost your password' link. Success reloads the page at the server's redirect. Site
 * administrators are refused (p2p_use_wp_login): the message links to the WordPress login page.
 */
import { __ } from '@wordpress/i18n';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useApiClient, useSettings } from '../../../../shared/app-services';
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
import { clearNavigationSet } from '../../registration';
import { fundraiserLogin } from '../api/fundraiser-login';
import { validateUserHandle } from '../validate-user-handle';

interface LoginValues {
	user_handle: string;
	password: string;
}

export function LoginForm() {
	const id = useId();
	const client = useApiClient();
	const { campaign_id: campaignId } = useCampaign();
	const {
		register,
		handleSubmit,
		setError,
		formState: { submitCount, errors },
	} = useForm< LoginValues >( {
		shouldFocusError: false,
		defaultValues: { user_handle: '', password: '' },
	} );
	const { run, isSubmitting, formError, lastError } = useFormSubmit( {
		setError,
	} );
	const { loginUrl } = useSettings();
	const wpLoginUrl =
		lastError?.code === 'p2p_use_wp_login'
			? wordPressLoginUrl( lastError.data.login_url, loginUrl )
			: null;

	const formRef = useRef< HTMLFormElement >( null );
	useFocusFirstInvalid( formRef, submitCount );
	const onSubmit = handleSubmit( ( values ) =>
		run( () => {
			clearNavigationSet();
			return fundraiserLogin( client, {
				user_handle: values.user_handle.trim(),
				password: values.password,
				campaign_id: campaignId,
			} );
		} )
	);

	return (
		<FormFrame
			ref={ formRef }
			noValidate
			onSubmit={ onSubmit }
			className="p2p-login-form"
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
			<TextField
				id={ `${ id }-password` }
				label={ __( 'Password', 'p2p-fundraising' ) }
				type="password"
				autoComplete="current-password"
				required
				error={ errors.password?.message }
				{ ...register( 'password', {
					required: __(
						'Please enter your password.',
						'p2p-fundraising'
					),
				} ) }
			/>
			<Actions>
				<SubmitButton isSubmitting={ isSubmitting }>
					{ __( 'Sign in', 'p2p-fundraising' ) }
				</SubmitButton>
				<Link to={ paths.lostPassword }>
					{ __( 'Lost your password', 'p2p-fundraising' ) }
				</Link>
			</Actions>
			<FormError
				message={ formError }
				action={
					wpLoginUrl ? (
						<a href={ wpLoginUrl }>
							{ __(
								'Go to the WordPress login page',
								'p2p-fundraising'
							) }
						</a>
					) : null
				}
			/>
		</FormFrame>
	);
}

/** The server's login_url, else the site's wp-login.php from the page settings. */
function wordPressLoginUrl( given: unknown, fallback: string ): string {
	return typeof given === 'string' && given !== '' ? given : fallback;
}
