/**
 * /register/teams/ (spec §2): step 1 of the join-team path, finding the team to join.
 */
import { __ } from '@wordpress/i18n';
import { useEffect } from 'react';
import { FormLayout } from '../components/form-layout';
import { StepIndicator } from '../features/registration/components/step-indicator';
import { TeamPicker } from '../features/registration/components/team-picker';
import { storeNavigationSet } from '../features/registration/navigation-sets';

export function RegisterTeamsScreen() {
	useEffect( () => storeNavigationSet( 'joinTeam' ), [] );
	return (
		<FormLayout
			title={ __( 'Join a team', 'p2p-fundraising' ) }
			className="p2p-register-teams-screen"
			before={ <StepIndicator set="joinTeam" currentStep={ 1 } /> }
		>
			<TeamPicker />
		</FormLayout>
	);
}
