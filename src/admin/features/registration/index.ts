/**
 * What the registration feature offers other admin features: one fundraiser's registration
 * (type, answers, waiver, fee) for its admin view, and a campaign's participant types (the
 * fundraisers table's Type column and filter).
 */
export { FundraiserRegistration } from './components/fundraiser-registration';
export { useRegistrationTypes } from './api/get-admin-registration-options';
