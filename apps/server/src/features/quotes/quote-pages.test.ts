import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '@cicerone/core/roles';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTestSite } from '../../test/site.ts';
import { seededShipId } from '../../test/quote-factory.ts';

/**
 * The request pages and the quote page as pages (requirements §screens.quotes): the form's action is the same
 * service call as POST /api/quotes (decision 0013), problems come back at their fields, and the
 * request's page opens with the e-mailed token, shows what was typed as text, and takes the answer.
 */
let site: Awaited<ReturnType<typeof createTestSite>>;
let admin: TestUser;
beforeAll(async () => {
  site = await createTestSite();
  admin = await userWithSession(site.app, site.db, { role: roles.admin });
}, 120_000);
afterAll(() => site.close());

const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const post = (path: string, fields: Record<string, string>, cookies: Record<string, string> = {}) =>
  site.app.inject({ method: 'POST', url: `/en_US/USD${path}`, headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' }, cookies, payload: new URLSearchParams(fields).toString() });

const pickup = {
  form: 'quote',
  routeType: 'airport_to_address',
  airportText: 'CDG — Paris-Charles De Gaulle Airport, Paris, France',
  airportCode: 'CDG',
  flightNumber: 'af 1234',
  terminal: '2E',
  date: '2031-03-02',
  time: '06:40',
  address: '12 rue de Rivoli, Paris',
  suitcases: '2',
  'travellers.adults': '2',
  'travellers.children': '0',
  'travellers.infants': '0',
  'contact.name': 'Ann <i>Traveller</i>',
  'contact.phone': '+1 212 555 0100',
  'contact.email': 'ann.pages@example.com',
  message: '',
};

describe('the airport pickup page', () => {
  it('renders its form in the language of the address', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/fr_FR/EUR/airport-pickup' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('name="flightNumber"');
    expect(response.body).toContain('Numéro de vol');
  });

  it('sends a visitor’s request to its page with the follow token, and the page shows it as text', async () => {
    const sent = await post('/airport-pickup', pickup);
    expect(sent.statusCode, sent.body.slice(0, 500)).toBe(303);
    const location = String(sent.headers.location);
    expect(location).toMatch(/^\/en_US\/USD\/quotes\/QT-[0-9A-Z]{7}\?token=/);
    const shown = await site.app.inject({ method: 'GET', url: location });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('AF1234');
    expect(shown.body).toContain('Ann &lt;i&gt;Traveller&lt;/i&gt;');
    expect((await site.app.inject({ method: 'GET', url: location.split('?')[0] ?? '' })).statusCode).toBe(404);
  });

  it('answers missing and wrong fields at their names, and keeps what was typed', async () => {
    const sent = await post('/airport-pickup', { ...pickup, flightNumber: '', terminal: '', 'contact.phone': '12' });
    expect(sent.statusCode).toBe(400);
    expect(sent.body).toContain('id="quote-flightNumber-error"');
    expect(sent.body).toContain('id="quote-terminal-error"');
    expect(sent.body).toContain('id="quote-contact.phone-error"');
    expect(sent.body).toContain('12 rue de Rivoli');
  });

  it('without JavaScript takes a typed IATA code as the airport, and any other text as no airport', async () => {
    const typed = await post('/airport-pickup', { ...pickup, airportCode: '', airportText: ' cdg ', 'contact.email': 'ann.nojs@example.com' });
    expect(typed.statusCode, typed.body.slice(0, 500)).toBe(303);
    const reference = /QT-[0-9A-Z]{7}/.exec(String(typed.headers.location))?.[0] ?? '';
    expect(await site.app.services.quotes.admin.show(reference)).toMatchObject({ request: { airportCode: 'CDG' }, start: { timeZone: 'Europe/Paris' } });

    const named = await post('/airport-pickup', { ...pickup, airportCode: '', airportText: 'Charles de Gaulle', 'contact.email': 'ann.nojs@example.com' });
    expect(named.statusCode).toBe(400);
    expect(named.body).toMatch(/id="quote-airportCode-error">This field is required\./);
    expect(named.body).toContain('value="Charles de Gaulle"');

    const unknown = await post('/airport-pickup', { ...pickup, airportCode: '', airportText: 'QQQ', 'contact.email': 'ann.nojs@example.com' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('id="quote-airportCode-error">No airport with scheduled flights has this code');
  });
});

describe('the cruise page', () => {
  it('reads its stopover rows in order, a removed row leaving a gap', async () => {
    const sent = await post('/cruise-tour', {
      form: 'quote',
      cruiseCompanyId: '1',
      cruiseShipId: String(await seededShipId(site.db, 'msc/msc-world-europa')),
      'stopovers.0.port': 'Naples',
      'stopovers.0.date': '2031-06-01',
      'stopovers.0.arrival': '08:00',
      'stopovers.0.departure': '18:00',
      'stopovers.2.port': 'Palermo',
      'stopovers.2.date': '2031-06-02',
      'stopovers.2.arrival': '09:00',
      'stopovers.2.departure': '17:30',
      'travellers.adults': '2',
      'contact.name': 'Carla',
      'contact.phone': '+39 06 1234 5678',
      'contact.email': 'carla.pages@example.com',
    });
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(303);
    const reference = /QT-[0-9A-Z]{7}/.exec(String(sent.headers.location))?.[0] ?? '';
    const shown = await site.app.services.quotes.admin.show(reference);
    expect(shown.request).toMatchObject({ cruiseLine: 'MSC Cruises', ship: 'MSC World Europa' });
    expect(shown.request['stopovers']).toEqual([
      // Posted without a port chosen from the city search (no JavaScript): no city, read as UTC.
      { port: 'Naples', cityId: null, date: '2031-06-01', arrival: '08:00', departure: '18:00' },
      { port: 'Palermo', cityId: null, date: '2031-06-02', arrival: '09:00', departure: '17:30' },
    ]);
  });

  it('says at the ship a ship no longer in service', async () => {
    const sent = await post('/cruise-tour', {
      form: 'quote',
      cruiseShipId: '2000000',
      'stopovers.0.port': 'Naples',
      'stopovers.0.date': '2031-06-01',
      'stopovers.0.arrival': '08:00',
      'stopovers.0.departure': '18:00',
      'travellers.adults': '2',
      'contact.name': 'Carla',
      'contact.phone': '+39 06 1234 5678',
      'contact.email': 'carla.sunk@example.com',
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.body).toContain('id="quote-cruiseShipId-error">This ship is no longer in service');
  });
});

describe('the back office answers with an offer', () => {
  it('takes the price typed in the traveller’s currency as its minor units', async () => {
    const sent = await post('/airport-pickup', { ...pickup, 'contact.email': 'ann.offer@example.com' });
    const reference = /QT-[0-9A-Z]{7}/.exec(String(sent.headers.location))?.[0] ?? '';
    const answered = await post(`/admin/quotes/${reference}`, { form: 'offer', amount: '85.50', included: 'Private car', validUntil: '2031-02-20' }, { access_token: admin.accessToken });
    expect(answered.statusCode, answered.body.slice(0, 300)).toBe(303);
    expect((await site.app.services.quotes.admin.show(reference)).offer).toMatchObject({ amount: 85_50, currency: 'USD' });
  });
});

describe('the traveller accepts the offer', () => {
  it('opens the cart with the offer, to pay at checkout like a tour (decision 0027)', async () => {
    const traveller = await userWithSession(site.app, site.db);
    const signedIn = { access_token: traveller.accessToken };
    const sent = await post('/airport-pickup', { ...pickup, 'contact.email': 'ann.accept@example.com' }, signedIn);
    const reference = /QT-[0-9A-Z]{7}/.exec(String(sent.headers.location))?.[0] ?? '';
    await post(`/admin/quotes/${reference}`, { form: 'offer', amount: '85.50', included: 'Private car', validUntil: '2031-02-20' }, { access_token: admin.accessToken });

    const accepted = await post(`/quotes/${reference}`, { intent: 'accept' }, signedIn);
    expect(accepted.statusCode, accepted.body.slice(0, 300)).toBe(303);
    expect(accepted.headers.location).toBe('/en_US/USD/cart');
    const cart = await site.app.inject({ method: 'GET', url: String(accepted.headers.location), cookies: signedIn });
    expect(cart.body).toContain(reference);
    expect(cart.body).toContain('Airport pickup and drop-off');
    expect(cart.body).toContain('$85.50');
    const request = await site.app.inject({ method: 'GET', url: `/en_US/USD/quotes/${reference}`, cookies: signedIn });
    expect(request.body).toContain('Accepted: in your cart, waiting for payment');
    expect(request.body).toContain('/en_US/USD/checkout');
  });
});
