import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@cicerone/core/money';
import { includedVat } from '@cicerone/core/checkout/vat';
import { address, appUser } from '@cicerone/db/schema/accounts';
import { booking, invoice } from '@cicerone/db/schema/orders';
import { translatorFor } from '@cicerone/core/i18n/catalogs';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead, paidBooking, type PlacedBooking } from '../../test/orders-factory.ts';
import { myBookings } from '../bookings/booking-queries.ts';
import { renderVoucher } from './voucher-pdf.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tour: { id: number; title: string };
let alice: TestUser;
let bob: TestUser;
let paid: PlacedBooking;

beforeAll(async () => {
  test = await createTestApp();
  tour = await bookableTour(test.db);
  alice = await userWithSession(test.app, test.db);
  bob = await userWithSession(test.app, test.db);
  paid = await paidBooking(test, alice, tour.id, dayAhead(30), { item: { specialRequirements: 'A wheelchair-friendly route, please' } });
});
afterAll(() => test.close());

const get = (url: string, user?: TestUser) => test.app.inject({ url, headers: user ? { authorization: user.bearer } : {} });

/** What a traveller reads in the PDF: its text, pages joined. */
async function textOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}

describe('the voucher', () => {
  it('is a PDF download of the booking: reference, tour, when, who, and what to do with it', async () => {
    const response = await get(`/api/me/bookings/${paid.id}/voucher.pdf`, alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cicerone-voucher-${paid.reference}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(response.rawPayload);
    for (const expected of [
      'Voucher',
      paid.reference,
      paid.order.reference,
      tour.title,
      'Hotel lobby',
      'A wheelchair-friendly route, please',
      'Ada Traveller',
      '+33 6 12 34 56 78',
      'ada@example.com',
      '2 adults',
      '4 hours',
      'English',
      '10:00 AM',
      'Present this voucher to your guide',
      'hello@cicerone.travel',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is found by the booking reference too, and written in the language asked for', async () => {
    const japanese = await textOf((await get(`/api/me/bookings/${paid.reference}/voucher.pdf?language=ja_JP`, alice)).rawPayload);
    expect(japanese).toContain('バウチャー');
    expect(japanese).toContain('予約番号');
    expect(japanese).toContain('大人2名');
    expect(japanese).toContain(paid.reference);
    const russian = await textOf((await get(`/api/me/bookings/${paid.id}/voucher.pdf?language=ru_RU`, alice)).rawPayload);
    expect(russian).toContain('Ваучер');
    expect(russian).toContain('Номер бронирования');
    expect(russian).toContain('2 взрослых');
  });

  it('is the owner’s only: another account gets 404, a visitor 401', async () => {
    const other = await get(`/api/me/bookings/${paid.id}/voucher.pdf`, bob);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'booking_not_found' });
    expect((await get(`/api/me/bookings/${paid.id}/voucher.pdf`)).statusCode).toBe(401);
    expect((await get(`/api/me/bookings/${paid.id}/invoice.pdf`, bob)).statusCode).toBe(404);
    expect((await get(`/api/me/bookings/${paid.id}/invoice.pdf`)).statusCode).toBe(401);
  });

  it('waits for the payment (409), and is gone once the booking is cancelled (409)', async () => {
    const waiting = await bankBooking(test, alice, tour.id, dayAhead(40));
    const response = await get(`/api/me/bookings/${waiting.id}/voucher.pdf`, alice);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'voucher_not_available' });
    const invoiceResponse = await get(`/api/me/bookings/${waiting.id}/invoice.pdf`, alice);
    expect(invoiceResponse.statusCode).toBe(409);
    expect(invoiceResponse.json()).toMatchObject({ code: 'invoice_not_available' });

    const later = await paidBooking(test, alice, tour.id, dayAhead(45));
    await test.db.update(booking).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(booking.id, later.id));
    const cancelled = await get(`/api/me/bookings/${later.id}/voucher.pdf`, alice);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ code: 'voucher_booking_cancelled', message: `Booking ${later.reference} was cancelled: it has no voucher any more.` });
    const french = await test.app.inject({ url: `/api/me/bookings/${later.reference}/voucher.pdf?language=fr_FR`, headers: { authorization: alice.bearer } });
    expect(french.statusCode).toBe(409);
    expect(french.json()).toEqual({ code: 'voucher_booking_cancelled', message: `La réservation ${later.reference} a été annulée : elle n’a plus de bon.` });
  });

  it('renders in well under 50 ms once the fonts are loaded', async () => {
    const [row] = await myBookings(test.db, { userId: alice.id, locale: 'ja_JP', id: paid.id });
    if (!row) throw new Error('the booking is expected');
    const t = translatorFor('ja_JP');
    await renderVoucher(row, 'ja_JP', t);
    const runs = 10;
    const started = performance.now();
    for (let run = 0; run < runs; run += 1) await renderVoucher(row, 'ja_JP', t);
    const perVoucher = (performance.now() - started) / runs;
    console.info(`voucher render: ${perVoucher.toFixed(1)} ms warm (PDF only, Japanese)`);
    // Generous for a loaded CI machine running files in parallel; the figure above is the one to watch.
    expect(perVoucher).toBeLessThan(150);
  });
});

