import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { locales } from '../locales.ts';
import { passwordMaxLength, passwordMinLength } from '../limits.ts';
import { normalizePhone } from '../phone.ts';
import { accountTypes, businessKinds, businessStatuses } from '../accounts/business.ts';
import { text } from './common.ts';

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

/** Trimmed, lower-cased: one account per address whatever the capitals. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'errors.field.email' })
  .pipe(z.email({ error: 'errors.field.email' }));

export const passwordField = text(passwordMaxLength, 'errors.field.password_length').min(passwordMinLength, { error: 'errors.field.password_length' });

/** A password typed again, or the current one: checked against the first, never stored. */
const passwordEcho = text(passwordMaxLength, 'errors.field.password_length');

export const nameField = text(80).trim().min(1, { error: 'errors.field.required' });

/** An international phone number ('+33 6 12 34 56 78'), stored as E.164. */
export const phoneField = z
  .string()
  .trim()
  .transform((value, context) => {
    const phone = normalizePhone(value);
    if (!phone) {
      context.addIssue({ code: 'custom', message: 'errors.field.phone' });
      return z.NEVER;
    }
    return phone;
  });

/** The currency of the site a form was sent from (ISO 4217): links in the mails it causes keep it. */
export const currencyField = z
  .string()
  .regex(/^[A-Za-z]{3}$/, { error: 'errors.validation_failed' })
  .transform((code) => code.toUpperCase());

const optionalText = (max: number) =>
  text(max)
    .trim()
    .optional()
    .transform((value) => value || undefined);

export const registerBody = z
  .strictObject({
    accountType: z.enum(accountTypes).default('individual'),
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    confirmEmail: emailField.optional(),
    password: passwordField,
    confirmPassword: passwordEcho.optional(),
    /** The language of the site the person signed up on: e-mails are written in it. */
    locale: z.enum(locales).optional(),
    /** The currency of that site (ISO 4217): links in the person's e-mails keep it. */
    currency: currencyField.optional(),
    businessKind: z.enum(businessKinds).optional(),
    companyName: optionalText(120),
    vatNumber: optionalText(40),
    taxNumber: optionalText(40),
    phone: phoneField.optional(),
  })
  .superRefine((body, context) => {
    if (body.confirmEmail !== undefined && body.confirmEmail !== body.email) {
      context.addIssue({ code: 'custom', path: ['confirmEmail'], message: 'errors.field.email_mismatch' });
    }
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'errors.field.password_mismatch' });
    }
    if (body.accountType === 'business') {
      for (const field of ['businessKind', 'companyName', 'vatNumber', 'phone'] as const) {
        if (!body[field]) context.addIssue({ code: 'custom', path: [field], message: 'errors.field.required' });
      }
    }
  });
export type RegisterBody = z.infer<typeof registerBody>;

/** What the client knows about the device, recorded in the login history. */
export const loginClientInfo = z.object({
  screenResolution: z
    .string()
    .regex(/^\d{2,5}x\d{2,5}$/)
    .optional()
    .catch(undefined),
  deviceId: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .optional()
    .catch(undefined),
  /** The browser's IANA time zone ('Europe/Paris'): the login history's location. */
  timeZone: z
    .string()
    .regex(/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2}$/)
    .optional()
    .catch(undefined),
});
export type LoginClientInfo = z.infer<typeof loginClientInfo>;

export const loginBody = z.strictObject({
  email: emailField,
  password: passwordEcho.min(1, { error: 'errors.field.required' }),
  ...loginClientInfo.shape,
});

export const refreshBody = z.strictObject({
  /** Optional: browsers send the httpOnly cookie instead. */
  refreshToken: text(200).optional(),
});

export const forgotPasswordBody = z.strictObject({ email: emailField, locale: z.enum(locales).optional() });

export const resetPasswordBody = z
  .strictObject({ token: text(200).min(1), password: passwordField, confirmPassword: passwordEcho.optional() })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    path: ['confirmPassword'],
    message: 'errors.field.password_mismatch',
  });

export const verifyEmailBody = z.strictObject({ token: text(200).min(1) });

export const changePasswordBody = z
  .strictObject({ currentPassword: passwordEcho.min(1), password: passwordField, confirmPassword: passwordEcho.optional() })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    path: ['confirmPassword'],
    message: 'errors.field.password_mismatch',
  });

/** The current user as the API and the shell see it (requirements §screens.account User, with the account fields). */
export const meSchema = z
  .object({
    uuid: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    picture: z.string().nullable(),
    role: z.number().int(),
    roleDetails: z.object({ id: z.number().int(), name: z.string() }),
    status: z.string().nullable(),
    isPro: z.boolean(),
    accountType: z.enum(accountTypes),
    businessKind: z.enum(businessKinds).nullable(),
    businessStatus: z.enum(businessStatuses).nullable(),
    emailVerified: z.boolean(),
    /** Cicerone Coins, hundredths of a euro. */
    ciceroneCoin: z.number().int(),
    gender: z.enum(genders).nullable(),
    birthDate: z.string().nullable(),
    phone: z.string().nullable(),
    vatNumber: z.string().nullable(),
    taxNumber: z.string().nullable(),
    companyName: z.string().nullable(),
    nativeLanguage: z.string().nullable(),
    country: z.string().nullable(),
    locale: z.enum(locales),
  })
  .register(apiSchemas, { id: 'Me' });
export type Me = z.infer<typeof meSchema>;

export const sessionTokens = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    /** Seconds until the access token expires. */
    expires_in: z.number().int(),
    token_type: z.literal('Bearer'),
  })
  .register(apiSchemas, { id: 'SessionTokens' });

export const loginResponse = sessionTokens.extend({ user: meSchema }).register(apiSchemas, { id: 'LoginResponse' });

export const doneResponse = z.object({ ok: z.literal(true) });
