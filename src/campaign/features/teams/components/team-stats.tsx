/**
 * A team's figures: raised of goal with the progress bar, then avg. donation, donations, donors
 * and members. Kept current (revalidated on focus and after a donation in the frame).
 */
import { __ } from '@wordpress/i18n';
import { useFormat } from '../../../../shared/app-services';
import type { Team } from '../../../contract/types';
import { EntityStats } from '../../../components/entity-stats';
import { useTeamStats } from '../api/get-team-stats';

interface TeamStatsProps {
	team: Team;
}

export function TeamStats( { team }: TeamStatsProps ) {
	const format = useFormat();
	const query = useTeamStats( team.id );
	return (
		<EntityStats
			query={ query }
			goal={ team.goal }
			label={ __( 'Team statistics', 'p2p-fundraising' ) }
			className="p2p-team-stats"
			errorMessage={ __(
				'Something went wrong while loading the team figures.',
				'p2p-fundraising'
			) }
			progressLabel={ __( 'Team progress', 'p2p-fundraising' ) }
			extraFigures={ [
				{
					label: __( 'Members', 'p2p-fundraising' ),
					value: format.number( team.members ),
				},
			] }
		/>
	);
}
