import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { languageTag, type Locale } from '../locales.ts';
import { formatMessage, type MessageValues } from './format-message.ts';

export type { MessageValues };

/**
 * A flat catalog, already parsed: 'feature.component.key' → ICU message elements, or the text itself for a
 * message without arguments (most of them): a page's hydration data then carries a string, not its syntax tree.
 */
export type Messages = Readonly<Record<string, string | MessageFormatElement[]>>;
export type Translate = (key: string, values?: MessageValues) => string;

/**
 * Looks a key up in the catalog (which already holds English for what the language lacks),
 * and shows the key itself when even English lacks it: a bug the catalog test catches,
 * never a crash for the visitor.
 */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const tag = languageTag(locale);
  return (key, values) => {
    const message = messages[key];
    return message === undefined ? key : typeof message === 'string' ? message : formatMessage(message, tag, values);
  };
}
