/**
 * GET admin/campaigns/{id}/teams: a campaign's teams, filtered, sorted and paged on the server.
 */
export const getAdminTeamsPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/teams`;
