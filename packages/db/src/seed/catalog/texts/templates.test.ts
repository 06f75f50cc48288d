import { describe, expect, it } from 'vitest';
import { tourCategorySlugs } from '@cicerone/core/catalog/tour-categories';
import { locales } from '@cicerone/core/locales';
import { frenchCityForms } from './fr_FR/tours.ts';
import { italianCityForms } from './it_IT/tours.ts';
import { spanishCityForms } from './es_ES/tours.ts';
import { contentLanguages, reviewLanguages, tourLanguages } from './languages.ts';
import { fill, type TourLanguage } from './types.ts';

const english = tourLanguages.en_US;

/** Every string of a language's tour templates, flattened. */
function allTemplates(lang: TourLanguage): string[] {
  return [
    ...Object.values(lang.categories).flatMap((c) => [
      ...c.titles,
      ...c.summaries,
      ...c.description,
      ...c.steps.flat(),
      ...c.included,
      ...c.notIncluded,
      ...c.highlights,
      ...c.information,
      ...(c.meetingPoints ?? []),
    ]),
    ...lang.start.meet,
    ...lang.start.pickup,
    ...lang.end.flat(),
    ...lang.meetingPoints,
    lang.pickupMeetingPoint,
    lang.pickupService,
    ...Object.values(lang.accessibility).flat(),
    ...lang.information,
  ];
}

describe('tour templates', () => {
  it.each(locales)('%s has the same lists, in the same lengths, as English (a tour says the same in every language)', (locale) => {
    const lang = tourLanguages[locale];
    for (const slug of tourCategorySlugs) {
      const [mine, theirs] = [lang.categories[slug], english.categories[slug]];
      for (const key of ['titles', 'summaries', 'description', 'steps', 'included', 'notIncluded', 'highlights', 'information'] as const) {
        expect(mine[key].length, `${locale} ${slug} ${key}`).toBe(theirs[key].length);
      }
      expect(mine.meetingPoints?.length, `${locale} ${slug} meetingPoints`).toBe(theirs.meetingPoints?.length);
    }
    expect(lang.end.length).toBe(english.end.length);
    expect(lang.meetingPoints.length).toBe(english.meetingPoints.length);
    expect(lang.information.length).toBe(english.information.length);
    for (const key of ['wheelchair', 'notWheelchair', 'family', 'general'] as const) expect(lang.accessibility[key].length).toBe(english.accessibility[key].length);
  });

  it.each(locales)('%s fills every placeholder, and every title names the city', (locale) => {
    const lang = tourLanguages[locale];
    for (const city of ['Rome', 'Le Caire', 'Il Cairo', 'El Cairo', 'Amsterdam', 'Атене', '東京']) {
      const forms = lang.cityForms(city);
      for (const template of allTemplates(lang)) expect(() => fill(template, forms)).not.toThrow();
      for (const slug of tourCategorySlugs) {
        for (const title of lang.categories[slug].titles) expect(/\{(city|aCity|deCity|diCity|daCity)\}/.test(title), `${locale}: ${title}`).toBe(true);
      }
    }
  });

  it('writes the grammar around a city name in French, Italian and Spanish', () => {
    expect(frenchCityForms('Le Caire')).toMatchObject({ aCity: 'au Caire', deCity: 'du Caire' });
    expect(frenchCityForms('Amsterdam')).toMatchObject({ aCity: 'à Amsterdam', deCity: "d'Amsterdam" });
    expect(frenchCityForms('La Havane')).toMatchObject({ aCity: 'à La Havane', deCity: 'de La Havane' });
    expect(frenchCityForms('Leipzig')).toMatchObject({ aCity: 'à Leipzig', deCity: 'de Leipzig' });
    expect(italianCityForms('Il Cairo')).toMatchObject({ aCity: 'al Cairo', diCity: 'del Cairo', daCity: 'dal Cairo' });
    expect(italianCityForms("L'Avana")).toMatchObject({ aCity: "all'Avana", diCity: "dell'Avana" });
    expect(italianCityForms('Atene')).toMatchObject({ aCity: 'ad Atene', diCity: 'di Atene' });
    expect(spanishCityForms('El Cairo')).toMatchObject({ deCity: 'del Cairo', aCity: 'al Cairo' });
    expect(spanishCityForms('Los Ángeles')).toMatchObject({ deCity: 'de Los Ángeles' });
  });
});

describe('review and content templates', () => {
  it.each(locales)('%s has names, countries and fragments for every rating', (locale) => {
    const lang = reviewLanguages[locale];
    expect(lang.firstNames.length + (lang.familyNames?.length ?? 0)).toBeGreaterThanOrEqual(20);
    expect(lang.countries.every(([iso2]) => /^[A-Z]{2}$/.test(iso2))).toBe(true);
    for (const level of ['great', 'good', 'fair', 'poor'] as const) {
      for (const part of [lang.titles, lang.openings, lang.guide, lang.closings]) expect(part[level].length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has home and continent texts in every language', () => {
    for (const locale of locales) {
      const lang = contentLanguages[locale];
      expect(lang.home.body.length).toBeGreaterThanOrEqual(2);
      expect(lang.continent({ continent: 'X', countries: 'Y' }).body.length).toBeGreaterThanOrEqual(2);
    }
  });
});
