// Server-only: reads a posted form into a contract's input and turns its problems into per-field
// messages in the page's language. The zod contracts are imported here, never by a component,
// so zod stays out of the browser bundle.
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import type { Translate } from '@cicerone/core/i18n/translate';
import { loginClientInfo } from '@cicerone/core/contracts/accounts';
import { appContext } from '../context.ts';
import type { FormErrors } from './form-state.ts';

/** The named fields of a form as text, trimmed of nothing (passwords keep their spaces); empty means absent. */
export function formFields(form: FormData, names: readonly string[]): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = form.get(name);
    fields[name] = typeof value === 'string' && value.trim() !== '' ? value : undefined;
  }
  return fields;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FormErrors };

/**
 * Checks a form with a contract. A required field left empty says so ('This field is required')
 * whatever the contract's own message for an empty value; every other problem shows the
 * contract's message key (errors.field.…) translated, one message per field.
 */
export function parseForm<Schema extends z.ZodType>(
  schema: Schema,
  input: Record<string, unknown>,
  t: Translate,
  required: readonly string[] = [],
): Parsed<z.output<Schema>> {
  const errors: FormErrors = {};
  for (const name of required) {
    if (input[name] === undefined) errors[name] = t('errors.field.required');
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      if (errors[field]) continue;
      if (input[field] === undefined) errors[field] = t('errors.field.required');
      else errors[field] = issue.message.startsWith('errors.') ? t(issue.message) : t('accounts.form.invalidValue');
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, data: result.data };
}

/** An application error thrown by a service (checked by name: in development Vite loads its own copy of core). */
export function appErrorOf(error: unknown): { code: string; status: number; values: Record<string, string | number> | undefined } | null {
  if (!(error instanceof Error) || error.name !== 'AppError') return null;
  const { code, status, values } = error as Error & { code?: unknown; status?: unknown; values?: Record<string, string | number> };
  if (typeof code !== 'string' || typeof status !== 'number') return null;
  return { code, status, values };
}

/**
 * What a login records about the device (issue 4 login history): the IP and browser from the
 * request, the screen, device id and time zone from the hidden fields the page's script fills
 * (absent without JavaScript; an unexpected value is dropped, never an error).
 */
export function loginRequestInfo(request: Request, context: Readonly<RouterContextProvider>, form: FormData) {
  const client = loginClientInfo.parse(formFields(form, ['screenResolution', 'deviceId', 'timeZone']));
  return { ip: context.get(appContext).clientIp, userAgent: request.headers.get('user-agent') ?? undefined, ...client };
}
