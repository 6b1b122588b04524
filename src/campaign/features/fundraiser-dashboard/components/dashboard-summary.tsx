/**
 * The dashboard's headline: raised of goal with the progress bar, donations, donors and, when the
 * campaign has dates, where it stands in them (the server's campaign schedule: days left, last
 * day, ended, or days until the start). Once the goal is reached, the offer to raise it.
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import { useFormat } from '../../../../shared/app-services';
import { EntityStats } from '../../../components/entity-stats';
import type { StatFigure } from '../../../components/stat-bar';
import { useCampaign } from '../../../contract/initial-data-context';
import { useFundraiser, useFundraiserStats } from '../../fundraisers/index';
import { scheduleFigure } from '../schedule-figure';
import { GoalRaise } from './goal-raise';
import { GoalRaisedStatus } from './goal-raised-status';

interface DashboardSummaryProps {
	fundraiserId: number;
}

export function DashboardSummary( { fundraiserId }: DashboardSummaryProps ) {
	const campaign = useCampaign();
	const format = useFormat();
	const stats = useFundraiserStats( fundraiserId );
	const fundraiser = useFundraiser( fundraiserId );
	const countdown = scheduleFigure( campaign.schedule, format.number );
	const extraFigures: StatFigure[] = countdown === null ? [] : [ countdown ];
	const goal = fundraiser.data?.data.fundraiser_goal ?? 0;
	const raised = stats.data?.data.raisedAmount ?? 0;
	const [ raisedGoalMessage, setRaisedGoalMessage ] = useState( '' );
	return (
		<>
			<GoalRaisedStatus message={ raisedGoalMessage } />
			{ goal > 0 && raised >= goal && (
				<GoalRaise goal={ goal } onRaised={ setRaisedGoalMessage } />
			) }
			<EntityStats
				query={ stats }
				goal={ goal }
				label={ __( 'Your progress', 'p2p-fundraising' ) }
				className="p2p-dashboard__summary"
				errorMessage={ __(
					'Unable to load your totals.',
					'p2p-fundraising'
				) }
				progressLabel={ __(
					'Your fundraising progress',
					'p2p-fundraising'
				) }
				extraFigures={ extraFigures }
			/>
		</>
	);
}
