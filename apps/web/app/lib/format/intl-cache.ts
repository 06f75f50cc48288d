/**
 * Intl formatters made once per language and options, then reused: building one costs tens of
 * microseconds (it loads the locale's data), using one a fraction of that, and a tour page formats a
 * month of days, its reviews' dates and its weekdays on every render. A page's languages and options
 * are few, so the maps stay small.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

function made<F, O>(formats: Map<string, F>, tag: string, options: O, make: (tag: string, options: O) => F): F {
  const key = `${tag}|${JSON.stringify(options)}`;
  const known = formats.get(key);
  if (known) return known;
  const format = make(tag, options);
  formats.set(key, format);
  return format;
}

export const dateFormat = (tag: string, options: Intl.DateTimeFormatOptions) => made(dateFormats, tag, options, (...args) => new Intl.DateTimeFormat(...args));

export const listFormat = (tag: string, options: Intl.ListFormatOptions) => made(listFormats, tag, options, (...args) => new Intl.ListFormat(...args));
