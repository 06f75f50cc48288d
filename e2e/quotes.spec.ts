// Services on request (issue 16): an airport pickup asked for in en_US / USD on a 375 px phone. The
// form lists what is missing before sending; the request's page shows the reference; the admin
// answers in the back office with an offer in dollars; the traveller sees the price and, before
// confirming, the free-cancellation limit (48 h before the pickup), and accepts: the page says the
// team will arrange the payment (the checkout takes no service yet).
//
// The airport is found by typing 'charles' (the airports' dataset, decision 0021).
//
// A cruise in it_IT / EUR on a desktop: the company, then one of its ships (the seeded table), two
// stopovers, the second added with its button, both kept in order on the request's page.
//
// Not yet here (decision 0022, 'Not done yet'): paying the offer by test card, the booking showing
// the flight and terminal, cancelling 30 h before; the agent's business trip at 10 % — they wait
// for the checkout's service door.
import { describe } from 'vitest';
import { hydrated } from './support/browser.ts';
import { toast } from './support/accounts.ts';
import { formatted, startsWith } from './support/site.ts';
import { expect, test } from './support/users.ts';

const locale = 'en_US';
const site = `/${locale}/USD`;
const t = (key: string, values?: Record<string, string | number>) => formatted(locale, key, values);
const tIt = (key: string, values?: Record<string, string | number>) => formatted('it_IT', key, values);
const day = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

