/**
 * The public entry of the admin fundraisers feature: what other admin features may import from it
 * (lint enforces this). Dialogs of other features pick a fundraiser.
 */
export { useFundraiserOptions } from './api/use-fundraiser-options';
