import type { QuoteAnswer } from '@cicerone/core/contracts/quotes';
import { Link } from 'react-router';
import { formatInstant, zoneClock } from '@cicerone/core/i18n/instants';
import { RowAction } from '../admin/row-action.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';

/**
 * The team's offer and the traveller's answer: the price, what it includes, until when it holds,
 * and — before the traveller confirms — the cancellation terms (free until 48 h before the start,
 * no refund after, requirements §constants.cancellation). Once accepted, the offer waits in the cart for the one checkout
 * (decision 0027).
 */
export function QuoteOffer({ quote, price, token, now, answerable = true }: { quote: QuoteAnswer; price: string | null; token: string | null; now: string; answerable?: boolean }) {
  const { t, tag } = useI18n();
  const sitePath = useSitePath();
  if (!quote.offer) return <p className="quote-status">{t('quotes.page.waiting')}</p>;
  // Instants on the service's own clock, which they name (decision 0007): '3 December 2026, 22:00 (Paris time)'.
  const date = (iso: string) => formatInstant(iso, zoneClock(quote.start.timeZone), { tag, t });
  const freeUntil = quote.offer.freeCancellationUntil;
  const hidden: Record<string, string> = token ? { token } : {};
  return (
    <section className="quote-offer" aria-labelledby="quote-offer-title">
      <h2 id="quote-offer-title">{t('quotes.page.offer')}</h2>
      <p className="quote-offer-price">{price}</p>
      <p className="quote-included">{quote.offer.included}</p>
      <p>{t('quotes.page.validUntil', { date: date(quote.offer.validUntil) })}</p>
      <p className="quote-cancellation">
        {/* A deadline already past is not offered as free cancellation: the offer says it is over (requirements §constants.cancellation). */}
        {freeUntil ? t(Date.parse(freeUntil) <= Date.parse(now) ? 'quotes.page.freeOver' : 'quotes.page.freeUntil', { date: date(freeUntil) }) : t('quotes.page.freeBefore')}
      </p>
      {quote.status === 'offered' && answerable ? (
        <div className="quote-actions">
          <RowAction fields={{ intent: 'accept', ...hidden }} label={t('quotes.page.accept')} busyLabel={t('quotes.page.accepting')} accessibleName={t('quotes.page.acceptNamed', { reference: quote.reference })} />
          <RowAction fields={{ intent: 'decline', ...hidden }} label={t('quotes.page.decline')} busyLabel={t('quotes.page.declining')} accessibleName={t('quotes.page.declineNamed', { reference: quote.reference })} />
        </div>
      ) : (
        <p className="quote-status" role="status">
          {t(`quotes.status.${quote.status}`)}
          {quote.status === 'accepted' && quote.cartItemId && answerable ? (
            <>
              {' '}
              <Link to={sitePath('/checkout')}>{t('quotes.page.pay')}</Link>
            </>
          ) : null}
        </p>
      )}
    </section>
  );
}
