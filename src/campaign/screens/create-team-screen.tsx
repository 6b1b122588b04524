/**
 * /create-team/ (spec §2): the team form; step 2 of the create-team path (where Stripe sends a
 * captain back after the fee's Checkout: a fee still unpaid is said above the form).
 */
import { __ } from '@wordpress/i18n';
import { FormLayout } from '../components/form-layout';
import { RegistrationFeeNotice } from '../features/registration-fee/index';
import { StepIndicator } from '../features/registration/components/step-indicator';
import { storedNavigationSet } from '../features/registration/navigation-sets';
import { TeamForm } from '../features/teams/components/team-form';

export function CreateTeamScreen() {
	const isWizard = storedNavigationSet() === 'createTeam';
	return (
		<FormLayout
			title={ __( 'Create a Team', 'p2p-fundraising' ) }
			className="p2p-create-team-screen"
			before={
				isWizard && <StepIndicator set="createTeam" currentStep={ 2 } />
			}
		>
			<RegistrationFeeNotice returnTo="create-team" />
			<TeamForm submitLabel={ __( 'Create Team', 'p2p-fundraising' ) } />
		</FormLayout>
	);
}
