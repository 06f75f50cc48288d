import { freeCancellationHours } from '@cicerone/core/checkout/cancellation';
import { cancellationKindOf, type QuoteKind } from '@cicerone/core/quotes/quote-kinds';
import { useI18n } from '../i18n/i18n.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import type { PageMeta } from '../seo/page-meta.ts';
import type { ContactDefaults } from '../accounts/contact-defaults.ts';
import { commonLabels, ContactFields, TravellerFields } from './quote-common-fields.tsx';
import { KindFields, kindLabels } from './quote-kind-fields.tsx';
import './quotes.css';

export interface QuoteRequestData {
  kind: QuoteKind;
  title: string;
  meta: PageMeta;
  /** The server's today (UTC): the earliest day a date field offers; the server checks the real start in its place's zone. */
  today: string;
  /** The signed-in traveller's name, e-mail and phone, to start the contact's fields with. */
  user: ContactDefaults | null;
}

/**
 * One request page (requirements §screens.quotes /airport-pickup, /transfer, /business-trip, /cruise-tour, /quote): the
 * fields its service needs, then who travels and who to answer. The browser lists what is missing
 * before sending; the server checks everything again with the kind's contract.
 */
export function QuoteRequestPage({ data, actionData }: { data: QuoteRequestData; actionData: unknown }) {
  const { t } = useI18n();
  const problems = problemsFor(actionData, 'quote');
  const labels = { ...kindLabels(data.kind, t, problems?.values ?? null), ...commonLabels(t) };
  return (
    <div className="section quote-page">
      <h1 id="quote-title">{data.title}</h1>
      <p className="quote-intro">{t(`quotes.page.${data.kind}.intro`)}</p>
      <p className="quote-terms small muted">{t('quotes.page.terms', { hours: freeCancellationHours[cancellationKindOf[data.kind]] })}</p>
      <SiteForm name="quote" labelledBy="quote-title" problems={problems} labels={labels} submitLabel={t('quotes.form.submit')} pendingLabel={t('quotes.form.sending')} className="quote-form">
        <KindFields kind={data.kind} labels={labels} today={data.today} />
        <TravellerFields labels={labels} />
        <ContactFields labels={labels} user={data.user} />
      </SiteForm>
    </div>
  );
}
