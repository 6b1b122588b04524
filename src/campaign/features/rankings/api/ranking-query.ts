/**
 * The parameters every ranking search shares (spec §7): a term, a page, 9 per page.
 */
export const RANKING_PAGE_SIZE = 9;

export interface RankingQuery {
	campaignId: number;
	search: string;
	page: number;
}
