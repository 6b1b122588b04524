/**
 * The fundraiser profile form (spec §5), for the create-profile step and for editing: goal and
 * story required, an optional JPG/PNG image (recommended 250 x 250); a file over the site's
 * maximum upload size disables the submit button.
 */
import { __ } from '@wordpress/i18n';
import { useId } from 'react';
import { useApiClient } from '../../../../shared/app-services';
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
import { updateFundraiserProfile } from '../api/update-fundraiser-profile';

interface ProfileValues {
	goal: number;
	story: string;
}

interface ProfileFormProps {
	/** The fundraiser being edited; absent on the create-profile step (the user's own). */
	fundraiserId?: number;
	initialGoal: number;
	initialStory: string;
	currentImage?: string;
	submitLabel: string;
}

export function ProfileForm( {
	fundraiserId,
	initialGoal,
	initialStory,
	currentImage,
	submitLabel,
}: ProfileFormProps ) {
	const id = useId();
	const client = useApiClient();
	const campaign = useCampaign();
	const image = useImageUpload();
	const { control, formRef, submitWith, isSubmitting, formError } =
		useCampaignForm< ProfileValues >( {
			defaultValues: { goal: initialGoal, story: initialStory },
		} );

	const onSubmit = submitWith( ( values ) =>
		updateFundraiserProfile(
			client,
			pageFormBody(
				{
					campaignId: String( campaign.campaign_id ),
					...( fundraiserId
						? { fundraiser_id: String( fundraiserId ) }
						: {} ),
				},
				values,
				image
			)
		)
	);

	return (
		<FormShell
			formRef={ formRef }
			onSubmit={ onSubmit }
			className="p2p-profile-form"
			formError={ formError }
		>
			<GoalField
				control={ control }
				id={ `${ id }-goal` }
				label={ __( 'Fundraising Goal', 'p2p-fundraising' ) }
				defaultAmount={ campaign.fundraiser_goal }
			/>
			<StoryField
				control={ control }
				id={ `${ id }-story` }
				label={ __( 'Your Story', 'p2p-fundraising' ) }
				rows={ 8 }
				placeholder={ campaign.fundraiser_story_placeholder }
				requiredMessage={ __(
					'Please tell your story.',
					'p2p-fundraising'
				) }
			/>
			<ImageUploadField
				id={ `${ id }-image` }
				label={ __( 'Profile Image', 'p2p-fundraising' ) }
				currentImage={ currentImage }
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
