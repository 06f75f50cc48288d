import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ContentEntry } from '@cicerone/core/contracts/catalog';
import { FallbackNotice, fallbackLang } from '../content/fallback-notice.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { Breadcrumb, type Crumb } from './breadcrumb.tsx';
import type { PlaceIntro } from './place-intro.ts';

function PlaceText({ data, lang }: { data: PlaceIntro; lang?: string | undefined }) {
  return (
    <div className="place-content" lang={lang}>
      <p className="place-lead">{data.summary}</p>
      {data.body.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * The top of a continent, country or city page: breadcrumb, title, and the editorial entry
 * (summary as the lead, then its paragraphs). Where no entry is written in the reader's language,
 * `intro` (the place's introduction from the message catalogs, place-intro.ts) is shown in it; an
 * English entry then follows under a notice that says it is in English, with lang.
 */
export function PlaceHeader({ title, crumbs, content, intro, children }: { title: string; crumbs: Crumb[]; content: ContentEntry | null; intro?: PlaceIntro; children?: ReactNode }) {
  const lang = content ? fallbackLang(content) : undefined;
  return (
    <header className="place-header">
      <Breadcrumb items={crumbs} />
      <h1>{title}</h1>
      {children}
      {intro && (!content || lang) ? <PlaceText data={intro} /> : null}
      {content && (
        <>
          <FallbackNotice entry={content} scope="part" />
          <PlaceText data={content.data} lang={lang} />
        </>
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
