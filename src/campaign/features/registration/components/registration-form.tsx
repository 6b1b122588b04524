/**
 * The registration form of the individual, captain and join-team paths (spec §5). A visitor
 * enters names, e-mail and a password twice; a logged-in user without a fundraiser gets the
 * create-profile variant: names prefilled from get-user-info, e-mail shown but disabled, no
 * password fields.
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useId } from 'react';
import { useApiClient, useSettings } from '../../../../shared/app-services';
import { TextField } from '../../../../shared/ui/form-field';
import { SubmitButton } from '../../../../shared/ui/submit-button';
import { useAuth, useCampaign } from '../../../contract/initial-data-context';
import { Actions, FieldRow } from '../../../components/form-layout';
import { FormShell } from '../../../components/form-shell';
import { useCampaignForm } from '../../../components/use-form-submit';
import { createFundraiserJoinTeam } from '../api/create-fundraiser-join-team';
import { createFundraiserProfile } from '../api/create-fundraiser-profile';
import { useUserInfo } from '../api/get-user-info';
import { registerFundraiser } from '../api/register-fundraiser';
import { registerJoinTeam } from '../api/register-join-team';
import type { RegistrationFields } from '../api/registration-payload';
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

function OpenRegistrationForm( {
	path,
	submitLabel = __( 'Continue', 'p2p-fundraising' ),
}: RegistrationFormProps ) {
	const id = useId();
	const client = useApiClient();
	const { campaign_id: campaignId } = useCampaign();
	const { is_logged_in: isLoggedIn } = useAuth();
	const userInfo = useUserInfo( campaignId, isLoggedIn );
	const {
		register,
		getValues,
		reset,
		formState: { errors, isDirty },
		formRef,
		submitWith,
		isSubmitting,
		formError,
	} = useCampaignForm< RegistrationFields >( {
		defaultValues: {
			firstName: '',
			lastName: '',
			email: path.kind === 'join' ? ( path.invitedEmail ?? '' ) : '',
			password: '',
			password2: '',
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
			} );
		}
	}, [ info, isDirty, reset ] );

	const onSubmit = submitWith( ( values ) => {
		const names = {
			firstName: values.firstName.trim(),
			lastName: values.lastName.trim(),
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
				error={ errors.email?.message }
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
			<Actions>
				<SubmitButton isSubmitting={ isSubmitting }>
					{ submitLabel }
				</SubmitButton>
			</Actions>
		</FormShell>
	);
}
