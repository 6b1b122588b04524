/**
 * /team-leaderboard/ (spec §2): every team of the campaign, searchable and paged.
 */
import { __ } from '@wordpress/i18n';
import { paths } from '../navigation/paths';
import { JoinEmptyState } from '../features/rankings/components/join-empty-state';
import { Leaderboard } from '../features/rankings/components/leaderboard';
import { teamRanking } from '../features/rankings/ranking-kinds';

export function TeamLeaderboardScreen() {
	return (
		<Leaderboard
			kind={ teamRanking }
			documentTitle={ __( 'Team Leaderboard', 'p2p-fundraising' ) }
			emptyState={
				<JoinEmptyState
					title={ __(
						'Be the first to create a team!',
						'p2p-fundraising'
					) }
					actionLabel={ __( 'Create Team', 'p2p-fundraising' ) }
					to={ paths.registerCaptain }
				/>
			}
		/>
	);
}
