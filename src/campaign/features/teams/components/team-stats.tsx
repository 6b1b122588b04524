/**
 * A team's figures: raised of goal with the progress bar, then avg. donation, donations, donors
 * and members. Kept current (revalidated on focus and after a donation in the frame).
 */
import { __ } from '@wordpress/i18n';
import styled from 'styled-components';
import { useFormat } from '../../../../shared/app-services';
import type { Team } from '../../../../shared/boot/types';
import { QueryView } from '../../../../shared/ui/query-view';
import { StatBar } from '../../../components/stat-bar';
import { useTeamStats } from '../api/get-team-stats';

const Section = styled.section`
	margin-bottom: ${ ( { theme } ) => theme.spacer * 2 }px;
`;

interface TeamStatsProps {
	team: Team;
}

export function TeamStats( { team }: TeamStatsProps ) {
	const format = useFormat();
	const query = useTeamStats( team.id );
	return (
		<Section
			aria-label={ __( 'Team statistics', 'p2p-fundraising' ) }
			className="p2p-team-stats"
		>
			<QueryView
				query={ query }
				errorMessage={ __(
					'Something went wrong while loading the team figures.',
					'p2p-fundraising'
				) }
				onRetry={ () => query.mutate() }
				isEmpty={ () => false }
				empty={ null }
			>
				{ ( { data: stats } ) => (
					<StatBar
						raised={ stats.raisedAmount }
						goal={ team.goal }
						percentage={ stats.raisedPercentage }
						progressLabel={ __(
							'Team progress',
							'p2p-fundraising'
						) }
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
							{
								label: __( 'Members', 'p2p-fundraising' ),
								value: format.number( team.members ),
							},
						] }
					/>
				) }
			</QueryView>
		</Section>
	);
}
