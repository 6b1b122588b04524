/**
 * What only the full leaderboards say (spec §2): their titles and the 'Showing X - Y of Z'
 * line. Kept apart from ranking-kinds.ts so these texts load with the leaderboards' chunk,
 * not with every page.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { RankingKind } from './ranking-kinds';

export interface LeaderboardTexts {
	title: ( campaignTitle: string ) => string;
	summary: ( first: number, last: number, total: number ) => string;
}

export const leaderboardTexts: Record< RankingKind[ 'id' ], LeaderboardTexts > =
	{
		teams: {
			title: ( campaignTitle ) =>
				sprintf(
					/* translators: %s: campaign title. */
					__( '%s Team Leaderboard', 'p2p-fundraising' ),
					campaignTitle
				),
			summary: ( first, last, total ) =>
				sprintf(
					/* translators: 1: first position shown, 2: last position shown, 3: number of teams. */
					__(
						'Showing %1$d - %2$d of %3$d Total Teams',
						'p2p-fundraising'
					),
					first,
					last,
					total
				),
		},
		fundraisers: {
			title: ( campaignTitle ) =>
				sprintf(
					/* translators: %s: campaign title. */
					__( '%s Fundraiser Leaderboard', 'p2p-fundraising' ),
					campaignTitle
				),
			summary: ( first, last, total ) =>
				sprintf(
					/* translators: 1: first position shown, 2: last position shown, 3: number of fundraisers. */
					__(
						'Showing %1$d - %2$d of %3$d Total Fundraisers',
						'p2p-fundraising'
					),
					first,
					last,
					total
				),
		},
	};
