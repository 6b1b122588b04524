/**
 * /fundraiser-leaderboard/ (spec §2): every fundraiser of the campaign, searchable and paged.
 */
import { __ } from '@wordpress/i18n';
import { paths } from '../navigation/paths';
import { JoinEmptyState } from '../features/rankings/components/join-empty-state';
import { Leaderboard } from '../features/rankings/components/leaderboard';
import { fundraiserRanking } from '../features/rankings/ranking-kinds';

export function FundraiserLeaderboardScreen() {
	return (
		<Leaderboard
			kind={ fundraiserRanking }
			documentTitle={ __( 'Fundraiser Leaderboard', 'p2p-fundraising' ) }
			emptyState={
				<JoinEmptyState
					title={ __(
						'Be the first to join as a fundraiser!',
						'p2p-fundraising'
					) }
					actionLabel={ __( 'Start Fundraising', 'p2p-fundraising' ) }
					to={ paths.registerCaptain }
				/>
			}
		/>
	);
}
