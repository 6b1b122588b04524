/**
 * A grid of team or fundraiser cards, each linking to its page, with rank badges when asked.
 */
import styled from 'styled-components';
import type { LeaderboardItem } from '../../../contract/types';
import { media } from '../../../../shared/theme/theme';
import { FundraiserCard } from '../../../../shared/ui/fundraiser-card';
import { BadgeList } from '../../../components/badge-list';
import { ButtonLink } from '../../../components/button-link';
import { rankBadge } from './rank-badge';
import { useSettings } from '../../../../shared/app-services';
import { useCampaign } from '../../../contract/initial-data-context';
import { formatActivity } from '../../../../shared/format/activity';

const ActivityLine = styled.p`
	margin: 0;
	font-weight: 600;
`;

const Grid = styled.ul`
	display: grid;
	grid-template-columns: minmax( 0, 1fr );
	gap: ${ ( { theme } ) => theme.spacer }px;
	margin: 0;
	padding: 0;
	list-style: none;

	${ media.medium } {
		grid-template-columns: repeat( 2, minmax( 0, 1fr ) );
	}

	${ media.large } {
		grid-template-columns: repeat( 3, minmax( 0, 1fr ) );
	}
`;

interface RankingGridProps {
	items: LeaderboardItem[];
	linkLabel: string;
	linkTo: ( item: LeaderboardItem ) => string;
	hasRanks: boolean;
	/** Rank of the first item (page offset + 1). */
	firstRank?: number;
}

export function RankingGrid( {
	items,
	linkLabel,
	linkTo,
	hasRanks,
	firstRank = 1,
}: RankingGridProps ) {
	const campaign = useCampaign();
	const settings = useSettings();
	// A campaign that tracks activity shows each card's activity beside its money.
	const activityOf = ( item: LeaderboardItem ) =>
		campaign.activity_unit !== '' && item.activity !== undefined ? (
			<ActivityLine className="p2p-ranking-grid__activity">
				{ formatActivity(
					item.activity,
					campaign.activity_label,
					settings
				) }
			</ActivityLine>
		) : null;
	return (
		<Grid className="p2p-ranking-grid">
			{ items.map( ( item, index ) => (
				<li key={ item.id }>
					<FundraiserCard
						name={ item.name }
						image={ item.profile_image }
						amount={ item.amount }
						goal={ item.goal }
						details={
							<>
								{ activityOf( item ) }
								<BadgeList badges={ item.badges } isCompact />
							</>
						}
						badge={
							hasRanks
								? rankBadge( firstRank + index )
								: undefined
						}
						action={
							<ButtonLink
								to={ linkTo( item ) }
								$size="small"
								$isWide
								aria-label={ `${ linkLabel }: ${ item.name }` }
							>
								{ linkLabel }
							</ButtonLink>
						}
					/>
				</li>
			) ) }
		</Grid>
	);
}
