import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type MessageValues = Record<string, string | number | Date>;

/**
 * Formats an ICU message already parsed by formatjs' parser (on the server, see catalogs.ts).
 * The browser therefore ships neither the parser nor intl-messageformat — the home page's
 * JavaScript budget (120 KB) has no room for them. format-message.test.ts checks that every
 * catalog message renders exactly as intl-messageformat renders it.
 */
export function formatMessage(elements: readonly MessageFormatElement[], locale: string, values: MessageValues = {}): string {
  return render(elements, locale, values, undefined);
}

// Element types of @formatjs/icu-messageformat-parser (its TYPE enum), spelled out so no runtime import is needed.
const LITERAL = 0, ARGUMENT = 1, NUMBER = 2, DATE = 3, TIME = 4, SELECT = 5, PLURAL = 6, POUND = 7, TAG = 8;

function render(elements: readonly MessageFormatElement[], locale: string, values: MessageValues, pound: number | undefined): string {
  let out = '';
  for (const element of elements) {
    switch (element.type as number) {
      case LITERAL:
        out += (element as { value: string }).value;
        break;
      case ARGUMENT: {
        const value = values[(element as { value: string }).value];
        out += value === undefined ? `{${(element as { value: string }).value}}` : String(value);
        break;
      }
      case NUMBER: {
        const { value, style } = element as { value: string; style?: unknown };
        out += numberFormat(locale, style === 'percent' ? 'percent' : style === 'integer' ? 'integer' : undefined).format(Number(values[value]));
        break;
      }
      case DATE:
      case TIME: {
        const { value, style } = element as { value: string; style?: unknown };
        const length = (['short', 'medium', 'long', 'full'] as const).find((s) => s === style) ?? (element.type === DATE ? 'short' : 'short');
        const options: Intl.DateTimeFormatOptions = element.type === DATE ? { dateStyle: length } : { timeStyle: length };
        out += new Intl.DateTimeFormat(locale, options).format(new Date(values[value] as string | number | Date));
        break;
      }
      case SELECT: {
        const { value, options } = element as { value: string; options: Record<string, { value: MessageFormatElement[] }> };
        const chosen = options[String(values[value])] ?? options.other;
        if (chosen) out += render(chosen.value, locale, values, pound);
        break;
      }
      case PLURAL: {
        const { value, options, offset, pluralType } = element as {
          value: string;
          offset: number;
          pluralType: Intl.PluralRuleType;
          options: Record<string, { value: MessageFormatElement[] }>;
        };
        const count = Number(values[value]);
        const chosen = options[`=${count}`] ?? options[pluralRules(locale, pluralType).select(count - offset)] ?? options.other;
        if (chosen) out += render(chosen.value, locale, values, count - offset);
        break;
      }
      case POUND:
        out += pound === undefined ? '#' : numberFormat(locale, undefined).format(pound);
        break;
      case TAG:
        out += render((element as { children: MessageFormatElement[] }).children, locale, values, pound);
        break;
    }
  }
  return out;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, style: 'percent' | 'integer' | undefined): Intl.NumberFormat {
  const key = `${locale}|${style ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, style === 'percent' ? { style: 'percent' } : style === 'integer' ? { maximumFractionDigits: 0 } : {});
    numberFormats.set(key, format);
  }
  return format;
}

const pluralRuleSets = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}|${type}`;
  let rules = pluralRuleSets.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRuleSets.set(key, rules);
  }
  return rules;
}
