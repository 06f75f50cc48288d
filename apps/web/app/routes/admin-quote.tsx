import { quoteTextLimits } from '@cicerone/core/quotes/quote-kinds';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { TextAreaField, TextField } from '../lib/forms/fields.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { adminQuoteAction, adminQuoteLoader } from '../quotes/admin-offer.server.ts';
import { CityChoice } from '../quotes/city-choice.tsx';
import { QuoteFacts } from '../quotes/quote-facts.tsx';
import { QuoteOffer } from '../quotes/quote-offer.tsx';
import type { Route } from './+types/admin-quote';
import '../quotes/quotes.css';

export function loader(args: Route.LoaderArgs) {
  return adminQuoteLoader(args);
}

export function action(args: Route.ActionArgs) {
  return adminQuoteAction(args);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** One request in the back office (requirements §lifecycles.quote): what was asked, and the offer that answers it (price, included, validity; 48 h terms). */
export default function AdminQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { quote, price, currency, minorUnits } = loaderData;
  const labels = { amount: t('quotes.admin.amount', { currency }), included: t('quotes.admin.included'), validUntil: t('quotes.admin.validUntil'), cityId: t('quotes.admin.missionCity'), serviceDay: t('quotes.admin.serviceDay'), serviceTime: t('quotes.admin.serviceTime') };
  return (
    <div className="quote-page">
      <h1>{loaderData.title}</h1>
      <p className="quote-status">{t(`quotes.status.${quote.status}`)}</p>
      {quote.status === 'submitted' ? (
        <SiteForm name="offer" problems={problemsFor(actionData, 'offer')} labels={labels} submitLabel={t('quotes.admin.send')} pendingLabel={t('quotes.form.sending')} className="quote-form">
          <TextField name="amount" label={labels.amount} inputMode="decimal" pattern={minorUnits > 0 ? '\\d+([.,]\\d{1,3})?' : '\\d+'} required />
          <TextAreaField name="included" label={labels.included} maxLength={quoteTextLimits.included} required rows={4} />
          <TextField type="date" name="validUntil" label={labels.validUntil} hint={t('quotes.admin.terms')} required />
          <CityChoice labelKey="quotes.admin.missionCity" required initial={loaderData.missionCity} />
          <p className="small muted">{t('quotes.admin.missionCityHint')}</p>
          {quote.start.day === null ? (
            <>
              <TextField type="date" name="serviceDay" label={labels.serviceDay} hint={t('quotes.admin.serviceDayHint')} required />
              <TextField type="time" name="serviceTime" label={labels.serviceTime} required />
            </>
          ) : null}
        </SiteForm>
      ) : (
        <QuoteOffer quote={quote} price={price} token={null} now={loaderData.now} answerable={false} />
      )}
      <QuoteFacts quote={quote} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
