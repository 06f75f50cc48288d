// Server-only: the browser receives just its own language's catalog from the root loader.
import de_DE from './messages/de_DE.json' with { type: 'json' };
import en_US from './messages/en_US.json' with { type: 'json' };
import es_ES from './messages/es_ES.json' with { type: 'json' };
import fr_FR from './messages/fr_FR.json' with { type: 'json' };
import it_IT from './messages/it_IT.json' with { type: 'json' };
import ja_JP from './messages/ja_JP.json' with { type: 'json' };
import ru_RU from './messages/ru_RU.json' with { type: 'json' };
import type { Locale } from '../locales.ts';
import { createTranslator, type Messages, type Translate } from './translate.ts';

export const catalogs: Readonly<Record<Locale, Messages>> = { en_US, fr_FR, de_DE, es_ES, it_IT, ru_RU, ja_JP };

const translators = new Map<Locale, Translate>();

export function translatorFor(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator(locale, catalogs[locale], catalogs.en_US);
    translators.set(locale, translate);
  }
  return translate;
}
