/**
 * POST admin/campaigns/{id}/registration/questions (a new question) or
 * admin/registration-questions/{id} (changes to one).
 */
export const createAdminRegistrationQuestionPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/registration/questions`;

export const updateAdminRegistrationQuestionPath = ( questionId: number ) =>
	`admin/registration-questions/${ questionId }`;
