/**
 * POST admin/fundraisers/{id}: edits a fundraiser page, moves it to a team, approves or suspends it.
 */
export const updateAdminFundraiserPath = ( id: number ) =>
	`admin/fundraisers/${ id }`;
