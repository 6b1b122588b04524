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
							<BadgeList badges={ item.badges } isCompact />
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
