/**
 * The logged-in fundraiser screens (start fundraising, select a team, create and edit a team or a
 * profile), loaded as one chunk ("screens-fundraising").
 */
export { StartFundraisingScreen } from './start-fundraising-screen';
export { SelectTeamScreen } from './select-team-screen';
export { CreateTeamScreen } from './create-team-screen';
export { TeamUpdateScreen } from './team-update-screen';
export { FundraiserUpdateScreen } from './fundraiser-update-screen';
