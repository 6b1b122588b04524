/**
 * /register/captain/ (spec §2): step 1 of the create-team path.
 */
import { __ } from '@wordpress/i18n';
import { useEffect } from 'react';
import { FormLayout } from '../components/form-layout';
import { RegistrationForm } from '../features/registration/components/registration-form';
import { StepIndicator } from '../features/registration/components/step-indicator';
import { storeNavigationSet } from '../features/registration/navigation-sets';

export function RegisterCaptainScreen() {
	useEffect( () => storeNavigationSet( 'createTeam' ), [] );
	return (
		<FormLayout
			title={ __( 'Create a Team', 'p2p-fundraising' ) }
			className="p2p-register-captain-screen"
			before={ <StepIndicator set="createTeam" currentStep={ 1 } /> }
		>
			<RegistrationForm path={ { kind: 'captain' } } />
		</FormLayout>
	);
}
