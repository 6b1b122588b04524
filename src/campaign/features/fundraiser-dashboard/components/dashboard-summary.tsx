/**
 * The dashboard's headline: raised of goal with the progress bar, donations, donors and, when the
 * campaign has an end date, the days left. Once the goal is reached, the offer to raise it.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { useMemo } from 'react';
import { useFormat } from '../../../../shared/app-services';
import { EntityStats } from '../../../components/entity-stats';
import type { StatFigure } from '../../../components/stat-bar';
import { useCampaign } from '../../../contract/initial-data-context';
import { useFundraiser, useFundraiserStats } from '../../fundraisers/index';
import { daysLeft } from '../days-left';
import { GoalRaise } from './goal-raise';

interface DashboardSummaryProps {
	fundraiserId: number;
}

export function DashboardSummary( { fundraiserId }: DashboardSummaryProps ) {
	const campaign = useCampaign();
	const format = useFormat();
	const stats = useFundraiserStats( fundraiserId );
	const fundraiser = useFundraiser( fundraiserId );
	const days = useMemo(
		() => daysLeft( campaign.end_date, new Date() ),
		[ campaign.end_date ]
	);
	const extraFigures: StatFigure[] =
		days === null
			? []
			: [
					{
						label: __( 'Days left', 'p2p-fundraising' ),
						value:
							days === 0
								? __( 'Ended', 'p2p-fundraising' )
								: sprintf(
										/* translators: %s: number of days until the campaign ends. */
										_n(
											'%s day',
											'%s days',
											days,
											'p2p-fundraising'
										),
										format.number( days )
									),
					},
				];
	const goal = fundraiser.data?.data.fundraiser_goal ?? 0;
	const raised = stats.data?.data.raisedAmount ?? 0;
	return (
		<>
			{ goal > 0 && raised >= goal && <GoalRaise goal={ goal } /> }
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
