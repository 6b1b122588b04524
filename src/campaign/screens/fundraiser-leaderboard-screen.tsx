/**
 * /fundraiser-leaderboard/ (spec §2): every fundraiser of the campaign, searchable and paged.
 */
import { __ } from '@wordpress/i18n';
import { EmptyState } from '../../shared/ui/empty-state';
import { paths } from '../navigation/paths';
import { ButtonLink } from '../components/button-link';
import { Leaderboard } from '../features/rankings/components/leaderboard';
import { fundraiserRanking } from '../features/rankings/ranking-kinds';

export function FundraiserLeaderboardScreen() {
	return (
		<Leaderboard
			kind={ fundraiserRanking }
			documentTitle={ __( 'Fundraiser Leaderboard', 'p2p-fundraising' ) }
			emptyState={
				<EmptyState
					title={ __(
						'Be the first to join as a fundraiser!',
						'p2p-fundraising'
					) }
					action={
						<ButtonLink to={ paths.registerCaptain }>
							{ __( 'Start Fundraising', 'p2p-fundraising' ) }
						</ButtonLink>
					}
				/>
			}
		/>
	);
}
