/**
 * How much typed text makes a search (requirements §rules.search autocomplete, §constants.limits 'autocomplete minimum'), one rule for the
 * browser's fields and the API alike (decision 0013). Three characters is a rule for alphabetic scripts,
 * where 'pa' is the start of many names; in Chinese, Japanese and Korean one or two characters are a whole
 * name (京都, 東京, パリ, 서울), so text holding such a character is a search from its first character.
 * Zod-free, so the browser bundle stays small.
 */

/** Alphabetic scripts: a search starts at 3 characters. */
export const alphabeticSearchMinLength = 3;

/** Han, kana and Hangul: a search starts at 1 character. */
export const ideographicSearchMinLength = 1;

const wholeNameScripts = /[\p{sc=Han}\p{sc=Hira}\p{sc=Kana}\p{sc=Hang}]/u;

/** Whether `text` is written (at least in part) in a script whose one or two characters make a name. */
export function hasIdeographicText(text: string): boolean {
  return wholeNameScripts.test(text);
}

/** The fewest characters (code points, after trimming) that make `text` a search. */
export function searchMinLength(text: string): number {
  return hasIdeographicText(text) ? ideographicSearchMinLength : alphabeticSearchMinLength;
}

/** Whether the typed text is long enough to search for (leading and trailing spaces do not count). */
export function isSearchable(text: string): boolean {
  const trimmed = text.trim();
  return [...trimmed].length >= searchMinLength(trimmed);
}
