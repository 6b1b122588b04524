/**
 * The two leaderboards, loaded as one chunk ("screens-leaderboards"): they share all their code.
 */
export { TeamLeaderboardScreen } from './team-leaderboard-screen';
export { FundraiserLeaderboardScreen } from './fundraiser-leaderboard-screen';
