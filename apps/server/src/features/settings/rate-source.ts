import { isCalendarDay } from '@cicerone/core/checkout/month-grid';

/** The European Central Bank's daily reference rates: EUR → about 30 currencies, published around 16:00 CET on working days. */
export const ecbDailyRatesUrl = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

export interface SourceRates {
  /** The source's date of the rates (YYYY-MM-DD). */
  date: string;
  /** EUR → currency as the source wrote it (a decimal string, stored as is in the numeric column). */
  rates: Map<string, string>;
}

/** A source that did not answer, or answered something that is not the rates file, says why. */
export class RateSourceError extends Error {}

/** A whole file is a few kilobytes; anything far larger is not it. */
const maxBytes = 256 * 1024;
const timeoutMs = 10_000;
/** What the columns hold: numeric(24, 10). */
const decimal = /^\d{1,13}(\.\d{1,10})?$/;

/** GETs the rates file and reads it; throws RateSourceError on any failure (the caller keeps the stored rates). */
export async function fetchSourceRates(url: string): Promise<SourceRates> {
  let body: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/xml, text/xml' } });
    if (!response.ok) throw new RateSourceError(`answered ${response.status}`);
    body = await response.text();
  } catch (error) {
    if (error instanceof RateSourceError) throw error;
    throw new RateSourceError(`unreachable: ${(error as Error).message}`);
  }
  if (body.length > maxBytes) throw new RateSourceError('answer too large');
  return parseEcbRates(body);
}

interface Cube {
  time?: string;
  currency?: string;
  rate?: string;
  Cube?: Cube[];
}

/**
 * Reads the ECB's eurofxref XML (an Envelope holding Cube > Cube time='…' > Cube currency='…' rate='…')
 * with a validating parser: malformed XML, no dated cube, a repeated currency or a rate that is not a
 * plain decimal make the whole file refused. Namespaces are dropped, since the ECB's default one is
 * not what identifies the file; its shape is.
 */
export async function parseEcbRates(xml: string): Promise<SourceRates> {
  // The XML parser loads with the first refresh, not at start (config.ts reads this file's address).
  const { XMLParser, XMLValidator } = await import('fast-xml-parser');
  if (XMLValidator.validate(xml) !== true) throw new RateSourceError('not well-formed XML');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    parseAttributeValue: false,
    processEntities: false,
    isArray: (name) => name === 'Cube',
  });
  const document = parser.parse(xml) as { Envelope?: { Cube?: Cube[] } };
  const day = document.Envelope?.Cube?.[0]?.Cube?.[0];
  if (!day?.time || !isCalendarDay(day.time)) throw new RateSourceError('no dated rates');
  const rates = new Map<string, string>();
  for (const cube of day.Cube ?? []) {
    const { currency, rate } = cube;
    if (!currency || !/^[A-Z]{3}$/.test(currency) || rate === undefined || !decimal.test(rate)) throw new RateSourceError(`unreadable rate ${currency ?? '?'}=${rate ?? '?'}`);
    if (rates.has(currency)) throw new RateSourceError(`${currency} quoted twice`);
    rates.set(currency, rate);
  }
  if (rates.size === 0) throw new RateSourceError('no rates');
  return { date: day.time, rates };
}
