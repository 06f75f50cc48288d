import { tourDetailFields, tourTextFields, tourTextLists } from '@cicerone/core/catalog/tour-editing';

/** Field → label for the error summary of the tour forms (details, texts, or both on a new tour). */
export function tourLabels(t: (key: string) => string): Record<string, string> {
  return Object.fromEntries([...tourDetailFields, ...tourTextFields, ...tourTextLists, 'itinerary'].map((name) => [name, t(`admin.tours.field.${name}`)]));
}
