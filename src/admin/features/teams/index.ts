/**
 * The public entry of the admin teams feature: what other admin features may import from it
 * (lint enforces this). Dialogs of other features pick a team.
 */
export { useTeamOptions } from './api/use-team-options';
