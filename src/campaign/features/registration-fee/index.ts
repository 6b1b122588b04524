/**
 * The public entry of the registration-fee feature: the notice of a fee still to pay, with
 * "Pay now" where it is paid online (issue 28, decision 0109).
 */
export { RegistrationFeeNotice } from './components/registration-fee-notice';
