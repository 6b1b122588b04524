/**
 * 'Top Teams' / 'Top Fundraisers' on the campaign home: a heading, a search box, the first page
 * of the ranking and a 'View All' link to the leaderboard.
 */
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { SearchInput } from '../../../../shared/ui/search-input';
import { media } from '../../../../shared/theme/theme';
import { ButtonLink } from '../../../components/button-link';
import { PageSection } from '../../../components/page-section';
import type { RankingKind } from '../ranking-kinds';
import { RankingResults } from './ranking-results';

const Header = styled.div`
	display: flex;
	flex-direction: column;
	gap: 1rem;
	margin-bottom: ${ ( { theme } ) => theme.spacer }px;

	h2 {
		margin: 0;
	}

	${ media.medium } {
		flex-direction: row;
		align-items: center;
		justify-content: space-between;

		.p2p-search {
			width: 22rem;
		}
	}
`;

const Footer = styled.div`
	display: flex;
	justify-content: center;
	margin-top: ${ ( { theme } ) => theme.spacer }px;
`;

interface TopRankingSectionProps {
	kind: RankingKind;
	campaignId: number;
	emptyState: ReactNode;
}

export function TopRankingSection( {
	kind,
	campaignId,
	emptyState,
}: TopRankingSectionProps ) {
	const [ search, setSearch ] = useState( '' );
	const headingId = useId();
	const texts = kind.texts();

	return (
		<PageSection
			aria-labelledby={ headingId }
			className={ `p2p-top-ranking p2p-top-ranking--${ kind.id }` }
		>
			<Header>
				<h2 id={ headingId }>{ texts.homeHeading }</h2>
				<SearchInput
					label={ texts.searchLabel }
					placeholder={ texts.placeholder }
					onSearch={ setSearch }
				/>
			</Header>
			<RankingResults
				kind={ kind }
				query={ { campaignId, search, page: 1 } }
				emptyState={ emptyState }
			/>
			<Footer>
				<ButtonLink to={ kind.viewAllPath } $variant="outline">
					{ texts.viewAll }
				</ButtonLink>
			</Footer>
		</PageSection>
	);
}
