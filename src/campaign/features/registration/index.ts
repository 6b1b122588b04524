/**
 * The public entry of the registration feature: what other features may import from it (lint
 * enforces this). Signing in ends any registration wizard in progress.
 */
export { clearNavigationSet } from './navigation-sets';
