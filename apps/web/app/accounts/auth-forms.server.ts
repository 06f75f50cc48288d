// Server-only: the account forms read with the API's own contracts (packages/core/src/contracts/accounts.ts),
// so a page and /api/auth/* accept and refuse exactly the same input.
import type { Locale } from '@cicerone/core/locales';
import type { Translate } from '@cicerone/core/i18n/translate';
import { forgotPasswordBody, loginBody, registerBody, resetPasswordBody } from '@cicerone/core/contracts/accounts';
import { formFields, parseForm } from './form-data.server.ts';

const loginForm = loginBody.pick({ email: true, password: true });

export function parseLogin(form: FormData, t: Translate) {
  const fields = formFields(form, ['email', 'password']);
  return { fields, parsed: parseForm(loginForm, fields, t, ['email', 'password']) };
}

const personalFields = ['firstName', 'lastName', 'email', 'confirmEmail', 'password', 'confirmPassword'] as const;
export const businessFields = ['businessKind', 'companyName', 'vatNumber', 'taxNumber', 'phone'] as const;

/** Individual or business sign-up; an individual's form never carries company details. */
export function parseSignUp(form: FormData, t: Translate, locale: Locale) {
  const accountType = form.get('accountType') === 'business' ? 'business' : 'individual';
  const fields = formFields(form, accountType === 'business' ? [...personalFields, ...businessFields] : personalFields);
  // The confirmations are optional in the API (clients may not ask twice); this form always asks.
  const required = ['firstName', 'lastName', 'email', 'confirmEmail', 'password', 'confirmPassword'];
  const parsed = parseForm(registerBody, { ...fields, accountType, locale }, t, required);
  return { accountType, fields, parsed } as const;
}

export function parseForgotPassword(form: FormData, t: Translate) {
  const fields = formFields(form, ['email']);
  return { fields, parsed: parseForm(forgotPasswordBody, fields, t, ['email']) };
}

export function parseResetPassword(form: FormData, t: Translate) {
  const fields = formFields(form, ['token', 'password', 'confirmPassword']);
  return { fields, parsed: parseForm(resetPasswordBody, fields, t, ['password', 'confirmPassword']) };
}
