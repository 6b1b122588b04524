/**
 * POST admin/teams/{id}: edits a team, approves or suspends it (`status`).
 */
export const updateAdminTeamPath = ( id: number ) => `admin/teams/${ id }`;
