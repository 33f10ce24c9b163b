// Zod-free: the application form and the back office's dialogs cap their fields with these.

/** The application's fields, as the form and the server cap them. */
export const APPLICATION_NAME_MAX = 100;
export const APPLICATION_ABOUT_MAX = 1000;
export const APPLICATION_REGISTRATION_MAX = 40;
/** A decline's or a pause's reason, as the applicant reads it in an email. */
export const DECISION_REASON_MAX = 500;
