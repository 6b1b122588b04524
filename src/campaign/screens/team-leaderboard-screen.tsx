/**
 * /team-leaderboard/ (spec §2): every team of the campaign, searchable and paged.
 */
import { __ } from '@wordpress/i18n';
import { EmptyState } from '../../shared/ui/empty-state';
import { paths } from '../navigation/paths';
import { ButtonLink } from '../components/button-link';
import { Leaderboard } from '../features/rankings/components/leaderboard';
import { teamRanking } from '../features/rankings/ranking-kinds';

export function TeamLeaderboardScreen() {
	return (
		<Leaderboard
			kind={ teamRanking }
			documentTitle={ __( 'Team Leaderboard', 'p2p-fundraising' ) }
			emptyState={
				<EmptyState
					title={ __(
						'Be the first to create a team!',
						'p2p-fundraising'
					) }
					action={
						<ButtonLink to={ paths.registerCaptain }>
							{ __( 'Create Team', 'p2p-fundraising' ) }
						</ButtonLink>
					}
				/>
			}
		/>
	);
}
