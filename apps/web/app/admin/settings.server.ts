// Server-only: the settings page's forms, read with the API's own contracts (zod never reaches the
// browser) and carried out by the same service as /api/admin/settings and its siblings.
import { bankInformationBody, currencyCodeParams, languageCodeParams, rateOverrideBody } from '@cicerone/core/contracts/admin-settings';
import type { Translate } from '@cicerone/core/i18n/translate';
import type { AppServices } from '@cicerone/server/services';
import type { FlashNotice } from '../lib/page/flash.ts';
import { invalid, parseForm } from '../lib/forms/form-data.server.ts';
import type { FormValues } from '../lib/forms/form-problems.ts';

/** What each form of the page does. */
const settingsIntents = ['language', 'currency', 'rate', 'removeRate', 'bank'] as const;

/** The bank form's fields, in the order the notice names them. */
export const bankFields = ['accountHolder', 'bankName', 'iban', 'bic'] as const;

interface PageContext {
  adminId: string;
  /** The reader's BCP 47 tag, for the numbers the notice quotes. */
  tag: string;
  t: Translate;
}

/** Carries out the posted form; the notice to flash (what changed), or the form's problems. */
export async function settingsFormAction(settings: AppServices['settings'], values: FormValues, page: PageContext) {
  const { adminId, tag, t } = page;
  const intent = settingsIntents.find((name) => name === values['intent']);
  const form = values['form'] ?? 'settings';
  const code = values['code'] ?? '';
  const rate = (value: number | null) => (value === null ? '—' : new Intl.NumberFormat(tag, { maximumFractionDigits: 10 }).format(value));
  const on = values['activated'] === 'true';
  if (intent === 'language' && languageCodeParams.safeParse({ code }).success) {
    await settings.setLanguageActivated(adminId, code, on);
    const name = new Intl.DisplayNames(tag, { type: 'language', languageDisplay: 'standard' }).of(code.replace('_', '-')) ?? code;
    return notice(on ? 'languageOn' : 'languageOff', { name });
  }
  if (!intent || intent === 'language' || !currencyCodeParams.safeParse({ code }).success) return { problems: invalid(form, values, {}, { message: t('errors.bad_request') }) };
  switch (intent) {
    case 'currency':
      await settings.setCurrencyActivated(adminId, code, on);
      return notice(on ? 'currencyOn' : 'currencyOff', { code });
    case 'rate': {
      const parsed = parseForm(rateOverrideBody, { rate: values['rate'] ?? '' }, t, ['rate']);
      if (!parsed.ok) return { problems: invalid(form, values, parsed.errors) };
      const set = await settings.overrideRate(adminId, code, parsed.data.rate);
      return notice('rate', { code, rate: rate(set.rate), previous: rate(set.previous) });
    }
    case 'removeRate': {
      const removed = await settings.removeOverride(adminId, code);
      return notice('rateRemoved', { code, rate: rate(removed.rate) });
    }
    case 'bank': {
      const input = Object.fromEntries(bankFields.map((field) => [field, values[field] ?? '']));
      const parsed = parseForm(bankInformationBody, input, t, bankFields);
      if (!parsed.ok) return { problems: invalid(form, values, parsed.errors) };
      const { changed } = await settings.setBankInformation(adminId, code, parsed.data);
      if (changed.length === 0) return notice('bankUnchanged', { code });
      const fields = new Intl.ListFormat(tag, { type: 'conjunction' }).format(bankFields.filter((field) => changed.includes(field)).map((field) => t(`admin.settings.bank.${field}`)));
      return notice('bank', { code, fields });
    }
  }
}

function notice(key: string, values: Record<string, string>): { notice: FlashNotice } {
  return { notice: { key: `admin.settings.done.${key}`, values } };
}
