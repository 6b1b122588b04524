/**
 * 'Team Members': every member's card, linking to their fundraiser page.
 */
import { __ } from '@wordpress/i18n';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { QueryView } from '../../../../shared/ui/query-view';
import { links } from '../../../navigation/paths';
import { TitledSection } from '../../../components/titled-section';
import { RankingGrid } from '../../rankings';
import { useTeamMembers } from '../api/get-team-fundraisers-all';

interface TeamMembersProps {
	teamId: number;
}

export function TeamMembers( { teamId }: TeamMembersProps ) {
	const query = useTeamMembers( teamId );
	return (
		<TitledSection
			title={ __( 'Team Members', 'p2p-fundraising' ) }
			className="p2p-team-members"
		>
			<QueryView
				query={ query }
				errorMessage={ __(
					'Something went wrong while loading the team members.',
					'p2p-fundraising'
				) }
				onRetry={ () => query.mutate() }
				isEmpty={ ( response ) => response.data.length === 0 }
				empty={
					<EmptyState
						title={ __(
							'This team has no members yet.',
							'p2p-fundraising'
						) }
					/>
				}
			>
				{ ( response ) => (
					<RankingGrid
						items={ response.data }
						linkLabel={ __( 'View Page', 'p2p-fundraising' ) }
						linkTo={ ( member ) => links.fundraiser( member.id ) }
						hasRanks={ false }
					/>
				) }
			</QueryView>
		</TitledSection>
	);
}
