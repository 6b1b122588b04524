/**
 * The activity beside the money on the campaign, team and fundraiser pages of a campaign that
 * tracks activity (decision 0093): the total in the campaign's unit and, with a campaign goal, a
 * progress bar towards it. Nothing for a campaign that tracks none.
 */
import { __, sprintf } from '@wordpress/i18n';
import styled from 'styled-components';
import { useFormat, useSettings } from '../../shared/app-services';
import { ProgressBar } from '../../shared/ui/progress-bar';
import { useCampaign } from '../contract/initial-data-context';
import { formatActivity } from '../../shared/format/activity';

const Line = styled.div`
	display: grid;
	gap: 0.5rem;

	p {
		display: flex;
		flex-wrap: wrap;
		align-items: baseline;
		gap: 0.25rem 0.75rem;
		margin: 0;
	}

	strong {
		font-size: 1.5rem;
	}

	span {
		color: ${ ( { theme } ) => theme.colors.muted };
	}
`;

interface ActivityProgressProps {
	/** Activity logged, in the campaign's unit. */
	total?: number;
	/** Share of the campaign's goal, when the figure is the campaign's own. */
	percentage?: number;
	/** Whether the campaign's goal applies (the campaign's page). */
	hasGoal?: boolean;
}

export function ActivityProgress( {
	total = 0,
	percentage = 0,
	hasGoal = false,
}: ActivityProgressProps ) {
	const campaign = useCampaign();
	const settings = useSettings();
	const format = useFormat();
	if ( campaign.activity_unit === '' ) {
		return null;
	}
	const show = ( value: number ) =>
		formatActivity( value, campaign.activity_label, settings );
	const withGoal = hasGoal && campaign.activity_goal > 0;
	return (
		<Line className="p2p-activity-progress">
			<p>
				<strong>{ show( total ) }</strong>
				<span>
					{ withGoal
						? sprintf(
								/* translators: %s: the campaign's activity goal with its unit, e.g. "10,000 km". */
								__( 'logged of %s goal', 'p2p-fundraising' ),
								show( campaign.activity_goal )
							)
						: __( 'logged', 'p2p-fundraising' ) }
				</span>
				{ withGoal && percentage > 0 && (
					<span>{ format.percentage( percentage ) }</span>
				) }
			</p>
			{ withGoal && (
				<ProgressBar
					percent={ percentage }
					label={ __( 'Activity progress', 'p2p-fundraising' ) }
					valueText={ sprintf(
						/* translators: 1: activity logged, 2: the goal, both with their unit. */
						__( '%1$s logged of %2$s goal', 'p2p-fundraising' ),
						show( total ),
						show( campaign.activity_goal )
					) }
				/>
			) }
		</Line>
	);
}
