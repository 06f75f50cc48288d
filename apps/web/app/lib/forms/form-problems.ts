/** A message per field name, in the reader's language. */
export type FormErrors = Record<string, string>;

/** The submitted fields as text. */
export type FormValues = Record<string, string>;

/** A link that helps with a refusal: guide_business_refused → /recruitment, email_taken → login, link_invalid → ask again. */
export type FormHelp = 'recruitment' | 'login' | 'forgot-password';

/** What a form's action answers when something must be corrected (shared by the server and the form). */
export interface FormProblems {
  /** Which form of the page it is about ('login', 'profile', 'add', 'edit:<id>'…): a page may hold several. */
  form: string;
  /** What was typed, so the form shows it again when the page is rendered without JavaScript (never passwords). */
  values: FormValues;
  errors: FormErrors;
  /** A refusal about the form as a whole (wrong password, too many attempts…). */
  message?: string;
  help?: FormHelp;
}

/** The action's answer if it is about this form. */
export function problemsFor(actionData: unknown, form: string): FormProblems | null {
  const answer = actionData as Partial<FormProblems> | undefined;
  return answer?.form === form && answer.errors ? (answer as FormProblems) : null;
}
