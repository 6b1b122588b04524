/**
 * /login/ (spec §5): user_handle (e-mail or username) and password, both required, and a
 * 'Lost your password' link. Success reloads the page at the server's redirect. Site
 * administrators are refused (p2p_use_wp_login): the message links to the WordPress login page.
 * Reached from an invitation (`?return=/team/3/join/?invitation=…`, or last year's
 * `?return=/return/?token=…`), it goes back there instead.
 */
import { __ } from '@wordpress/i18n';
import { useId } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useApiClient, useSettings } from '../../../../shared/app-services';
import { TextField } from '../../../../shared/ui/form-field';
import { SubmitButton } from '../../../../shared/ui/submit-button';
import { useCampaign } from '../../../contract/initial-data-context';
import { paths } from '../../../navigation/paths';
import { Actions } from '../../../components/form-layout';
import { FormShell } from '../../../components/form-shell';
import { useCampaignForm } from '../../../components/use-form-submit';
import { clearNavigationSet } from '../../registration';
import { fundraiserLogin } from '../api/fundraiser-login';
import { validateUserHandle } from '../validate-user-handle';

interface LoginValues {
	user_handle: string;
	password: string;
}

/** The join page of an invitation to return to after signing in; anything else is ignored. */
export function returnPath( search: string ): string | null {
	const target = new URLSearchParams( search ).get( 'return' ) ?? '';
	return /^\/team\/\d+\/join\/(\?invitation=[A-Za-z0-9]{1,64})?$/.test(
		target
	) || /^\/return\/\?token=[A-Za-z0-9]{1,64}$/.test( target )
		? target
		: null;
}

export function LoginForm() {
	const id = useId();
	const client = useApiClient();
	const { campaign_id: campaignId } = useCampaign();
	// "Sign in instead" from the registration form brings the address along.
	const [ params ] = useSearchParams();
	const {
		register,
		formState: { errors },
		formRef,
		submitWith,
		isSubmitting,
		formError,
		lastError,
	} = useCampaignForm< LoginValues >( {
		defaultValues: {
			user_handle: ( params.get( 'email' ) ?? '' ).trim().slice( 0, 191 ),
			password: '',
		},
	} );
	const { loginUrl } = useSettings();
	const returnTo = returnPath( useLocation().search );
	const wpLoginUrl =
		lastError?.code === 'p2p_use_wp_login'
			? wordPressLoginUrl( lastError.data.login_url, loginUrl )
			: null;

	const onSubmit = submitWith( async ( values ) => {
		clearNavigationSet();
		const signedIn = await fundraiserLogin( client, {
			user_handle: values.user_handle.trim(),
			password: values.password,
			campaign_id: campaignId,
		} );
		return returnTo ? { ...signedIn, redirect: returnTo } : signedIn;
	} );

	return (
		<FormShell
			formRef={ formRef }
			onSubmit={ onSubmit }
			className="p2p-login-form"
			formError={ formError }
			errorAction={
				wpLoginUrl ? (
					<a href={ wpLoginUrl }>
						{ __(
							'Go to the WordPress login page',
							'p2p-fundraising'
						) }
					</a>
				) : null
			}
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
		</FormShell>
	);
}

/** The server's login_url, else the site's wp-login.php from the page settings. */
function wordPressLoginUrl( given: unknown, fallback: string ): string {
	return typeof given === 'string' && given !== '' ? given : fallback;
}
