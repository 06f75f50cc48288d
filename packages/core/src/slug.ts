/**
 * Removes accents and folds case the same way for slugs and for search, so that
 * 'Zürich', 'ZURICH' and 'zurich' meet. Non-Latin scripts are kept as they are.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[đð]/g, 'd')
    .replace(/[ł]/g, 'l')
    .toLowerCase()
    .trim();
}

/**
 * The URL slug of a city, country or continent: lowercase, accents removed,
 * spaces turned into hyphens, anything else that is not a letter or digit dropped.
 */
export function slugify(text: string): string {
  return foldForSearch(text)
    .replace(/['’`]/g, '')
    .replace(/[^\p{Letter}\p{Number}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
