/**
 * What the registration feature offers other admin features: one fundraiser's registration
 * (type, answers, waiver, fee) for its admin view.
 */
export { FundraiserRegistration } from './components/fundraiser-registration';