describe('the invoice', () => {
  it('names seller and buyer, its number and date, the lines and the VAT included', async () => {
    await test.db.update(appUser).set({ companyName: 'Ada Travel Ltd', vatNumber: 'GB123456789', taxNumber: 'TX-42' }).where(eq(appUser.id, alice.id));
    await test.db.insert(address).values({ userId: alice.id, isPrimary: true, street: '1 Long Lane', zip: 'EC1A 1AA', city: 'London', country: 'GB' });
    const [issued] = await test.db.select().from(invoice).where(eq(invoice.orderId, paid.orderId));
    expect(issued?.number).toMatch(/^\d{4}-\d{6}$/);

    const response = await get(`/api/me/bookings/${paid.reference}/invoice.pdf`, alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cicerone-invoice-${issued?.number}.pdf"`);
    const text = await textOf(response.rawPayload);
    const euros = (cents: number) => formatMoney(cents, { code: 'EUR', minorUnits: 2 }, 'en-US');
    for (const expected of [
      'Invoice',
      issued?.number ?? '',
      paid.order.reference,
      'Cicerone SAS',
      'RCS Paris 912 345 678',
      'VAT number: FR12912345678',
      'Ada Travel Ltd',
      '1 Long Lane',
      'London',
      'United Kingdom',
      'VAT number: GB123456789',
      'Tax number: TX-42',
      tour.title,
      paid.reference,
      `Total paid`,
      euros(paid.order.grandTotal),
      'Including VAT (20 %)',
      euros(includedVat(paid.order.grandTotal)),
    ]) {
      expect(text).toContain(expected);
    }
    expect(euros(paid.order.grandTotal)).toMatch(/^€\d/);
  });

  it('is in yen without decimals for an order in yen, with its coins and cancelled lines', async () => {
    const yen = await paidBooking(test, bob, tour.id, dayAhead(50), { currency: 'JPY', coins: 1_000 });
    expect(yen.order.currency).toBe('JPY');
    expect(yen.order.coins).toBeGreaterThan(0);
    await test.db.update(booking).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(booking.id, yen.id));
    const response = await get(`/api/me/bookings/${yen.id}/invoice.pdf?language=ja_JP`, bob);
    expect(response.statusCode).toBe(200);
    const text = await textOf(response.rawPayload);
    const yenOf = (amount: number) => formatMoney(amount, { code: 'JPY', minorUnits: 0 }, 'ja-JP');
    expect(yenOf(yen.order.grandTotal)).toMatch(/^￥[\d,]+$|^¥[\d,]+$/);
    expect(text).toContain('請求書');
    expect(text).toContain(yenOf(yen.order.grandTotal));
    expect(text).toContain(yenOf(-yen.order.coins));
    expect(text).toContain('コインでのお支払い');
    expect(text).toContain('キャンセル済み');
  });
});
