// What the traveller is told of a cancellation and its refund (requirements §lifecycles.refund,
// decision 0051): one cancellation mail with every cancellation, saying what goes back, and one
// "your refund is on its way" mail when the money leaves — once, whatever the retries, the races
// between callers and the order in which the provider's answer and its event come.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { formatMoney } from '@cicerone/core/money';
import { roles } from '@cicerone/core/roles';
import { appUser, mailOutbox } from '@cicerone/db/schema/accounts';
import { booking } from '@cicerone/db/schema/orders';
import { refund as refundTable } from '@cicerone/db/schema/refunds';
import { testPayment } from '@cicerone/db/schema/test-payments';
import { createServices } from '../../services.ts';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead, paidBooking, type PlacedBooking } from '../../test/orders-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tourId: number;
let admin: TestUser;

const quiet = { error: () => undefined };

beforeAll(async () => {
  test = await createTestApp();
  tourId = (await bookableTour(test.db)).id;
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
});
afterAll(() => test.close());

const mailsTo = (user: TestUser, template: 'booking-cancelled' | 'refund-sent') =>
  test.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, user.email), eq(mailOutbox.template, template)));
const cancel = (user: TestUser, id: string) => test.app.inject({ method: 'PUT', url: `/api/me/bookings/${id}/cancel`, headers: { authorization: user.bearer }, payload: { reason: 'Change of travel plans' } });
const recordOf = async (bookingId: string) => (await test.app.services.refunds.ofBookings([bookingId]))[0];
const dueNow = (id: string) => test.db.update(refundTable).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(refundTable.id, id));
const euros = (cents: number, tag = 'en-US') => formatMoney(cents, { code: 'EUR', minorUnits: 2 }, tag);

/** The provider's refund event for the booking's payment, as its webhook brings it: all refunded so far on the payment. */
const refundEvent = (paid: PlacedBooking, totalRefunded: number) =>
  test.app.services.paymentEvents.handleProviderEvents('test', [
    { eventId: `evt_mail_${Math.random().toString(36).slice(2)}`, type: 'refund_succeeded', paymentId: paid.order.paymentId ?? '', amount: totalRefunded, currency: 'EUR', occurredAt: new Date() },
  ]);

describe('the cancellation mail', () => {
  it('tells a traveller who cancelled a card booking, in their language, what goes back to the card and when', async () => {
    const traveller = await userWithSession(test.app, test.db);
    await test.db.update(appUser).set({ locale: 'fr_FR' }).where(eq(appUser.id, traveller.id));
    const paid = await paidBooking(test, traveller, tourId, dayAhead(30));
    expect((await cancel(traveller, paid.id)).statusCode).toBe(200);

    const [mail, ...others] = await mailsTo(traveller, 'booking-cancelled');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ locale: 'fr_FR', subject: `Votre réservation ${paid.reference} est annulée` });
    expect(mail?.text).toContain(`Comme vous l’avez demandé, nous avons annulé votre réservation ${paid.reference}`);
    expect(mail?.text).toContain(`${euros(paid.price, 'fr-FR')} vous sont remboursés sur la carte de paiement que vous avez utilisée.`);
    expect(mail?.text).toContain('5 à 10 jours ouvrés');
    expect(mail?.text).toContain(`/fr_FR/EUR/bookings/${paid.reference}`);
  });

  it('says coins alone are back at once, and no refund-sent mail follows', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const paid = await paidBooking(test, traveller, tourId, dayAhead(31), { coins: 1_000_000, useMaxCoins: true });
    expect(paid.order).toMatchObject({ status: 'paid', grandTotal: 0 });
    expect((await cancel(traveller, paid.id)).statusCode).toBe(200);
    expect(await recordOf(paid.id)).toMatchObject({ route: 'coins', status: 'succeeded', coinsEurCents: paid.order.coinsEurCents });

    const [mail] = await mailsTo(traveller, 'booking-cancelled');
    expect(mail?.text).toContain(`${euros(paid.order.coinsEurCents)} is back in your Cicerone Coins balance now.`);
    expect(mail?.text).not.toContain('card');
    expect(await test.app.services.refunds.sendDue(quiet)).toBe(0);
    expect(await mailsTo(traveller, 'refund-sent')).toEqual([]);
  });

  it('says when nothing goes back: the window had closed, nothing was paid yet, or the team cancelled without a refund', async () => {
    const late = await userWithSession(test.app, test.db);
    const paid = await paidBooking(test, late, tourId, dayAhead(32));
    // The tour starts in an hour, which the test cannot wait for: the free-cancellation window has closed.
    await test.db.update(booking).set({ startsAt: new Date(Date.now() + 3_600_000) }).where(eq(booking.id, paid.id));
    expect((await cancel(late, paid.id)).json()).toMatchObject({ refund: { kind: 'none', amount: 0 } });
    expect((await mailsTo(late, 'booking-cancelled')).map((mail) => mail.text).join()).toContain('There is no refund: the free cancellation period of this booking had ended.');

    const unpaid = await userWithSession(test.app, test.db);
    const waiting = await bankBooking(test, unpaid, tourId, dayAhead(33));
    expect((await cancel(unpaid, waiting.id)).statusCode).toBe(200);
    expect((await mailsTo(unpaid, 'booking-cancelled')).map((mail) => mail.text).join()).toContain('There is no refund: nothing had been paid for this booking yet.');

    const waived = await userWithSession(test.app, test.db);
    const kept = await paidBooking(test, waived, tourId, dayAhead(34));
    const byTeam = await test.app.inject({ method: 'POST', url: `/api/admin/bookings/${kept.id}/cancel`, headers: { authorization: admin.bearer }, payload: { reason: 'No-show agreed with the traveller', refund: false } });
    expect(byTeam.statusCode).toBe(200);
    const [mail, ...others] = await mailsTo(waived, 'booking-cancelled');
    expect(others).toEqual([]);
    expect(mail?.text).toContain(`Our team has cancelled your booking ${kept.reference}`);
    expect(mail?.text).toContain('There is no refund for this cancellation.');

    for (const reader of [late, unpaid, waived]) expect(await mailsTo(reader, 'refund-sent')).toEqual([]);
  });
});

