/**
 * The tour categories of requirements §screens.checkout, in the order the site lists them. The slugs are public
 * (/tours?cat=food-tour), so this list is declared once here and everything else —
 * query validation, the seed, the database check — derives from it.
 */
export const tourCategorySlugs = [
  'private-tour',
  'group-tour',
  'street-art-tour',
  'bike-tour',
  'food-tour',
  'excursion',
  'private-car-tour',
  'museum',
] as const;
export type TourCategorySlug = (typeof tourCategorySlugs)[number];

export function isTourCategorySlug(value: unknown): value is TourCategorySlug {
  return typeof value === 'string' && (tourCategorySlugs as readonly string[]).includes(value);
}
