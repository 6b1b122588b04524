/**
 * One page of a ranking with every state: loading, error (with 'Try again'), empty (with the next
 * step), nothing found for a search, and results. Previous results stay visible, marked busy,
 * while the next page or search loads; if that load fails, its error replaces them (the old
 * page must not pass for the new one).
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { unstable_serialize as serializeKey, useSWRConfig } from 'swr';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { QueryView } from '../../../../shared/ui/query-view';
import type { RankingQuery } from '../api/ranking-query';
import { RANKING_PAGE_SIZE } from '../api/ranking-query';
import type { RankingKind } from '../ranking-kinds';
import { RankingGrid } from './ranking-grid';
import { showsRankBadges } from './rank-badge';

const Results = styled.div< { $isBusy: boolean } >`
	opacity: ${ ( { $isBusy } ) => ( $isBusy ? 0.6 : 1 ) };
	transition: opacity 0.2s ease;
`;

/** No results: nothing matched the search, a page past the end (the spec treats that as an error), or none yet. */
function emptyResults(
	query: RankingQuery,
	errorText: string,
	emptyState: ReactNode,
	pastEndAction: ReactNode
) {
	if ( query.search ) {
		return (
			<div role="status">
				<EmptyState
					title={ sprintf(
						/* translators: %s: the search term. */
						__(
							'Nothing found for search term "%s".',
							'p2p-fundraising'
						),
						query.search
					) }
				/>
			</div>
		);
	}
	return query.page > 1 ? (
		<EmptyState title={ errorText } action={ pastEndAction } />
	) : (
		emptyState
	);
}

interface RankingResultsProps {
	kind: RankingKind;
	query: RankingQuery;
	/** Shown when the campaign has no entries at all (no search term). */
	emptyState: ReactNode;
	/** Rendered under the grid with the page's totals (leaderboard footer). */
	footer?: ( total: number, count: number ) => ReactNode;
	/** Offered with the error of a page past the end (e.g. a link to page 1). */
	pastEndAction?: ReactNode;
}

export function RankingResults( {
	kind,
	query,
	emptyState,
	footer,
	pastEndAction,
}: RankingResultsProps ) {
	const result = kind.useSearch( query );
	const texts = kind.texts();
	const isBusy = result.isValidating && result.data !== undefined;
	// With keepPreviousData SWR still returns the previous query's page after this one failed.
	const { cache, fallback } = useSWRConfig();
	const ownKey = serializeKey( kind.key( query ) );
	const hasOwnData =
		cache.get( ownKey )?.data !== undefined ||
		( fallback as Record< string, unknown > )[ ownKey ] !== undefined;
	const shown = result.error && ! hasOwnData ? undefined : result.data;

	return (
		<Results
			$isBusy={ isBusy }
			aria-busy={ isBusy }
			className="p2p-ranking-results"
		>
			<QueryView
				query={ {
					data: shown,
					error: result.error,
					isLoading: result.isLoading,
					isValidating: result.isValidating,
				} }
				errorMessage={ texts.error }
				onRetry={ () => result.mutate() }
				isEmpty={ ( page ) => page.data.length === 0 }
				empty={ emptyResults(
					query,
					texts.error,
					emptyState,
					pastEndAction
				) }
			>
				{ ( page ) => (
					<>
						<RankingGrid
							items={ page.data }
							linkLabel={ texts.linkLabel }
							linkTo={ kind.linkTo }
							hasRanks={ showsRankBadges(
								query.page,
								query.search
							) }
							firstRank={
								( query.page - 1 ) * RANKING_PAGE_SIZE + 1
							}
						/>
						{ footer?.( page.total, page.count ) }
					</>
				) }
			</QueryView>
		</Results>
	);
}
