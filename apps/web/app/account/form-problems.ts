/** What an account form's action answers when something must be corrected (shared by the server and the form). */
export interface FormProblems {
  /** Which form on the page it is about ('profile', 'add', 'edit'…): a page may hold several. */
  form: string;
  /** What was typed, so the form shows it again when the page is rendered without JavaScript. */
  values: Record<string, string>;
  /** Message per field name, in the reader's language. */
  errors: Record<string, string>;
  /** A refusal about the form as a whole (too many attempts…). */
  message?: string;
}

/** The action's answer if it is about this form. */
export function problemsFor(actionData: unknown, form: string): FormProblems | null {
  const answer = actionData as Partial<FormProblems> | undefined;
  return answer?.form === form && answer.errors ? (answer as FormProblems) : null;
}
