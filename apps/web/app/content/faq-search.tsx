import { useId, useState } from 'react';
import type { ContentEntry } from '@cicerone/core/contracts/catalog';
import { faqMatches } from '@cicerone/core/content/faq-search';
import { useI18n } from '../i18n/i18n.tsx';
import { fallbackLang } from './fallback-notice.tsx';

/**
 * The FAQ by topic with its search box. Without JavaScript the box is a GET form (?q=) and the
 * server renders the filtered list; once hydrated, the list filters as the visitor types and the
 * address keeps ?q= so the result can be shared or reloaded.
 */
export function FaqSearch({ entry, initialQuery }: { entry: ContentEntry; initialQuery: string }) {
  const { t } = useI18n();
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();
  const topics = (entry.data.sections ?? [])
    .map((section) => ({ ...section, items: section.items.filter((item) => faqMatches(query, item.title, item.text)) }))
    .filter((section) => section.items.length > 0);
  const count = topics.reduce((sum, topic) => sum + topic.items.length, 0);

  function search(value: string) {
    setQuery(value);
    const url = new URL(window.location.href);
    if (value.trim()) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    window.history.replaceState(window.history.state, '', url);
  }

  return (
    <>
      <form role="search" aria-label={t('content.faq.searchLabel')} method="get" className="faq-search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>{t('content.faq.searchLabel')}</label>
        <div className="faq-search-row">
          <input id={inputId} type="search" name="q" value={query} maxLength={80} autoComplete="off" onChange={(event) => search(event.target.value)} />
          <button type="submit" className="button button-primary">
            {t('content.faq.searchButton')}
          </button>
        </div>
      </form>
      <p className="muted" aria-live="polite">
        {query.trim() ? t('content.faq.results', { count }) : null}
      </p>
      {count === 0 ? <p>{t('content.faq.noResults')}</p> : null}
      <div lang={fallbackLang(entry)}>
        {topics.map((topic) => (
          <section key={topic.id} id={topic.id} className="faq-topic" aria-labelledby={`faq-${topic.id}`}>
            <h2 id={`faq-${topic.id}`} className="section-title">
              {topic.title}
            </h2>
            {topic.items.map((item) => (
              <article key={item.title} className="faq-item">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </article>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
