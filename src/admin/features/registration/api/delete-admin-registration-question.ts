/**
 * POST admin/registration-questions/{id}/delete: removes a question (answers given stay stored).
 */
export const deleteAdminRegistrationQuestionPath = ( questionId: number ) =>
	`admin/registration-questions/${ questionId }/delete`;
