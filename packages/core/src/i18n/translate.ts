import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { languageTag, type Locale } from '../locales.ts';
import { formatMessage, type MessageValues } from './format-message.ts';

export type { MessageValues };

/** A flat catalog, already parsed: 'feature.component.key' → ICU message elements. */
export type Messages = Readonly<Record<string, MessageFormatElement[]>>;
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
    return message === undefined ? key : formatMessage(message, tag, values);
  };
}
