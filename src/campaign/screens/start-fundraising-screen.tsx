/**
 * /start-fundraising/ (spec §2): the end of the wizard and the fundraiser's home.
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useState } from 'react';
import { FormLayout, Intro } from '../components/form-layout';
import { StepIndicator } from '../features/registration/components/step-indicator';
import {
	clearNavigationSet,
	navigationSteps,
	storedNavigationSet,
} from '../features/registration/navigation-sets';
import { StartFundraising } from '../features/start-fundraising/components/start-fundraising';

export function StartFundraisingScreen() {
	// The last step of the wizard: shown once, then forgotten.
	const [ set ] = useState( storedNavigationSet );
	useEffect( clearNavigationSet, [] );
	return (
		<FormLayout
			title={ __(
				"You're ready to start fundraising!",
				'p2p-fundraising'
			) }
			className="p2p-start-fundraising-screen"
			before={
				set && (
					<StepIndicator
						set={ set }
						currentStep={ navigationSteps( set ).length }
					/>
				)
			}
		>
			<Intro>
				{ __(
					'Access your profile or team below to fundraise for this campaign.',
					'p2p-fundraising'
				) }
			</Intro>
			<StartFundraising />
		</FormLayout>
	);
}
