/**
 * The campaign home's 'Top Teams' and 'Top Fundraisers', with the home's own empty states.
 * A chunk of its own: it loads when the visitor reaches it (see campaign-home-screen.tsx).
 */
import { __ } from '@wordpress/i18n';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { paths } from '../../../navigation/paths';
import { ButtonLink } from '../../../components/button-link';
import { fundraiserRanking, teamRanking } from '../ranking-kinds';
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
			<TopRankingSection
				kind={ fundraiserRanking }
				campaignId={ campaignId }
				emptyState={
					<EmptyState
						title={ __(
							'Join as a fundraiser!',
							'p2p-fundraising'
						) }
						action={
							<ButtonLink to={ paths.register }>
								{ __( 'Start Fundraising', 'p2p-fundraising' ) }
							</ButtonLink>
						}
					/>
				}
			/>
		</>
	);
}
