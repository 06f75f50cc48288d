/** A message per field name; 'form' holds what concerns the whole form. */
export type FormErrors = Record<string, string>;

/** What an account form's action answers when it does not redirect: the messages, and what to refill. */
export interface FormFailure {
  errors: FormErrors;
  /** The values typed, to refill the form after a submission without JavaScript (never passwords). */
  values?: Record<string, string | undefined>;
  /** A link that helps with the form error (guide_business_refused → /recruitment, email_taken → login, link_invalid → ask again). */
  help?: FormHelp | undefined;
}

export type FormHelp = 'recruitment' | 'login' | 'forgot-password';
