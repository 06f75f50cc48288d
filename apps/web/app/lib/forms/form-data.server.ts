// Server-only: reads a posted form, checks it with a contract and answers with per-field messages
// in the page's language. The zod contracts are imported by .server modules only, never by a
// component, so zod stays out of the browser bundle.
import { data } from 'react-router';
import type { z } from 'zod';
import { isStorableText } from '@cicerone/core/contracts/common';
import { fieldLabel, issueMessage } from '@cicerone/core/contracts/field-problems';
import type { Translate } from '@cicerone/core/i18n/translate';
import type { FormErrors, FormHelp, FormProblems, FormValues } from './form-problems.ts';

/** What a browser's form posts; anything else on a page is not one of our forms. */
const formTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Every page action reads its form here. A body that is not a form (another content type, a
 * multipart without its boundary or cut short, a NUL in a field, which no text column takes) is
 * the sender's mistake: a 400, shown by the error boundary as "this form could not be sent" in the
 * page's language, instead of an exception from formData() becoming a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const form = formTypes.has(type) ? await request.formData().catch(() => null) : null;
  const readable = form !== null && [...form].every(([name, value]) => isStorableText(name) && (typeof value !== 'string' || isStorableText(value)));
  if (!readable) throw data(null, { status: 400, statusText: 'Bad form' });
  return form;
}

/** The submitted fields as text (an account form has no files). */
export async function formValues(request: Request): Promise<FormValues> {
  const values: FormValues = {};
  for (const [name, value] of await readForm(request)) {
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * One message per field, the first problem the contract found: a field left empty says so ('This
 * field is required') whatever the contract's own message for an empty value; any other problem
 * shows the contract's message key (errors.field.…) translated.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], input: Readonly<Record<string, unknown>>, t: Translate, errors: FormErrors = {}): FormErrors {
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    if (isBlank(input[field])) errors[field] = t('errors.field.required');
    // The contract's message with the bound it names and the field in the reader's words, as the API says it.
    else errors[field] = issue.message.startsWith('errors.') ? issueMessage(issue, fieldLabel(issue.path, t), t) : t('forms.invalidValue');
  }
  return errors;
}

/**
 * A page form carries fields of its own (which form it is, the button pressed) that the API body
 * refuses (docs/decisions/0011-unknown-fields-refused.md): the contract reads the form without them.
 */
function withoutPageFields<Schema extends z.ZodType>(schema: Schema, input: Readonly<Record<string, unknown>>) {
  const result = schema.safeParse(input);
  if (result.success) return result;
  const unknown = new Set(result.error.issues.flatMap((issue) => (issue.code === 'unrecognized_keys' && issue.path.length === 0 ? issue.keys : [])));
  if (unknown.size === 0) return result;
  return schema.safeParse(Object.fromEntries(Object.entries(input).filter(([name]) => !unknown.has(name))));
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FormErrors };

/**
 * Checks a form with a contract. `required` names the fields this form asks for although the API
 * accepts them absent (the confirmations: an API client may not ask twice).
 */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  input: Readonly<Record<string, unknown>>,
  t: Translate,
  required: readonly string[] = [],
): Parsed<z.output<Schema>> {
  const errors: FormErrors = {};
  for (const name of required) {
    if (isBlank(input[name])) errors[name] = t('errors.field.required');
  }
  const result = withoutPageFields(schema, input);
  if (!result.success) fieldErrors(result.error.issues, input, t, errors);
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: result.data };
}

/** An application error (AppError) thrown by a service, else null. By name: in development Vite loads its own copy of core. */
export function appErrorOf(error: unknown): { code: string; status: number; values: Record<string, string | number> | undefined } | null {
  if (!(error instanceof Error) || error.name !== 'AppError') return null;
  const { code, status, values } = error as Error & { code?: unknown; status?: unknown; values?: Record<string, string | number> };
  if (typeof code !== 'string' || typeof status !== 'number') return null;
  return { code, status, values };
}

/** A service's refusal in the reader's words: a field it names (validation_failed) by its label, as the API says it. */
export function appErrorMessage(failure: { code: string; values: Record<string, string | number> | undefined }, t: Translate): string {
  const field = failure.code === 'validation_failed' ? failure.values?.['field'] : undefined;
  if (typeof field === 'string') return t('errors.validation_failed', { field: fieldLabel(field.split('.'), t) });
  return t(`errors.${failure.code}`, failure.values);
}

/** Never written back into a page. */
const secretFields = new Set(['password', 'confirmPassword', 'currentPassword']);

/**
 * A form's answer when something must be corrected: the status (400 unless given), each field's
 * message, the message about the whole form, and what was typed to show it again (never passwords).
 */
export function invalid(form: string, values: FormValues, errors: FormErrors, options: { message?: string; help?: FormHelp; status?: number } = {}) {
  const { message, help, status = 400 } = options;
  const refill = Object.fromEntries(Object.entries(values).filter(([name]) => !secretFields.has(name)));
  return data<FormProblems>({ form, values: refill, errors, ...(message ? { message } : {}), ...(help ? { help } : {}) }, { status });
}

/**
 * Turns a service's refusal into the form's answer, with the error's status: the codes that name
 * a field are shown at that field (`fieldOf`; validation_failed {field}, a business account's
 * required field left empty, says 'required' there), the others above the form, with the way out
 * `help` gives for them. What is not an application error, or is the server's own failure, is
 * rethrown to the error boundary.
 */
export function refused(
  error: unknown,
  form: string,
  values: FormValues,
  t: Translate,
  options: { fieldOf?: Readonly<Record<string, string>>; help?: Readonly<Partial<Record<string, FormHelp>>> } = {},
) {
  const failure = appErrorOf(error);
  if (!failure || failure.status >= 500) throw error;
  const { code, status } = failure;
  const emptied = code === 'validation_failed' ? failure.values?.['field'] : undefined;
  if (typeof emptied === 'string') return invalid(form, values, { [emptied]: t('errors.field.required') }, { status });
  const message = appErrorMessage(failure, t);
  const field = options.fieldOf?.[code];
  if (field) return invalid(form, values, { [field]: message }, { status });
  return invalid(form, values, {}, { message, help: options.help?.[code], status });
}
