import { maxGroupSize } from '@cicerone/core/catalog/pricing';
import { quoteTextLimits as limits } from '@cicerone/core/quotes/quote-kinds';
import { useI18n } from '../i18n/i18n.tsx';
import { TextAreaField, TextField } from '../lib/forms/fields.tsx';
import type { ContactDefaults } from '../accounts/contact-defaults.ts';

/** What every request asks, in the order of the forms (requirements §screens.quotes): who travels, who to answer, the message. */
export function commonLabels(t: (key: string) => string): Record<string, string> {
  return {
    'travellers.adults': t('quotes.form.adults'),
    'travellers.children': t('quotes.form.children'),
    'travellers.infants': t('quotes.form.infants'),
    'contact.name': t('quotes.form.name'),
    'contact.phone': t('quotes.form.phone'),
    'contact.email': t('quotes.form.email'),
    message: t('quotes.form.message'),
  };
}

/** Travellers by age band (requirements §booking.group: adults 13+, children 2–12, infants under 2). */
export function TravellerFields({ labels }: { labels: Record<string, string> }) {
  const { t } = useI18n();
  return (
    <fieldset className="quote-group">
      <legend className="quote-legend">{t('quotes.form.travellers')}</legend>
      <div className="quote-row">
        <TextField type="number" name="travellers.adults" label={labels['travellers.adults'] ?? ''} hint={t('quotes.form.adultsHint')} defaultValue="1" min={1} max={maxGroupSize} required inputMode="numeric" />
        <TextField type="number" name="travellers.children" label={labels['travellers.children'] ?? ''} hint={t('quotes.form.childrenHint')} defaultValue="0" min={0} max={maxGroupSize} inputMode="numeric" />
        <TextField type="number" name="travellers.infants" label={labels['travellers.infants'] ?? ''} hint={t('quotes.form.infantsHint')} defaultValue="0" min={0} max={maxGroupSize} inputMode="numeric" />
      </div>
    </fieldset>
  );
}

/** Who the team answers (requirements §rules.validation: name, phone and e-mail required), and what else they should know. */
export function ContactFields({ labels, user }: { labels: Record<string, string>; user: ContactDefaults | null }) {
  const { t } = useI18n();
  return (
    <fieldset className="quote-group">
      <legend className="quote-legend">{t('quotes.form.contact')}</legend>
      <div className="quote-row">
        <TextField name="contact.name" label={labels['contact.name'] ?? ''} defaultValue={user?.name} autoComplete="name" maxLength={limits.name} required />
        <TextField type="tel" name="contact.phone" label={labels['contact.phone'] ?? ''} hint={t('quotes.form.phoneHint')} defaultValue={user?.phone} autoComplete="tel" inputMode="tel" maxLength={40} required />
        <TextField type="email" name="contact.email" label={labels['contact.email'] ?? ''} defaultValue={user?.email} autoComplete="email" inputMode="email" maxLength={254} required />
      </div>
      <TextAreaField name="message" label={labels['message'] ?? ''} maxLength={limits.message} rows={4} />
    </fieldset>
  );
}
