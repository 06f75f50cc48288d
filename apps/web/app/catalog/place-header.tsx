import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentEntry } from '@cicerone/core/contracts/catalog';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { Breadcrumb, type Crumb } from './breadcrumb.tsx';

/**
 * The top of a continent, country or city page: breadcrumb, title, and the editorial entry
 * (summary as the lead, then its paragraphs). An entry that fell back to English says so with lang.
 */
export function PlaceHeader({ title, crumbs, content, children }: { title: string; crumbs: Crumb[]; content: ContentEntry | null; children?: ReactNode }) {
  const lang = content && content.language !== content.requestedLanguage ? content.language.replace('_', '-') : undefined;
  return (
    <header className="place-header">
      <Breadcrumb items={crumbs} />
      <h1>{title}</h1>
      {children}
      {content && (
        <div className="place-content" lang={lang}>
          <p className="place-lead">{content.data.summary}</p>
          {content.data.body.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
    </header>
  );
}

export interface PlaceLink {
  slug: string;
  nameTranslated: string;
  toursCount: number;
}

/** Countries of a continent or cities of a country, each with its number of tours. */
export function PlaceList({ places, pathOf, label }: { places: PlaceLink[]; pathOf: (slug: string) => string; label?: string }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <ul className="place-list" aria-label={label}>
      {places.map((place) => (
        <li key={place.slug}>
          <Link className="place-link" to={sitePath(pathOf(place.slug))}>
            <span className="place-link-name">{place.nameTranslated}</span>
            <span className="place-link-count small muted">{t('places.toursCount', { count: place.toursCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