describe('an airport pickup on request', () => {
  test('asked on a phone, answered with an offer in dollars, accepted, the team to arrange the payment — en_US USD phone', { timeout: 120_000 }, async ({ open, signUp, staff }) => {
    const { page, context } = await open('phone');
    const traveller = await signUp(context, { locale });
    const field = (key: string) => page.locator('form.quote-form').getByLabel(startsWith(t(key)));

    await page.goto(`${site}/airport-pickup`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: t('quotes.page.airport-pickup.title') }).waitFor();
    // Spec §5: the missing fields are listed before anything is sent.
    await page.getByRole('button', { name: t('quotes.form.submit') }).click();
    await page.locator('.error-summary li').first().waitFor();
    const listed = await page.locator('.error-summary li').allInnerTexts();
    for (const key of ['quotes.airport.label', 'quotes.form.flightNumber', 'quotes.form.terminal', 'quotes.form.phone']) expect(listed).toContain(`${t(key)}: ${t('errors.field.required')}`);

    // 'charles' finds Paris-Charles de Gaulle (and Lake Charles); the form sends its code.
    await page.getByRole('combobox', { name: t('quotes.airport.label') }).fill('charles');
    await page.getByRole('option', { name: /^CDG — / }).click();
    expect(await page.getByRole('combobox', { name: t('quotes.airport.label') }).inputValue()).toMatch(/^CDG — Paris/);
    await field('quotes.form.flightNumber').fill('AF1234');
    await field('quotes.form.terminal').fill('2E');
    await field('quotes.form.date').fill(day(10));
    await field('quotes.form.time').fill('06:40');
    await field('quotes.form.address').fill('12 rue de Rivoli, Paris');
    await field('quotes.form.suitcases').fill('2');
    await field('quotes.form.name').fill('Ann Traveller');
    await field('quotes.form.phone').fill('+1 212 555 0100');
    await field('quotes.form.email').fill(traveller.email);
    await page.getByRole('button', { name: t('quotes.form.submit') }).click();
    await page.waitForURL(/\/quotes\/QT-[0-9A-Z]{7}$/);
    const reference = /QT-[0-9A-Z]{7}/.exec(page.url())?.[0] ?? '';
    await page.getByText(t('quotes.status.submitted')).first().waitFor();
    const asked = await page.locator('.quote-facts').innerText();
    expect(asked).toContain('AF1234');
    expect(asked).toContain('CDG');
    // The pickup's time is read in the airport's zone.
    expect(asked).toContain('Europe/Paris');

    // The team answers in the back office.
    const admin = await open('desktop', { storageState: await staff('admin') });
    await admin.page.goto(`${site}/admin/quotes/${reference}`);
    await hydrated(admin.page);
    await admin.page.getByLabel(startsWith(t('quotes.admin.amount', { currency: 'USD' }))).fill('85.00');
    await admin.page.getByLabel(startsWith(t('quotes.admin.included'))).fill('Private car, meet and greet, 60 min waiting');
    await admin.page.getByLabel(startsWith(t('quotes.admin.validUntil'))).fill(day(5));
    await admin.page.getByRole('button', { name: t('quotes.admin.send') }).click();
    await toast(admin.page, t('quotes.admin.sent')).waitFor();

    // The traveller reads the offer, and the cancellation terms before confirming.
    await page.goto(`${site}/quotes/${reference}`);
    await hydrated(page);
    const offer = page.locator('.quote-offer');
    await offer.getByText('$85.00').waitFor();
    // 'Free cancellation until {date}; no refund after that.', the date 48 h before the pickup.
    const [before, after] = t('quotes.page.freeUntil', { date: '@' }).split('@');
    const terms = await offer.locator('.quote-cancellation').innerText();
    expect(terms.startsWith(before ?? '') && terms.endsWith(after ?? '')).toBe(true);
    await offer.getByRole('button', { name: t('quotes.page.acceptNamed', { reference }) }).click();
    // The checkout takes no service yet: the page says the team will arrange the payment (decision 0022).
    await toast(page, t('quotes.page.accepted')).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${site}/quotes/${reference}`);
    await offer.getByText(t('quotes.status.accepted')).waitFor();
  });
});

describe('a cruise shore excursion on request', () => {
  test('a company, then its ship, two stopovers, the second added in place, kept in order — it_IT EUR desktop', { timeout: 90_000 }, async ({ open, signUp }) => {
    const { page, context } = await open('desktop');
    const traveller = await signUp(context, { locale: 'it_IT' });
    const form = page.locator('form.quote-form');
    const field = (key: string, values?: Record<string, string | number>) => form.getByLabel(startsWith(tIt(key, values)));

    await page.goto('/it_IT/EUR/cruise-tour');
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: tIt('quotes.page.cruise.title') }).waitFor();
    // The ship list waits for a company, and offers only that company's ships.
    await form.getByLabel(tIt('quotes.cruise.ship')).and(page.locator('select:disabled')).waitFor();
    await form.getByLabel(tIt('quotes.cruise.company')).selectOption({ label: 'MSC Cruises' });
    await form.getByLabel(tIt('quotes.cruise.ship')).selectOption({ label: 'MSC World Europa' });
    await field('quotes.form.stop.port', { number: 1 }).fill('Napoli');
    await field('quotes.form.stop.date', { number: 1 }).fill(day(20));
    await field('quotes.form.stop.arrival', { number: 1 }).fill('08:00');
    await field('quotes.form.stop.departure', { number: 1 }).fill('18:00');
    await form.getByRole('button', { name: tIt('quotes.form.stop.add') }).click();
    await field('quotes.form.stop.port', { number: 2 }).fill('Palermo');
    await field('quotes.form.stop.date', { number: 2 }).fill(day(21));
    await field('quotes.form.stop.arrival', { number: 2 }).fill('09:00');
    await field('quotes.form.stop.departure', { number: 2 }).fill('17:30');
    await field('quotes.form.name').fill('Carla Viaggiatrice');
    await field('quotes.form.phone').fill('+39 06 1234 5678');
    await field('quotes.form.email').fill(traveller.email);
    await form.getByRole('button', { name: tIt('quotes.form.submit') }).click();
    await page.waitForURL(/\/it_IT\/EUR\/quotes\/QT-[0-9A-Z]{7}$/);
    const facts = await page.locator('.quote-facts').innerText();
    expect(facts).toContain('MSC Cruises');
    expect(facts).toContain('MSC World Europa');
    expect(facts.indexOf('Napoli')).toBeGreaterThan(-1);
    expect(facts.indexOf('Palermo')).toBeGreaterThan(facts.indexOf('Napoli'));
  });
});
