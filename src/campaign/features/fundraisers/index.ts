/**
 * The public entry of the fundraisers feature: the only modules other features may import from
 * it (lint enforces this). The dashboard reads the same profile and totals as the public page.
 */
export { useFundraiser } from './api/get-fundraiser';
export { useFundraiserStats } from './api/get-fundraiser-stats';
