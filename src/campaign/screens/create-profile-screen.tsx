/**
 * /register/create-profile/ (spec §2): the profile form, step 2 on the individual path and step 3
 * on the others; afterwards /start-fundraising/. Registration already created the fundraiser, so
 * the form starts from it (a visitor coming back to this step sees what they saved).
 */
import { __ } from '@wordpress/i18n';
import { Spinner } from '../../shared/ui/spinner';
import { useAuth, useCampaign } from '../contract/initial-data-context';
import { FormLayout, Intro } from '../components/form-layout';
import { useFundraiser } from '../features/fundraisers/api/get-fundraiser';
import { ProfileForm } from '../features/fundraiser-profile/components/profile-form';
import { StepIndicator } from '../features/registration/components/step-indicator';
import {
	profileStep,
	storedNavigationSet,
} from '../features/registration/navigation-sets';

export function CreateProfileScreen() {
	const campaign = useCampaign();
	const { fundraiser_id: fundraiserId } = useAuth();
	const { data, error } = useFundraiser( fundraiserId );
	const set = storedNavigationSet() ?? 'joinIndividual';
	const fundraiser = data?.data;
	return (
		<FormLayout
			title={ __( 'Create Profile', 'p2p-fundraising' ) }
			className="p2p-create-profile-screen"
			before={
				<StepIndicator set={ set } currentStep={ profileStep( set ) } />
			}
		>
			<Intro>
				{ __(
					'Tell people why you are fundraising and set your goal.',
					'p2p-fundraising'
				) }
			</Intro>
			{ fundraiser || error ? (
				<ProfileForm
					initialGoal={
						fundraiser?.fundraiser_goal ?? campaign.fundraiser_goal
					}
					initialStory={ fundraiser?.story ?? '' }
					currentImage={ fundraiser?.profile_image }
					submitLabel={ __( 'Create Profile', 'p2p-fundraising' ) }
				/>
			) : (
				<Spinner isCentered />
			) }
		</FormLayout>
	);
}
