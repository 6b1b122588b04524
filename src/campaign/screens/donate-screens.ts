/**
 * The campaign, team and fundraiser donate pages, loaded as one small chunk ("screens-donate"):
 * they share the donation frame.
 */
export { DonateScreen } from './donate-screen';
export { TeamDonateScreen } from './team-donate-screen';
export { FundraiserDonateScreen } from './fundraiser-donate-screen';