describe('the refund-sent mail', () => {
  it('refused twice, then taken with the provider’s event first: one mail, and an event delivered again adds none', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const paid = await paidBooking(test, traveller, tourId, dayAhead(35));
    const provider = vi.spyOn(test.app.services.payments, 'refund');
    provider.mockRejectedValueOnce(new Error('provider unavailable')).mockRejectedValueOnce(new Error('provider unavailable'));
    await cancel(traveller, paid.id);
    const requested = await recordOf(paid.id);
    await dueNow(requested!.id);
    await test.app.services.refunds.sendDue(quiet);
    expect(await mailsTo(traveller, 'refund-sent')).toEqual([]);
    await dueNow(requested!.id);
    await test.app.services.refunds.sendDue(quiet);
    provider.mockRestore();

    expect(await recordOf(paid.id)).toMatchObject({ status: 'succeeded', attempts: 3 });
    const [mail, ...others] = await mailsTo(traveller, 'refund-sent');
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Your refund for booking ${paid.reference} is on its way`);
    expect(mail?.text).toContain(`We have refunded ${euros(paid.price)} for your booking ${paid.reference} to the payment card you used. Banks usually show it within 5–10 business days.`);

    await refundEvent(paid, paid.price);
    await dueNow(requested!.id);
    expect(await test.app.services.refunds.sendDue(quiet)).toBe(0);
    expect(await mailsTo(traveller, 'refund-sent')).toHaveLength(1);
    expect(await mailsTo(traveller, 'booking-cancelled')).toHaveLength(1);
  });

  it('refused twice, then taken by the same server started again: one refund at the provider, one mail', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const paid = await paidBooking(test, traveller, tourId, dayAhead(36));
    const provider = vi.spyOn(test.app.services.payments, 'refund');
    provider.mockRejectedValue(new Error('provider unavailable'));
    await cancel(traveller, paid.id);
    const requested = await recordOf(paid.id);
    await dueNow(requested!.id);
    await test.app.services.refunds.sendDue(quiet);
    provider.mockRestore();
    expect(await recordOf(paid.id)).toMatchObject({ status: 'requested', attempts: 2 });

    // The process is gone; another starts on the same database, with nothing in memory but its configuration.
    const restarted = createServices(test.db, test.config);
    await dueNow(requested!.id);
    expect(await restarted.refunds.sendDue(quiet)).toBe(1);
    await dueNow(requested!.id);
    expect(await restarted.refunds.sendDue(quiet)).toBe(0);
    expect(await recordOf(paid.id)).toMatchObject({ status: 'succeeded', attempts: 3 });
    const [row] = await test.db.select({ refunds: testPayment.refunds }).from(testPayment).where(eq(testPayment.paymentId, paid.order.paymentId ?? ''));
    expect(row?.refunds.map((one) => one.amount)).toEqual([paid.price]);
    expect(await mailsTo(traveller, 'refund-sent')).toHaveLength(1);
  });

  it('taken by the provider before its event: told when sent, not again when the event confirms it', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const paid = await paidBooking(test, traveller, tourId, dayAhead(36));
    const provider = vi.spyOn(test.app.services.payments, 'refund').mockResolvedValueOnce({ refundId: 're_answered_first', status: 'pending' });
    await cancel(traveller, paid.id);
    provider.mockRestore();
    expect(await recordOf(paid.id)).toMatchObject({ status: 'sent', providerRefundId: 're_answered_first' });
    expect(await mailsTo(traveller, 'refund-sent')).toHaveLength(1);

    await refundEvent(paid, paid.price);
    await refundEvent(paid, paid.price);
    expect(await recordOf(paid.id)).toMatchObject({ status: 'succeeded' });
    expect(await mailsTo(traveller, 'refund-sent')).toHaveLength(1);
  });

  it('with the provider’s answer and its event racing, and ten callers asking at once: one mail', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const paid = await paidBooking(test, traveller, tourId, dayAhead(37));
    const provider = vi.spyOn(test.app.services.payments, 'refund');
    provider.mockRejectedValueOnce(new Error('timeout'));
    await cancel(traveller, paid.id);
    const requested = await recordOf(paid.id);
    let event: Promise<unknown> = Promise.resolve();
    provider.mockImplementationOnce(async () => {
      // The event leaves before the answer is recorded: the two transactions race for the row.
      event = refundEvent(paid, paid.price);
      return { refundId: 're_raced', status: 'pending' };
    });
    await dueNow(requested!.id);
    await Promise.all([...Array.from({ length: 5 }, () => test.app.services.refunds.sendDue(quiet)), ...Array.from({ length: 5 }, () => test.app.services.refunds.send(requested!.id, quiet))]);
    await event;
    expect(provider).toHaveBeenCalledTimes(2);
    provider.mockRestore();

    expect(await recordOf(paid.id)).toMatchObject({ status: 'succeeded', providerRefundId: 're_raced' });
    expect(await mailsTo(traveller, 'refund-sent')).toHaveLength(1);
  });

  it('for a bank transfer: promised by the cancellation, told once when an admin marks it sent, however often they click', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const placed = await bankBooking(test, traveller, tourId, dayAhead(38));
    await test.app.services.bankTransfers.confirm(placed.order.reference, admin.id);
    const cancelled = await test.app.inject({
      method: 'PUT',
      url: `/api/me/bookings/${placed.id}/cancel`,
      headers: { authorization: traveller.bearer },
      payload: { reason: 'Change of travel plans', accountHolder: 'Ada Traveller', iban: 'DE89 3704 0044 0532 0130 00' },
    });
    expect(cancelled.statusCode).toBe(200);
    const [promised, ...more] = await mailsTo(traveller, 'booking-cancelled');
    expect(more).toEqual([]);
    expect(promised?.text).toContain(`${euros(placed.price)} will be refunded to you: our team sends it by bank transfer, and we will write to you once it is on its way.`);
    expect(await mailsTo(traveller, 'refund-sent')).toEqual([]);

    const requested = await recordOf(placed.id);
    expect(requested).toMatchObject({ route: 'transfer', status: 'requested' });
    const clicks = await Promise.allSettled([test.app.services.refunds.markTransferSent(requested!.id), test.app.services.refunds.markTransferSent(requested!.id)]);
    expect(clicks.map((click) => click.status).sort()).toEqual(['fulfilled', 'rejected']);
    await expect(test.app.services.refunds.markTransferSent(requested!.id)).rejects.toMatchObject({ code: 'refund_status_conflict' });
    const [mail, ...others] = await mailsTo(traveller, 'refund-sent');
    expect(others).toEqual([]);
    expect(mail?.text).toContain(`We have sent you ${euros(placed.price)} by bank transfer for your booking ${placed.reference}.`);
  });
});
