/**
 * /register/create-profile/ (spec §2): the profile form, step 2 on the individual path and step 3
 * on the others (the path read from the fundraiser's team and captaincy); afterwards
 * /start-fundraising/. Registration already created the fundraiser, so
 * the form starts from it (a visitor coming back to this step sees what they saved). Stripe sends
 * a participant back here after the fee's Checkout: a fee still unpaid is said above the form.
 */
import { __ } from '@wordpress/i18n';
import { Spinner } from '../../shared/ui/spinner';
import { useAuth, useCampaign } from '../contract/initial-data-context';
import { FormLayout, Intro } from '../components/form-layout';
import { useFundraiser } from '../features/fundraisers/api/get-fundraiser';
import { ProfileForm } from '../features/fundraiser-profile/components/profile-form';
import { RegistrationFeeNotice } from '../features/registration-fee/index';
import { StepIndicator } from '../features/registration/components/step-indicator';
import {
	profilePathOf,
	profileStep,
	storedNavigationSet,
	type FundraiserStanding,
} from '../features/registration/navigation-sets';
import { teamKey, type TeamResponse } from '../features/teams/api/get-team';
import { useApiQuery } from '../../shared/api/use-api-query';
import type { Fundraiser } from '../contract/types';

/** Where the signed-in fundraiser stands (team, captaincy), or null while that loads. */
function useStanding(
	fundraiser: Fundraiser | undefined,
	userId: number
): FundraiserStanding | null {
	const teamId = fundraiser?.team_id ?? 0;
	const team = useApiQuery< TeamResponse >(
		teamId > 0 ? teamKey( teamId ) : null
	);
	if ( ! fundraiser || ( teamId > 0 && ! team.data && ! team.error ) ) {
		return null;
	}
	return {
		hasTeam: teamId > 0,
		isCaptain: team.data?.data.captain_user_id === userId,
	};
}

export function CreateProfileScreen() {
	const campaign = useCampaign();
	const { fundraiser_id: fundraiserId, user_id: userId } = useAuth();
	const { data, error } = useFundraiser( fundraiserId );
	const fundraiser = data?.data;
	const set = profilePathOf(
		useStanding( fundraiser, userId ),
		storedNavigationSet()
	);
	return (
		<FormLayout
			title={ __( 'Create Profile', 'p2p-fundraising' ) }
			className="p2p-create-profile-screen"
			before={
				set && (
					<StepIndicator
						set={ set }
						currentStep={ profileStep( set ) }
					/>
				)
			}
		>
			<Intro>
				{ __(
					'Tell people why you are fundraising and set your goal.',
					'p2p-fundraising'
				) }
			</Intro>
			<RegistrationFeeNotice returnTo="create-profile" />
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
