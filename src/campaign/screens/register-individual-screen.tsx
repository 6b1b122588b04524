/**
 * /register/individual/ (spec §2): step 1 of the individual path.
 */
import { __ } from '@wordpress/i18n';
import { useEffect } from 'react';
import { FormLayout } from '../components/form-layout';
import { RegistrationForm } from '../features/registration/components/registration-form';
import { StepIndicator } from '../features/registration/components/step-indicator';
import { storeNavigationSet } from '../features/registration/navigation-sets';

export function RegisterIndividualScreen() {
	useEffect( () => storeNavigationSet( 'joinIndividual' ), [] );
	return (
		<FormLayout
			title={ __( 'Register', 'p2p-fundraising' ) }
			className="p2p-register-individual-screen"
			before={ <StepIndicator set="joinIndividual" currentStep={ 1 } /> }
		>
			<RegistrationForm path={ { kind: 'individual' } } />
		</FormLayout>
	);
}
