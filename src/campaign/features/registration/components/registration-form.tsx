/**
 * The registration form of the individual, captain and join-team paths (spec §5). A visitor
 * enters names, e-mail and a password twice; a logged-in user without a fundraiser gets the
 * create-profile variant: names prefilled from get-user-info, e-mail shown but disabled, no
 * password fields.
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../../../shared/api/api-error';
import { useApiClient, useSettings } from '../../../../shared/app-services';
import { TextField } from '../../../../shared/ui/form-field';
import { SubmitButton } from '../../../../shared/ui/submit-button';
import { useAuth, useCampaign } from '../../../contract/initial-data-context';
import { paths } from '../../../navigation/paths';
import { Actions, FieldRow } from '../../../components/form-layout';
import { FormShell } from '../../../components/form-shell';
import { useCampaignForm } from '../../../components/use-form-submit';
import { createFundraiserJoinTeam } from '../api/create-fundraiser-join-team';
import { createFundraiserProfile } from '../api/create-fundraiser-profile';
import { useUserInfo } from '../api/get-user-info';
import { registerFundraiser } from '../api/register-fundraiser';
import { registerJoinTeam } from '../api/register-join-team';
import {
	asksAnything,
	useRegistrationOptions,
} from '../api/get-registration-options';
import {
	RegistrationOptionsFields,
	type RegistrationFormValues,
} from './registration-options-fields';
import { newPasswordProblem } from '../new-password-problem';
import { RegistrationClosedNotice } from './registration-closed-notice';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type RegistrationPath =
	| { kind: 'individual' }
	| { kind: 'captain' }
	| {
			kind: 'join';
			teamId: number;
			invitation?: string;
			/** The address an invitation link was sent to: filled in for a visitor. */
			invitedEmail?: string;
	  };

interface RegistrationFormProps {
	path: RegistrationPath;
	submitLabel?: string;
}

/** The form, or the reason there is none while registration is closed. */
export function RegistrationForm( props: RegistrationFormProps ) {
	const { registrationOpen } = useSettings();
	return registrationOpen ? (
		<OpenRegistrationForm { ...props } />
	) : (
		<RegistrationClosedNotice />
	);
}

/**
 * The e-mail field's error. An address that already has an account says so once, beside the
 * field, with a link to sign in that keeps the address (the server's sentence has no link).
 */
function emailError(
	error: FieldError | undefined,
	lastError: ApiError | null,
	email: string
): { error?: string; errorAction?: ReactNode } {
	if ( error?.type !== 'server' || lastError?.code !== 'p2p_email_exists' ) {
		return { error: error?.message };
	}
	return {
		error: __(
			'An account with this e-mail address already exists.',
			'p2p-fundraising'
		),
		errorAction: (
			<Link
				to={ `${ paths.login }?${ new URLSearchParams( {
					email: email.trim(),
				} ).toString() }` }
			>
				{ __( 'Sign in instead', 'p2p-fundraising' ) }
			</Link>
		),
	};
}

