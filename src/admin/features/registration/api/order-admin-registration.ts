/**
 * POST admin/campaigns/{id}/registration/order: { list: 'types' | 'questions', ids } in the new order.
 */
export const orderAdminRegistrationPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/registration/order`;
