/**
 * The team and fundraiser pages, loaded as one chunk ("screens-entity-pages"): they share the header,
 * stats, donation tabs and share kit, and visitors go from one to the other (team members).
 */
export { TeamScreen } from './team-screen';
export { FundraiserScreen, FundraiserAddressScreen } from './fundraiser-screen';
