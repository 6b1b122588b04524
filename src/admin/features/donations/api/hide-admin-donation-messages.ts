/**
 * POST admin/campaigns/{id}/donations/messages { ids, hidden }: hides donors' messages from every
 * page, list and e-mail at once, or shows them again. Answers { data: { changed } }.
 */
export const hideAdminDonationMessagesPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/donations/messages`;

export interface HideMessagesResult {
	changed: number;
}
