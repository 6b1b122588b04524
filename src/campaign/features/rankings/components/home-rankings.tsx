/**
 * The campaign home's 'Top Teams' and 'Top Fundraisers', with the home's own empty states.
 * A chunk of its own: it loads when the visitor reaches it (see campaign-home-screen.tsx).
 */
import { __ } from '@wordpress/i18n';
import { paths } from '../../../navigation/paths';
import { fundraiserRanking, teamRanking } from '../ranking-kinds';
import { JoinEmptyState } from './join-empty-state';
import { TopRankingSection } from './top-ranking-section';

interface HomeRankingsProps {
	campaignId: number;
}

export function HomeRankings( { campaignId }: HomeRankingsProps ) {
	return (
		<>
			<TopRankingSection
				kind={ teamRanking }
				campaignId={ campaignId }
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
			<TopRankingSection
				kind={ fundraiserRanking }
				campaignId={ campaignId }
				emptyState={
					<JoinEmptyState
						title={ __(
							'Join as a fundraiser!',
							'p2p-fundraising'
						) }
						actionLabel={ __(
							'Start Fundraising',
							'p2p-fundraising'
						) }
						to={ paths.register }
					/>
				}
			/>
		</>
	);
}
