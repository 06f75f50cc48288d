import type { Locale } from '@cicerone/core/locales';
import type { ContentLanguage, ReviewLanguage, TourLanguage } from './types.ts';
import { content as deContent } from './de_DE/content.ts';
import { reviews as deReviews } from './de_DE/reviews.ts';
import { tours as deTours } from './de_DE/tours.ts';
import { content as enContent } from './en_US/content.ts';
import { reviews as enReviews } from './en_US/reviews.ts';
import { tours as enTours } from './en_US/tours.ts';
import { content as esContent } from './es_ES/content.ts';
import { reviews as esReviews } from './es_ES/reviews.ts';
import { tours as esTours } from './es_ES/tours.ts';
import { content as frContent } from './fr_FR/content.ts';
import { reviews as frReviews } from './fr_FR/reviews.ts';
import { tours as frTours } from './fr_FR/tours.ts';
import { content as itContent } from './it_IT/content.ts';
import { reviews as itReviews } from './it_IT/reviews.ts';
import { tours as itTours } from './it_IT/tours.ts';
import { content as jaContent } from './ja_JP/content.ts';
import { reviews as jaReviews } from './ja_JP/reviews.ts';
import { tours as jaTours } from './ja_JP/tours.ts';
import { content as ruContent } from './ru_RU/content.ts';
import { reviews as ruReviews } from './ru_RU/reviews.ts';
import { tours as ruTours } from './ru_RU/tours.ts';

/** Tour templates per language; every language has the same lists in the same order as English (a test checks). */
export const tourLanguages: Record<Locale, TourLanguage> = {
  en_US: enTours,
  fr_FR: frTours,
  de_DE: deTours,
  es_ES: esTours,
  it_IT: itTours,
  ru_RU: ruTours,
  ja_JP: jaTours,
};

export const reviewLanguages: Record<Locale, ReviewLanguage> = {
  en_US: enReviews,
  fr_FR: frReviews,
  de_DE: deReviews,
  es_ES: esReviews,
  it_IT: itReviews,
  ru_RU: ruReviews,
  ja_JP: jaReviews,
};

export const contentLanguages: Record<Locale, ContentLanguage> = {
  en_US: enContent,
  fr_FR: frContent,
  de_DE: deContent,
  es_ES: esContent,
  it_IT: itContent,
  ru_RU: ruContent,
  ja_JP: jaContent,
};
