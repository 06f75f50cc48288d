import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Airport } from '@cicerone/core/contracts/airports';
import { messagesFor, translatorFor } from '@cicerone/core/i18n/catalogs';
import { I18nProvider } from '../i18n/i18n.tsx';
import { AirportField, airportLabel } from './airport-field.tsx';
import { CruiseShipField, shipsOf } from './cruise-ship-field.tsx';

const cdg: Airport = {
  code: 'CDG',
  name: 'Paris-Charles De Gaulle Airport',
  city: 'Paris',
  country: { code: 'FR', name: 'France' },
  latitude: 49.003196,
  longitude: 2.567023,
  timeZone: 'Europe/Paris',
};
const render = (node: React.ReactNode, locale: 'en_US' | 'ja_JP' = 'en_US') =>
  renderToStaticMarkup(
    <I18nProvider locale={locale} messages={messagesFor(locale)}>
      {node}
    </I18nProvider>,
  );

describe('AirportField', () => {
  it('reads an airport as its code, name, city and country', () => {
    expect(airportLabel(translatorFor('en_US'), cdg)).toBe('CDG — Paris-Charles De Gaulle Airport, Paris, France');
  });

  it('is a labelled ARIA combobox owning its listbox, and sends the chosen code in the named hidden field', () => {
    const html = render(<AirportField name="airport" defaultCode="CDG" defaultText={airportLabel(translatorFor('en_US'), cdg)} required />);
    const input = /<input[^>]*role="combobox"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('aria-autocomplete="list"');
    expect(input).toContain('value="CDG — Paris-Charles De Gaulle Airport, Paris, France"');
    const inputId = /id="([^"]+)"/.exec(input)?.[1];
    const listId = /aria-controls="([^"]+)"/.exec(input)?.[1];
    expect(html).toContain(`<label for="${inputId}" class="field-label">Airport</label>`);
    expect(html).toContain(`<ul id="${listId}" role="listbox"`);
    expect(html).toContain('<input type="hidden" name="airport" value="CDG"/>');
  });

  it('sends nothing until an airport is chosen, and the typed text under its own name (all a form sends without JavaScript)', () => {
    const html = render(<AirportField name="airport" textName="airportText" inputId="quote-airportText" defaultText="cdg" />);
    expect(html).toContain('<input type="hidden" name="airport" value=""/>');
    expect(/<input[^>]*role="combobox"[^>]*>/.exec(html)?.[0]).toMatch(/id="quote-airportText"[^>]*name="airportText"[^>]*value="cdg"/);
  });
});

describe('CruiseShipField', () => {
  const companies = [
    { id: 1, name: 'Cunard', ships: [{ id: 10, name: 'Queen Mary 2' }] },
    { id: 2, name: 'Disney Cruise Line', ships: [{ id: 20, name: 'Disney Wish' }] },
  ];

  it('offers the chosen company’s ships only, none before a company is chosen', () => {
    expect(shipsOf(companies, 2)).toEqual([{ id: 20, name: 'Disney Wish' }]);
    expect(shipsOf(companies, undefined)).toEqual([]);
    expect(shipsOf(companies, 99)).toEqual([]);
  });

  it('renders two labelled selects under the caller’s names, the ship one waiting for a company', () => {
    const html = render(<CruiseShipField companyName="cruiseCompany" shipName="ship" />, 'ja_JP');
    expect(html).toMatch(/<select[^>]*name="cruiseCompany"[^>]*aria-busy="true"/);
    expect(html).toMatch(/<select[^>]*name="ship"[^>]*disabled=""/);
    expect(html).toContain('クルーズ会社');
  });
});
