import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * An international phone number in E.164 ('+33612345678'), or null when it is not a valid number.
 * The number must start with '+' and its country code: travellers and guides live everywhere, so
 * no country is assumed. The 'max' metadata checks the number's length and prefixes per country.
 */
export function normalizePhone(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed.startsWith('+') && !trimmed.startsWith('00')) return null;
  const phone = parsePhoneNumberFromString(trimmed.replace(/^00/, '+'));
  return phone?.isValid() ? phone.number : null;
}
