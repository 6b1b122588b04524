/**
 * The public entry of the rankings feature: the only modules other features may import from it
 * (lint enforces this). The team search also serves the registration's team picker; the grid of
 * cards also lists a team's members.
 */
export { useCampaignTeamsSearch } from './api/get-campaign-teams-search';
export { RankingGrid } from './components/ranking-grid';
