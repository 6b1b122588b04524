/**
 * A full leaderboard (spec §2): '{campaign} Team Leaderboard' / '… Fundraiser Leaderboard', a
 * search box, 9 cards per page, 'Showing X - Y of Z Total Teams' and the pagination. The page
 * and the term live in the URL (useLeaderboardParams); a page change moves focus to the heading
 * so keyboard and screen-reader users start reading the new page from its top.
 */
import { __ } from '@wordpress/i18n';
import { useRef, type ReactNode } from 'react';
import { Link, useHref, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '../../../../shared/theme/theme';
import { Pagination } from '../../../../shared/ui/pagination';
import { SearchInput } from '../../../../shared/ui/search-input';
import { VisuallyHidden } from '../../../../shared/ui/visually-hidden';
import { useCampaign } from '../../../contract/initial-data-context';
import { paths } from '../../../navigation/paths';
import { useDocumentTitle } from '../../../navigation/use-document-title';
import { BackLink } from '../../../components/back-link';
import { PageSection } from '../../../components/page-section';
import { RANKING_PAGE_SIZE } from '../api/ranking-query';
import { leaderboardTexts } from '../leaderboard-texts';
import type { RankingKind } from '../ranking-kinds';
import { useLeaderboardParams } from '../use-leaderboard-params';
import { RankingOrder } from './ranking-order';
import { RankingResults } from './ranking-results';

const Header = styled.div`
	display: flex;
	flex-direction: column;
	gap: 1rem;
	margin-bottom: ${ ( { theme } ) => theme.spacer * 1.5 }px;

	h1 {
		margin: 0;
		font-size: ${ ( { theme } ) => theme.font.sizes.xl };
		overflow-wrap: anywhere;
	}

	${ media.medium } {
		flex-direction: row;
		align-items: center;
		justify-content: space-between;

		.p2p-search {
			flex: none;
			width: 22rem;
		}
	}
`;

const Footer = styled.div`
	display: flex;
	flex-direction: column;
	align-items: center;
	gap: 1rem;
	margin-top: ${ ( { theme } ) => theme.spacer * 1.5 }px;
`;

const Summary = styled.p`
	margin: 0;
	color: ${ ( { theme } ) => theme.colors.muted };
	font-size: ${ ( { theme } ) => theme.font.sizes.small };
`;

/** The query string of a page of the current view (page 1 has no `page` parameter). */
function searchOf( current: string, page: number ): string {
	const params = new URLSearchParams( current );
	if ( page > 1 ) {
		params.set( 'page', String( page ) );
	} else {
		params.delete( 'page' );
	}
	const query = params.toString();
	return query ? `?${ query }` : '';
}

interface LeaderboardProps {
	kind: RankingKind;
	/** Shown when the campaign has no entries at all. */
	emptyState: ReactNode;
	/** The document title's page part ('Team Leaderboard'); the campaign follows it. */
	documentTitle: string;
}

export function Leaderboard( {
	kind,
	emptyState,
	documentTitle,
}: LeaderboardProps ) {
	const campaign = useCampaign();
	const texts = kind.texts();
	const { page, search, sort, setPage, setSearch, setSort } =
		useLeaderboardParams();
	const tracksActivity = campaign.activity_unit !== '';
	const order = tracksActivity ? sort : 'amount';
	const location = useLocation();
	const path = useHref( { pathname: location.pathname } );
	const heading = useRef< HTMLHeadingElement >( null );
	const board = leaderboardTexts[ kind.id ];
	const title = board.title( campaign.campaign_title );
	useDocumentTitle( documentTitle );

	const goTo = ( target: number ) => {
		setPage( target );
		heading.current?.focus();
	};

	return (
		<PageSection
			className={ `p2p-leaderboard p2p-leaderboard--${ kind.id }` }
		>
			<BackLink
				to={ paths.home }
				label={ __( 'Back to the campaign', 'p2p-fundraising' ) }
			/>
			<Header>
				<h1 ref={ heading } tabIndex={ -1 }>
					{ title }
				</h1>
				<SearchInput
					label={ texts.searchLabel }
					placeholder={ texts.placeholder }
					term={ search }
					onSearch={ setSearch }
				/>
			</Header>
			{ tracksActivity && (
				<RankingOrder value={ order } onChange={ setSort } />
			) }
			{ /* The cards' names are h3, as under the home's sections: a level between for assistive technology's outline. */ }
			<VisuallyHidden as="h2">{ texts.homeHeading }</VisuallyHidden>
			<RankingResults
				kind={ kind }
				query={ {
					campaignId: campaign.campaign_id,
					search,
					page,
					sort: order,
				} }
				emptyState={ emptyState }
				pastEndAction={
					<Link to={ { search: searchOf( location.search, 1 ) } }>
						{ __( 'Back to the first page', 'p2p-fundraising' ) }
					</Link>
				}
				footer={ ( total, count ) => {
					const first = ( page - 1 ) * RANKING_PAGE_SIZE + 1;
					return (
						<Footer className="p2p-leaderboard__footer">
							<Summary role="status">
								{ board.summary(
									first,
									first + count - 1,
									total
								) }
							</Summary>
							<Pagination
								page={ page }
								totalPages={ Math.ceil(
									total / RANKING_PAGE_SIZE
								) }
								getHref={ ( target ) =>
									path + searchOf( location.search, target )
								}
								onChange={ goTo }
								label={ __(
									'Leaderboard pages',
									'p2p-fundraising'
								) }
							/>
						</Footer>
					);
				} }
			/>
		</PageSection>
	);
}
