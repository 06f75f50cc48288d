import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { translatorFor } from '../i18n/catalog.server.ts';
import { CityAutocomplete } from '../shell/city-autocomplete.tsx';
import { categoryPath, cityPath } from '../shell/menu-links.ts';
import { useSite, useSitePath } from '../site/site-data.ts';
import { Icon } from '../shell/icons.tsx';
import type { Locale } from '@cicerone/core/locales';
import type { Route } from './+types/home';

const claims = ['claims.bookings', 'claims.destinations', 'claims.guides', 'claims.agencies', 'claims.rating'] as const;

export async function loader({ params }: Route.LoaderArgs) {
  // The layout has already checked the language segment.
  const t = translatorFor(params.lang as Locale);
  return { title: t('home.metaTitle'), description: t('meta.defaultDescription') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData.title }, { name: 'description', content: loaderData.description }];
}

/** Home: search by city, featured destinations, tour types and the marketing claims (spec §1). */
export default function Home() {
  const { t } = useI18n();
  const site = useSite();
  const sitePath = useSitePath();
  const navigate = useNavigate();
  const [text, setText] = useState('');

  return (
    <>
      <section className="hero">
        <div className="hero-inner">
          <h1>{t('home.title')}</h1>
          <p className="hero-subtitle">{t('home.subtitle')}</p>
          <form
            className="hero-search"
            role="search"
            aria-label={t('home.searchTitle')}
            onSubmit={(event) => {
              event.preventDefault();
              navigate(sitePath('/tours'));
            }}
          >
            <CityAutocomplete value={text} onValueChange={setText} onSelect={(city) => navigate(sitePath(`/tours?city=${city.slug}`))} />
            <button type="submit" className="button button-primary hero-search-button">
              <Icon name="search" size={18} />
              {t('shell.search.submit')}
            </button>
          </form>
        </div>
      </section>

      <section className="section" aria-labelledby="claims-title">
        <h2 id="claims-title" className="section-title">
          {t('home.claimsTitle')}
        </h2>
        <ul className="claims">
          {claims.map((claim) => (
            <li key={claim} className="claim">
              {t(claim)}
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="cities-title">
        <h2 id="cities-title" className="section-title">
          {t('home.featuredCities')}
        </h2>
        <ul className="card-grid">
          {site.featuredCities.map((city) => (
            <li key={city.slug}>
              <Link className="city-card" to={sitePath(cityPath(city.slug))}>
                <span className="city-card-initial" aria-hidden="true">
                  {city.name.slice(0, 1)}
                </span>
                <span className="city-card-name">{city.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="categories-title">
        <h2 id="categories-title" className="section-title">
          {t('home.categories')}
        </h2>
        <ul className="chip-list">
          {site.categories.map((category) => (
            <li key={category.slug}>
              <Link className="chip" to={sitePath(categoryPath(category.slug))}>
                {category.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
