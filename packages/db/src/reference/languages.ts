import { languageTag, locales, type Locale } from '@cicerone/core/locales';

export interface LanguageRecord {
  code: Locale;
  /** English name: 'German'. */
  name: string;
  /** The language's name in itself, capitalised as a menu item: 'Deutsch', 'Français', '日本語', 'Русский'. */
  nativeName: string;
  activated: boolean;
  order: number;
}

/*
 * Names come from ICU (full data in Node 24), asked for the base language ('fr', not
 * 'fr-FR'): the picker lists languages, and "français (France)" would suggest a
 * regional variant. CLDR writes most language names in lower case, as they are inside
 * a sentence; a picker item starts with a capital, in that language's own casing rules.
 */
function languageName(code: Locale, inLanguage: string): string {
  const base = code.slice(0, 2);
  const name = new Intl.DisplayNames([inLanguage], { type: 'language', languageDisplay: 'standard' }).of(base) ?? base;
  return name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
}

/** The seven interface languages, all activated, in the picker's order (`locales`). */
export const languages: readonly LanguageRecord[] = locales.map((code, index) => ({
  code,
  name: languageName(code, 'en-US'),
  nativeName: languageName(code, languageTag(code)),
  activated: true,
  order: index + 1,
}));
