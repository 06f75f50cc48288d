import { Link } from 'react-router';
import type { QuoteAnswer } from '@cicerone/core/contracts/quotes';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';

/** Requests as a list (My quotes, the back office): kind, reference, status, when asked; each opens its page. */
export function QuoteList({ quotes, pathOf }: { quotes: readonly QuoteAnswer[]; pathOf: (reference: string) => string }) {
  const { t, tag } = useI18n();
  const sitePath = useSitePath();
  if (quotes.length === 0) return <p className="muted">{t('quotes.list.empty')}</p>;
  const asked = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  return (
    <ul className="quote-list">
      {quotes.map((quote) => (
        <li key={quote.reference}>
          <Link to={sitePath(pathOf(quote.reference))}>
            {t(`quotes.kind.${quote.kind}`)} · {quote.reference}
          </Link>
          <p className="small muted">
            {t(`quotes.status.${quote.status}`)} · {t('quotes.list.asked', { date: asked.format(new Date(quote.createdAt)) })}
          </p>
        </li>
      ))}
    </ul>
  );
}
