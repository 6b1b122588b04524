/**
 * POST admin/teams/{id}/delete: removes a team; its members and donations stay with the campaign.
 */
export const deleteAdminTeamPath = ( id: number ) =>
	`admin/teams/${ id }/delete`;