function OpenRegistrationForm( {
	path,
	submitLabel = __( 'Continue', 'p2p-fundraising' ),
}: RegistrationFormProps ) {
	const id = useId();
	const client = useApiClient();
	const { campaign_id: campaignId } = useCampaign();
	const { is_logged_in: isLoggedIn } = useAuth();
	const userInfo = useUserInfo( campaignId, isLoggedIn );
	const registrationOptions = useRegistrationOptions( campaignId ).data?.data;
	const {
		register,
		getValues,
		reset,
		formState: { errors, isDirty },
		formRef,
		submitWith,
		isSubmitting,
		formError,
		lastError,
	} = useCampaignForm< RegistrationFormValues >( {
		defaultValues: {
			firstName: '',
			lastName: '',
			email: path.kind === 'join' ? ( path.invitedEmail ?? '' ) : '',
			password: '',
			password2: '',
			registration_type: '',
			answers: {},
			waiver_accepted: false,
		},
	} );

	const info = userInfo.data?.data;
	useEffect( () => {
		if ( info && ! isDirty ) {
			reset( {
				firstName: info.firstName,
				lastName: info.lastName,
				email: info.email,
				password: '',
				password2: '',
				registration_type: '',
				answers: {},
				waiver_accepted: false,
			} );
		}
	}, [ info, isDirty, reset ] );

	const onSubmit = submitWith( ( formValues ) => {
		const {
			registration_type: typeId,
			answers,
			waiver_accepted: waiverAccepted,
			...values
		} = formValues;
		const names = {
			firstName: values.firstName.trim(),
			lastName: values.lastName.trim(),
			// The campaign's own options, sent only when it has any.
			...( asksAnything( registrationOptions )
				? {
						registration_type: Number( typeId ) || 0,
						answers: answers ?? {},
						waiver_accepted: !! waiverAccepted,
					}
				: {} ),
		};
		if ( path.kind === 'join' ) {
			const target = {
				teamId: path.teamId,
				campaignId,
				// The invitation link's token opens a private team (sent only when present).
				...( path.invitation ? { invitation: path.invitation } : {} ),
			};
			return isLoggedIn
				? createFundraiserJoinTeam( client, {
						...names,
						...target,
					} )
				: registerJoinTeam( client, {
						...values,
						...names,
						...target,
					} );
		}
		const target = {
			team_captain: path.kind === 'captain',
			campaign_id: campaignId,
		};
		return isLoggedIn
			? createFundraiserProfile( client, { ...names, ...target } )
			: registerFundraiser( client, {
					...values,
					...names,
					...target,
				} );
	} );

	return (
		<FormShell
			formRef={ formRef }
			onSubmit={ onSubmit }
			className="p2p-registration-form"
			formError={ formError }
		>
			<FieldRow>
				<TextField
					id={ `${ id }-first` }
					label={ __( 'First Name', 'p2p-fundraising' ) }
					autoComplete="given-name"
					required
					error={ errors.firstName?.message }
					{ ...register( 'firstName', {
						validate: ( value ) =>
							value.trim() !== '' ||
							__(
								'Please enter your first name.',
								'p2p-fundraising'
							),
					} ) }
				/>
				<TextField
					id={ `${ id }-last` }
					label={ __( 'Last Name', 'p2p-fundraising' ) }
					autoComplete="family-name"
					required
					error={ errors.lastName?.message }
					{ ...register( 'lastName', {
						validate: ( value ) =>
							value.trim() !== '' ||
							__(
								'Please enter your last name.',
								'p2p-fundraising'
							),
					} ) }
				/>
			</FieldRow>
			<TextField
				id={ `${ id }-email` }
				label={ __( 'Email', 'p2p-fundraising' ) }
				type="email"
				autoComplete="email"
				required
				disabled={ isLoggedIn }
				{ ...emailError(
					errors.email,
					lastError,
					getValues( 'email' )
				) }
				{ ...register( 'email', {
					disabled: isLoggedIn,
					required: __(
						'Please enter your e-mail address.',
						'p2p-fundraising'
					),
					pattern: {
						value: EMAIL_PATTERN,
						message: __(
							'Please enter a valid e-mail address.',
							'p2p-fundraising'
						),
					},
				} ) }
			/>
			{ ! isLoggedIn && (
				<FieldRow>
					<TextField
						id={ `${ id }-password` }
						label={ __( 'Password', 'p2p-fundraising' ) }
						type="password"
						autoComplete="new-password"
						required
						error={ errors.password?.message }
						{ ...register( 'password', {
							validate: ( value ) =>
								newPasswordProblem(
									value,
									getValues( 'email' ) ?? ''
								) ?? true,
						} ) }
					/>
					<TextField
						id={ `${ id }-password2` }
						label={ __( 'Confirm Password', 'p2p-fundraising' ) }
						type="password"
						autoComplete="new-password"
						required
						error={ errors.password2?.message }
						{ ...register( 'password2', {
							required: __(
								'Please confirm your password.',
								'p2p-fundraising'
							),
							validate: ( value ) =>
								value === getValues( 'password' ) ||
								__(
									'The passwords do not match',
									'p2p-fundraising'
								),
						} ) }
					/>
				</FieldRow>
			) }
			{ asksAnything( registrationOptions ) && registrationOptions && (
				<RegistrationOptionsFields
					idPrefix={ id }
					options={ registrationOptions }
					register={ register }
					errors={ errors }
				/>
			) }
			<Actions>
				<SubmitButton isSubmitting={ isSubmitting }>
					{ submitLabel }
				</SubmitButton>
			</Actions>
		</FormShell>
	);
}
