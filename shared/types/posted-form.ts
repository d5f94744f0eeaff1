/** The public forms that also work without JavaScript (each posts to its page, see server/routes/pages/forms.ts). */
export type PublicFormName = 'contact' | 'login' | 'register' | 'signup' | 'resetPassword' | 'setPassword' | 'application' | 'leasePlan' | 'renewal' | 'verify' | 'maintenance' | 'maintenanceReply' | 'textPreferences' | 'payNow' | 'autopay' | 'roommateProfile' | 'selection' | 'roommateInvitation';

/**
 * What the server answered to a form posted without JavaScript, in the form's own terms: the values
 * typed (passwords are never sent back), the first message per field, the alert the island would show
 * ('Message failed' for the contact form) and the text shown once it succeeded ('Message sent' ...).
 * The page renders the form from it, and the form's island starts from it, so both show the same.
 */
export type PostedState = { values: Record<string, string | boolean>; errors: Record<string, string>; alert: string | null; done: string | null };

/** A posted form's answer and which form it belongs to. */
export type PostedForm = PostedState & { form: PublicFormName };
