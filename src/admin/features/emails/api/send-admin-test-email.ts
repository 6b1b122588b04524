/**
 * POST admin/email-settings/test { kind, subject, body }: sends the e-mail as typed, with sample
 * values, to the administrator.
 */
export const sendAdminTestEmailPath = 'admin/email-settings/test';
