/**
 * A team's or a fundraiser's progress (goal, amount raised, percentage when it is not zero) and
 * figures: avg. donation, donations, donors, then any figures the caller adds. The caller passes
 * its stats query and its own labels.
 */
import { __ } from '@wordpress/i18n';
import styled from 'styled-components';
import { useFormat } from '../../shared/app-services';
import type { ApiError } from '../../shared/api/api-error';
import type { EntityStats as EntityStatsData } from '../contract/types';
import { QueryView } from '../../shared/ui/query-view';
import { ActivityProgress } from './activity-progress';
import { StatBar, type StatFigure } from './stat-bar';

const Section = styled.section`
	margin-bottom: ${ ( { theme } ) => theme.spacer * 2 }px;
`;

export interface EntityStatsQuery {
	data?: { data: EntityStatsData };
	error?: ApiError;
	isLoading: boolean;
	isValidating?: boolean;
	mutate: () => unknown;
}

interface EntityStatsProps {
	query: EntityStatsQuery;
	goal: number;
	/** Names the section for assistive technology. */
	label: string;
	/** The stable class theme authors target. */
	className: string;
	errorMessage: string;
	progressLabel: string;
	/** Figures shown after donors. */
	extraFigures?: StatFigure[];
}

export function EntityStats( {
	query,
	goal,
	label,
	className,
	errorMessage,
	progressLabel,
	extraFigures = [],
}: EntityStatsProps ) {
	const format = useFormat();
	return (
		<Section aria-label={ label } className={ className }>
			<QueryView
				query={ query }
				errorMessage={ errorMessage }
				onRetry={ () => query.mutate() }
			>
				{ ( { data: stats } ) => (
					<StatBar
						raised={ stats.raisedAmount }
						goal={ goal }
						percentage={ stats.raisedPercentage }
						progressLabel={ progressLabel }
						activity={
							<ActivityProgress total={ stats.activityTotal } />
						}
						figures={ [
							{
								label: __( 'Avg. donation', 'p2p-fundraising' ),
								value: format.money( stats.averageAmount ),
							},
							{
								label: __( 'Donations', 'p2p-fundraising' ),
								value: format.number( stats.donationsCount ),
							},
							{
								label: __( 'Donors', 'p2p-fundraising' ),
								value: format.number( stats.donorsCount ),
							},
							...extraFigures,
						] }
					/>
				) }
			</QueryView>
		</Section>
	);
}
