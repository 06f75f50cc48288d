import { z } from 'zod';
import { genders, nameField, phoneField } from './accounts.ts';
import { text } from './common.ts';
import { clearable, countryCodeField, isLanguageCode } from './account-fields.ts';

/** People live to 120 at most: an older birth date is a typo. */
const maxAgeYears = 120;

/** A birth date is a real day before today, at most 120 years ago (UTC days, like every stored date). */
export function isPlausibleBirthDate(day: string, now: Date = new Date()): boolean {
  const today = now.toISOString().slice(0, 10);
  const oldest = `${String(now.getUTCFullYear() - maxAgeYears).padStart(4, '0')}${today.slice(4)}`;
  return day < today && day >= oldest;
}

const birthDateField = z.iso.date({ error: 'errors.field.birth_date' }).refine((day) => isPlausibleBirthDate(day), { error: 'errors.field.birth_date' });

const accountText = (max: number) => text(max).trim();

/**
 * PUT /api/me — the account information form (requirements §screens.account Account). Every field is optional: absent
 * leaves it as it is, null or blank clears it. Anything else sent (role, isPro, email, status,
 * ciceroneCoin…) is refused by the schema: those change through their own calls or not at all.
 */
export const accountUpdateBody = z.strictObject({
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  gender: clearable(z.enum(genders, { error: 'errors.field.gender' })),
  birthDate: clearable(birthDateField),
  phone: clearable(phoneField),
  vatNumber: clearable(accountText(40)),
  taxNumber: clearable(accountText(40)),
  companyName: clearable(accountText(120)),
  nativeLanguage: clearable(z.string().trim().refine(isLanguageCode, { error: 'errors.field.language' })),
  country: clearable(countryCodeField),
});
export type AccountUpdate = z.infer<typeof accountUpdateBody>;

/** An uploaded picture (/files/…) or an image elsewhere over HTTPS. */
export function isPictureLocation(value: string): boolean {
  if (value.startsWith('/files/')) return /^\/files\/[\w./-]+$/.test(value) && !value.includes('..');
  if (!value.startsWith('https://') || /\s/.test(value)) return false;
  return URL.canParse(value);
}

/** PUT /api/user/{id} (spec: "status or picture"): the owner sets the picture; only admins set the status. */
export const userUpdateBody = z.strictObject({
  picture: clearable(text(500).trim().refine(isPictureLocation, { error: 'errors.field.picture' })),
  /** Snake-case words, as the one status the spec shows (guide_fill_form_in_progress). */
  status: clearable(z.string().trim().regex(/^[a-z][a-z0-9_]{0,59}$/)),
});
export type UserUpdate = z.infer<typeof userUpdateBody>;
