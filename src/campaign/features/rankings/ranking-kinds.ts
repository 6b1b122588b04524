/**
 * What differs between the team and the fundraiser rankings: texts, links and the endpoint.
 * The home sections and the leaderboards read the same definitions.
 */
import { __ } from '@wordpress/i18n';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../../shared/api/api-error';
import type { ApiKey } from '../../../shared/api/swr-config';
import type { LeaderboardItem, Paged } from '../../contract/types';
import { links, paths } from '../../navigation/paths';
import {
	campaignFundraisersSearchKey,
	useCampaignFundraisersSearch,
} from './api/get-campaign-fundraisers-search';
import {
	campaignTeamsSearchKey,
	useCampaignTeamsSearch,
} from './api/get-campaign-teams-search';
import type { RankingQuery } from './api/ranking-query';

export interface RankingKind {
	id: 'teams' | 'fundraisers';
	useSearch: (
		query: RankingQuery
	) => SWRResponse< Paged< LeaderboardItem >, ApiError >;
	/** The SWR key of a query (the same one useSearch reads). */
	key: ( query: RankingQuery ) => ApiKey;
	linkTo: ( item: LeaderboardItem ) => string;
	texts: () => {
		homeHeading: string;
		searchLabel: string;
		placeholder: string;
		linkLabel: string;
		viewAll: string;
		error: string;
	};
	viewAllPath: string;
}

export const teamRanking: RankingKind = {
	id: 'teams',
	useSearch: useCampaignTeamsSearch,
	key: campaignTeamsSearchKey,
	linkTo: ( item ) => links.team( item.id ),
	viewAllPath: paths.teamLeaderboard,
	texts: () => ( {
		homeHeading: __( 'Top Teams', 'p2p-fundraising' ),
		searchLabel: __( 'Search teams', 'p2p-fundraising' ),
		placeholder: __(
			'Start typing the name of the team...',
			'p2p-fundraising'
		),
		linkLabel: __( 'View Team', 'p2p-fundraising' ),
		viewAll: __( 'View All Teams', 'p2p-fundraising' ),
		error: __(
			'Something went wrong while loading campaign teams.',
			'p2p-fundraising'
		),
	} ),
};

export const fundraiserRanking: RankingKind = {
	id: 'fundraisers',
	useSearch: useCampaignFundraisersSearch,
	key: campaignFundraisersSearchKey,
	linkTo: ( item ) => links.fundraiser( item.id ),
	viewAllPath: paths.fundraiserLeaderboard,
	texts: () => ( {
		homeHeading: __( 'Top Fundraisers', 'p2p-fundraising' ),
		searchLabel: __( 'Search fundraisers', 'p2p-fundraising' ),
		placeholder: __(
			'Start typing the name of the fundraiser...',
			'p2p-fundraising'
		),
		linkLabel: __( 'View Page', 'p2p-fundraising' ),
		viewAll: __( 'View All Fundraisers', 'p2p-fundraising' ),
		error: __(
			'Something went wrong while loading campaign fundraisers.',
			'p2p-fundraising'
		),
	} ),
};
