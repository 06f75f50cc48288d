// Server-only helpers the account pages' loaders and actions share.
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { ZodError } from 'zod';
import type { Translate } from '@cicerone/core/i18n/translate';
import { redirectWithFlash } from '../accounts/flash.server.ts';
import { catalogPage } from '../catalog/catalog-page.server.ts';
import { sessionContext } from '../site/session.server.ts';
import type { FormProblems } from './form-problems.ts';

interface PageArgs {
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
  request: Request;
}

/** The services, language, translator and the person logged in (the layout's middleware already sent visitors to the login page). */
export function accountPage(args: PageArgs) {
  const page = catalogPage(args);
  const user = args.context.get(sessionContext);
  if (!user) throw redirect(`/${page.locale}/${page.currency}/login`);
  return { ...page, user };
}

/** The submitted fields as text (an account form has no files). */
export async function formValues(request: Request): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [name, value] of await request.formData()) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * After a change: back to the page (without ?edit= or ?remove=) with the confirmation the site's
 * flash carries over the redirect (the green toast, or a notice in a page sent without JavaScript).
 * POST → redirect → GET, so reloading never sends the form again.
 */
export function doneRedirect(args: { request: Request; url: URL; context: Readonly<RouterContextProvider> }, messageKey: string): Response {
  // args.url, not request.url: a form sent by the app posts to '<page>.data', which must not be where it comes back to.
  return redirectWithFlash(args, args.url.pathname, [{ key: messageKey }]);
}

/** A form's answer when something must be corrected: 400, each field's message, and what was typed (never passwords). */
export function problems(form: string, values: Record<string, string>, errors: Record<string, string>, message?: string) {
  return data<FormProblems>({ form, values, errors, ...(message ? { message } : {}) }, { status: 400 });
}

/** One message per field, the first the schema found; message keys (errors.…) in the reader's language. */
export function fieldErrors(error: ZodError, values: Record<string, string>, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    if (issue.message.startsWith('errors.')) errors[field] = t(issue.message);
    else errors[field] = (values[field] ?? '').trim() === '' ? t('errors.field.required') : t('accounts.form.invalidValue');
  }
  return errors;
}

/** An application error (AppError) thrown by a service: its code and values, else null. By name: dev servers load a second copy of core. */
export function appErrorOf(error: unknown): { code: string; values: Record<string, string | number> | undefined } | null {
  if (!(error instanceof Error) || error.name !== 'AppError') return null;
  const { code, values } = error as Error & { code: string; values?: Record<string, string | number> };
  return { code, values };
}

/**
 * Turns a service's refusal into the form's answer: the codes that name a field are shown at that
 * field (`fieldOf`), the others above the form. Anything that is not an AppError is a bug: rethrown.
 */
export function serviceProblems(
  error: unknown,
  form: string,
  values: Record<string, string>,
  t: Translate,
  fieldOf: Readonly<Record<string, string>> = {},
) {
  const failure = appErrorOf(error);
  if (!failure) throw error;
  // validation_failed {field}: a business account's required field left empty.
  const field = failure.code === 'validation_failed' && typeof failure.values?.['field'] === 'string' ? failure.values['field'] : fieldOf[failure.code];
  const message = failure.code === 'validation_failed' && field ? t('errors.field.required') : t(`errors.${failure.code}`, failure.values);
  return field ? problems(form, values, { [field]: message }) : problems(form, values, {}, message);
}
