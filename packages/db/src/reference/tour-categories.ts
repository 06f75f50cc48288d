import { tourCategorySlugs, type TourCategorySlug } from '@cicerone/core/catalog/tour-categories';
import type { Locale } from '@cicerone/core/locales';

export { tourCategorySlugs, type TourCategorySlug };

export interface TourCategoryRecord {
  slug: TourCategorySlug;
  order: number;
  titles: Record<Locale, string>;
}

/*
 * Titles as a travel site would print them on a category tile, written per language
 * rather than word for word: German says "Führungen" for guided tours, Russian
 * "экскурсии", Japanese keeps the loanword ツアー that its travel sites use.
 */
const titles: Record<TourCategorySlug, Record<Locale, string>> = {
  'private-tour': {
    en_US: 'Private tours',
    fr_FR: 'Visites privées',
    de_DE: 'Privatführungen',
    es_ES: 'Tours privados',
    it_IT: 'Tour privati',
    ru_RU: 'Индивидуальные экскурсии',
    ja_JP: 'プライベートツアー',
  },
  'group-tour': {
    en_US: 'Group tours',
    fr_FR: 'Visites en groupe',
    de_DE: 'Gruppenführungen',
    es_ES: 'Tours en grupo',
    it_IT: 'Tour di gruppo',
    ru_RU: 'Групповые экскурсии',
    ja_JP: 'グループツアー',
  },
  'street-art-tour': {
    en_US: 'Street art tours',
    fr_FR: 'Visites street art',
    de_DE: 'Street-Art-Touren',
    es_ES: 'Tours de arte urbano',
    it_IT: 'Tour di street art',
    ru_RU: 'Экскурсии по стрит-арту',
    ja_JP: 'ストリートアートツアー',
  },
  'bike-tour': {
    en_US: 'Bike tours',
    fr_FR: 'Visites à vélo',
    de_DE: 'Fahrradtouren',
    es_ES: 'Tours en bicicleta',
    it_IT: 'Tour in bicicletta',
    ru_RU: 'Велоэкскурсии',
    ja_JP: 'サイクリングツアー',
  },
  'food-tour': {
    en_US: 'Food tours',
    fr_FR: 'Visites gastronomiques',
    de_DE: 'Kulinarische Touren',
    es_ES: 'Tours gastronómicos',
    it_IT: 'Tour enogastronomici',
    ru_RU: 'Гастрономические туры',
    ja_JP: 'グルメツアー',
  },
  excursion: {
    en_US: 'Day trips',
    fr_FR: 'Excursions',
    de_DE: 'Tagesausflüge',
    es_ES: 'Excursiones',
    it_IT: 'Escursioni',
    ru_RU: 'Загородные экскурсии',
    ja_JP: '日帰りツアー',
  },
  'private-car-tour': {
    en_US: 'Private car tours',
    fr_FR: 'Visites en voiture privée',
    de_DE: 'Touren mit Privatfahrzeug',
    es_ES: 'Tours en coche privado',
    it_IT: 'Tour in auto privata',
    ru_RU: 'Экскурсии на автомобиле',
    ja_JP: '専用車ツアー',
  },
  museum: {
    en_US: 'Museum tours',
    fr_FR: 'Visites de musées',
    de_DE: 'Museumsführungen',
    es_ES: 'Visitas a museos',
    it_IT: 'Visite ai musei',
    ru_RU: 'Экскурсии по музеям',
    ja_JP: '美術館・博物館ツアー',
  },
};

export const tourCategories: readonly TourCategoryRecord[] = tourCategorySlugs.map((slug, index) => ({
  slug,
  order: index + 1,
  titles: titles[slug],
}));
