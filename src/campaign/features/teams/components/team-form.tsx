/**
 * The team form (spec §5), for creating and editing: name, goal and story required (story box of
 * 10 rows), access public (default) or private, invitation e-mails, an optional JPG/PNG image.
 * After the team is saved, the newly invited addresses get their e-mail, then the page loads the
 * server's redirect.
 */
import { __ } from '@wordpress/i18n';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import styled from 'styled-components';
import { useApiClient } from '../../../../shared/app-services';
import type { Team, TeamAccess } from '../../../contract/types';
import { TextField } from '../../../../shared/ui/form-field';
import { MultiEmailInput } from '../../../../shared/ui/multi-email-input';
import { SubmitButton } from '../../../../shared/ui/submit-button';
import { useCampaign } from '../../../contract/initial-data-context';
import { Actions } from '../../../components/form-layout';
import { GoalField } from '../../../components/goal-field';
import {
	ImageUploadField,
	useImageUpload,
} from '../../../components/image-upload-field';
import { StoryField } from '../../../components/story-field';
import { FormShell } from '../../../components/form-shell';
import { pageFormBody } from '../../../components/page-form-body';
import { useCampaignForm } from '../../../components/use-form-submit';
import { createTeam } from '../api/create-team';
import { sendTeamInvitationEmails } from '../api/send-team-invitation-emails';
import { updateTeam } from '../api/update-team';
import { rememberInvitationNotice } from '../invitation-notice';

interface TeamValues {
	teamName: string;
	goal: number;
	story: string;
	access: TeamAccess;
	emails: string[];
}

const Fieldset = styled.fieldset`
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
	padding: 0;
	border: 0;

	legend {
		margin: 0 0 0.35rem;
		padding: 0;
		font-weight: 600;
	}

	label {
		display: flex;
		gap: 0.5rem;
		align-items: center;
		min-height: 32px;
	}
`;

interface TeamFormProps {
	/** The team being edited; absent when creating one. */
	team?: Team;
	submitLabel: string;
}

export function TeamForm( { team, submitLabel }: TeamFormProps ) {
	const id = useId();
	const client = useApiClient();
	const campaign = useCampaign();
	const image = useImageUpload();
	const {
		register,
		control,
		formState: { errors },
		formRef,
		submitWith,
		isSubmitting,
		formError,
	} = useCampaignForm< TeamValues >( {
		defaultValues: {
			teamName: team?.name ?? '',
			goal: team?.goal ?? campaign.team_goal,
			story: team?.story ?? '',
			access: team?.access ?? 'public',
			emails: [],
		},
		fieldNames: { name: 'teamName' },
	} );

	const onSubmit = submitWith( async ( values ) => {
		const body = pageFormBody(
			{
				campaign_id: String( campaign.campaign_id ),
				name: values.teamName.trim(),
				access: values.access,
				emails: values.emails.join( ',' ),
				...( team ? { team_id: String( team.id ) } : {} ),
			},
			values,
			image
		);
		const saved = await ( team
			? updateTeam( client, body )
			: createTeam( client, body ) );
		if ( saved.invited.length > 0 ) {
			const { data } = await sendTeamInvitationEmails( client, {
				team_id: saved.teamId,
				emails: saved.invited.join( ',' ),
			} );
			// Some addresses were held back by the daily limits: the team page says so.
			if ( data.overLimit > 0 || data.throttled > 0 ) {
				rememberInvitationNotice( saved.teamId, data.message );
			}
		}
		return saved;
	} );

	return (
		<FormShell
			formRef={ formRef }
			onSubmit={ onSubmit }
			className="p2p-team-form"
			formError={ formError }
		>
			<TextField
				id={ `${ id }-name` }
				label={ __( 'Team Name', 'p2p-fundraising' ) }
				required
				maxLength={ 191 }
				error={ errors.teamName?.message }
				{ ...register( 'teamName', {
					validate: ( value ) =>
						value.trim() !== '' ||
						__( 'Please enter a team name.', 'p2p-fundraising' ),
				} ) }
			/>
			<GoalField
				control={ control }
				id={ `${ id }-goal` }
				label={ __( 'Team Goal', 'p2p-fundraising' ) }
				defaultAmount={ campaign.team_goal }
			/>
			<StoryField
				control={ control }
				id={ `${ id }-story` }
				label={ __( 'Team Story', 'p2p-fundraising' ) }
				rows={ 10 }
				placeholder={ campaign.team_story_placeholder }
				requiredMessage={ __(
					"Please tell your team's story.",
					'p2p-fundraising'
				) }
			/>
			<Fieldset className="p2p-team-form__access">
				<legend>{ __( 'Who can join?', 'p2p-fundraising' ) }</legend>
				<label htmlFor={ `${ id }-access-public` }>
					<input
						id={ `${ id }-access-public` }
						type="radio"
						value="public"
						{ ...register( 'access' ) }
					/>
					{ __( 'Public: anyone can join', 'p2p-fundraising' ) }
				</label>
				<label htmlFor={ `${ id }-access-private` }>
					<input
						id={ `${ id }-access-private` }
						type="radio"
						value="private"
						{ ...register( 'access' ) }
					/>
					{ __( 'Private: closed, invite only', 'p2p-fundraising' ) }
				</label>
			</Fieldset>
			<Controller
				name="emails"
				control={ control }
				render={ ( { field, fieldState } ) => (
					<MultiEmailInput
						id={ `${ id }-emails` }
						label={ __( 'Invite team members', 'p2p-fundraising' ) }
						hint={ __(
							'E-mail addresses, separated by commas.',
							'p2p-fundraising'
						) }
						value={ field.value }
						onChange={ field.onChange }
						error={ fieldState.error?.message }
					/>
				) }
			/>
			<ImageUploadField
				id={ `${ id }-image` }
				label={ __( 'Team Image', 'p2p-fundraising' ) }
				currentImage={ team?.profile_image }
				onChange={ image.onChange }
			/>
			<Actions>
				<SubmitButton
					isSubmitting={ isSubmitting }
					isDisabled={ image.isTooLarge }
				>
					{ submitLabel }
				</SubmitButton>
			</Actions>
		</FormShell>
	);
}
