// What a city or country page says of its place where no editor has written it in the reader's
// language: sentences of the message catalogs, in every language, the place named as the reference
// data translates it (requirements §api.paths: the site is in the reader's language). Written on the server by the
// page's loader, so the page carries the sentences, not their messages.
import type { Translate } from '@cicerone/core/i18n/translate';

export interface PlaceIntro {
  summary: string;
  body: string[];
}

export function cityIntro(t: Translate, names: { city: string; country: string }): PlaceIntro {
  return {
    summary: t('places.city.intro.lead', names),
    body: [t('places.city.intro.guides', { city: names.city }), t('places.intro.prices')],
  };
}

export function countryIntro(t: Translate, country: string): PlaceIntro {
  return {
    summary: t('places.country.intro.lead', { country }),
    body: [t('places.country.intro.guides'), t('places.intro.prices')],
  };
}
