/**
 * The public entry of the start-fundraising feature: the current user's part in the campaign,
 * which other features read (the registration fee notice).
 */
export {
	useFundraiserInfo,
	type OwedRegistrationFee,
} from './api/get-fundraiser-info';
