/**
 * The parameters every ranking search shares (spec §7): a term, a page, 9 per page, and the order.
 */
export const RANKING_PAGE_SIZE = 9;

/** The order of a ranking: amount raised (the default) or activity logged (decision 0093). */
export type RankingSort = 'amount' | 'activity';

export interface RankingQuery {
	campaignId: number;
	search: string;
	page: number;
	/** Absent or 'amount': the money order, whose keys the embedded first page uses. */
	sort?: RankingSort;
}

/** The key's sort parameter: only for the activity order, so the money order's keys stay as they were. */
export const sortParam = ( sort?: RankingSort ) =>
	sort === 'activity' ? { sort } : {};
