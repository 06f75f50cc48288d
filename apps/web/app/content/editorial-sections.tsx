import type { ContentEntry } from '@cicerone/core/contracts/catalog';
import { FallbackNotice, fallbackLang } from './fallback-notice.tsx';

/**
 * The top of an editorial page: the notice when the text is the English one, the title and the
 * lead (and the paragraphs unless `lead` alone is asked), marked with their language when it fell back.
 */
export function EditorialHeader({ entry, leadOnly = false }: { entry: ContentEntry; leadOnly?: boolean }) {
  return (
    <header className="content-header">
      <FallbackNotice entry={entry} />
      <div lang={fallbackLang(entry)}>
        <h1>{entry.data.title}</h1>
        <p className="content-lead">{entry.data.summary}</p>
        {leadOnly ? null : entry.data.body.map((paragraph, index) => <p key={index}>{paragraph}</p>)}
      </div>
    </header>
  );
}

export function EditorialSections({ entry }: { entry: ContentEntry }) {
  return (entry.data.sections ?? []).map((section) => (
    <section key={section.id} className="content-section" aria-labelledby={`section-${section.id}`} lang={fallbackLang(entry)}>
      <h2 id={`section-${section.id}`} className="section-title">
        {section.title}
      </h2>
      <ul className="content-cards">
        {section.items.map((item) => (
          <li key={item.title} className="content-card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  ));
}
