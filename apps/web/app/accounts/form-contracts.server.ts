// Server-only: every accounts form read with the API's own contracts (packages/core/src/contracts/),
// so a page and /api accept and refuse exactly the same input. Imported by actions only: zod never
// reaches the browser.
import type { RouterContextProvider } from 'react-router';
import type { Locale } from '@cicerone/core/locales';
import type { Translate } from '@cicerone/core/i18n/translate';
import { changePasswordBody, forgotPasswordBody, loginBody, loginClientInfo, registerBody, resetPasswordBody } from '@cicerone/core/contracts/accounts';
import { accountUpdateBody } from '@cicerone/core/contracts/account-profile';
import { addressBody } from '@cicerone/core/contracts/account-addresses';
import { payoutMethodBody } from '@cicerone/core/contracts/account-payouts';
import { appContext } from '../context.ts';
import { parseForm } from '../lib/forms/form-data.server.ts';
import type { FormValues } from '../lib/forms/form-problems.ts';

export { addressIdParams } from '@cicerone/core/contracts/account-addresses';
export { payoutMethodIdParams } from '@cicerone/core/contracts/account-payouts';

/** The named fields only, an empty one as absent (passwords keep their spaces): what the auth contracts expect of an API client. */
function present(values: FormValues, names: readonly string[]): Record<string, string | undefined> {
  return Object.fromEntries(names.map((name) => [name, values[name]?.trim() ? values[name] : undefined]));
}

const loginForm = loginBody.pick({ email: true, password: true });

export function parseLogin(values: FormValues, t: Translate) {
  return parseForm(loginForm, present(values, ['email', 'password']), t, ['email', 'password']);
}

const personalFields = ['firstName', 'lastName', 'email', 'confirmEmail', 'password', 'confirmPassword'] as const;
const businessFields = ['businessKind', 'companyName', 'vatNumber', 'taxNumber', 'phone'] as const;

/** Individual or business sign-up; an individual's form never carries company details. */
export function parseSignUp(values: FormValues, t: Translate, locale: Locale) {
  const accountType = values['accountType'] === 'business' ? 'business' : 'individual';
  const fields = present(values, accountType === 'business' ? [...personalFields, ...businessFields] : personalFields);
  // The confirmations are optional in the API (clients may not ask twice); this form always asks.
  return { accountType, parsed: parseForm(registerBody, { ...fields, accountType, locale }, t, personalFields) } as const;
}

export function parseForgotPassword(values: FormValues, t: Translate) {
  return parseForm(forgotPasswordBody, present(values, ['email']), t, ['email']);
}

export function parseResetPassword(values: FormValues, t: Translate) {
  return parseForm(resetPasswordBody, present(values, ['token', 'password', 'confirmPassword']), t, ['password', 'confirmPassword']);
}

// The account pages' forms send every field: blank clears an optional one (the profile's partial update).
/** `required`: the fields this account may not empty (a business account's). */
export const parseProfile = (values: FormValues, t: Translate, required: readonly string[] = []) => parseForm(accountUpdateBody, values, t, required);
export const parsePasswordChange = (values: FormValues, t: Translate) => parseForm(changePasswordBody, values, t);
export const parseAddress = (values: FormValues, t: Translate) => parseForm(addressBody, values, t);
export const parsePayoutMethod = (values: FormValues, t: Translate) => parseForm(payoutMethodBody, values, t);

/**
 * What a login records about the device (requirements §screens.account login history): the IP and browser from the
 * request, the screen, device id and time zone from the hidden fields the page's script fills
 * (absent without JavaScript; an unexpected value is dropped, never an error).
 */
export function loginRequestInfo(request: Request, context: Readonly<RouterContextProvider>, values: FormValues) {
  const client = loginClientInfo.parse(present(values, ['screenResolution', 'deviceId', 'timeZone']));
  return { ip: context.get(appContext).clientIp, userAgent: request.headers.get('user-agent') ?? undefined, ...client };
}
