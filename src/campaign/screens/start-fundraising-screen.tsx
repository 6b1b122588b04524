/**
 * /start-fundraising/ (spec §2): the end of the wizard and the fundraiser's home. Under the
 * spec's profile and team cards, the dashboard: progress, the share kit, "My donors", updates
 * and, for a captain, the team's tools. A registration fee still to pay is said first.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../shared/ui/notice';
import { FormLayout, Intro } from '../components/form-layout';
import { useAuth, useCampaign } from '../contract/initial-data-context';
import { TeamTools } from '../features/captain-tools/components/team-tools';
import { FundraiserDashboard } from '../features/fundraiser-dashboard/components/fundraiser-dashboard';
import { StepIndicator } from '../features/registration/components/step-indicator';
import {
	clearNavigationSet,
	navigationSteps,
	storedNavigationSet,
} from '../features/registration/navigation-sets';
import { RegistrationFeeNotice } from '../features/registration-fee/index';
import { ShareSection } from '../features/share/components/share-section';
import { useFundraiserInfo } from '../features/start-fundraising/api/get-fundraiser-info';
import { StartFundraising } from '../features/start-fundraising/components/start-fundraising';
import { MyUpdates } from '../features/updates/components/my-updates';

export function StartFundraisingScreen() {
	// The last step of the wizard: shown once, then forgotten.
	const [ set ] = useState( storedNavigationSet );
	useEffect( clearNavigationSet, [] );
	const auth = useAuth();
	const campaign = useCampaign();
	const info = useFundraiserInfo( campaign.campaign_id );
	const team = info.data?.data.team;
	const fundraiserId = info.data?.data.fundraiser?.id ?? 0;
	const isCaptain = !! team && team.captain_user_id === auth.user_id;
	// After handing the team over, its message replaces the captain's tools; the focus, which
	// was on the dialog's button, goes to it.
	const [ handedOver, setHandedOver ] = useState( '' );
	const handedOverRef = useRef< HTMLDivElement >( null );
	useEffect( () => {
		if ( handedOver && ! isCaptain ) {
			handedOverRef.current?.focus();
		}
	}, [ handedOver, isCaptain ] );
	return (
		<>
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
				<RegistrationFeeNotice returnTo="start-fundraising" />
				<StartFundraising />
			</FormLayout>
			{ fundraiserId > 0 && (
				<FundraiserDashboard
					fundraiserId={ fundraiserId }
					isCaptain={ isCaptain }
					renderShare={ ( url, name ) => (
						<ShareSection
							heading={ __(
								'Help me spread the word!',
								'p2p-fundraising'
							) }
							url={ url }
							text={ sprintf(
								/* translators: 1: fundraiser's name, 2: campaign title. */
								__(
									'Support %1$s in fundraising for %2$s',
									'p2p-fundraising'
								),
								name,
								campaign.campaign_title
							) }
							className="p2p-dashboard__share"
						/>
					) }
				>
					<MyUpdates
						fundraiserId={ fundraiserId }
						teamId={ team?.id ?? 0 }
						isCaptain={ isCaptain }
					/>
					{ isCaptain && (
						<TeamTools onHandedOver={ setHandedOver } />
					) }
					{ handedOver && ! isCaptain && (
						<div ref={ handedOverRef } tabIndex={ -1 }>
							<Notice type="success" className="p2p-team-tools">
								{ handedOver }
							</Notice>
						</div>
					) }
				</FundraiserDashboard>
			) }
		</>
	);
}
