import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { roles } from '@cicerone/core/roles';
import type { CompletedMissions, GuideStatement } from '@cicerone/core/contracts/payouts';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { adminAction } from '@cicerone/db/schema/admin';
import { tour } from '@cicerone/db/schema/catalog';
import { payoutStatement } from '@cicerone/db/schema/payouts';
import { createTestApp } from '../../test/app.ts';
import { insertUser, userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTour } from '../../test/catalog-factory.ts';
import { finishedMission, primaryBankAccount } from '../../test/missions-factory.ts';
import { bookableTour, dayAhead, paidBooking } from '../../test/orders-factory.ts';
import { booking, mission as missionTable } from '@cicerone/db/schema/orders';
import { missionEarning } from '@cicerone/db/schema/payouts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let guide: TestUser;
let otherGuide: TestUser;
let admin: TestUser;
let customerId: string;
let tourId: number;
let sharedTourId: number;

// October 2026: two EUR missions (default 70 %, and a tour at 80 %), one in USD; one in November.
beforeAll(async () => {
  test = await createTestApp();
  guide = await userWithSession(test.app, test.db, { role: roles.guide });
  otherGuide = await userWithSession(test.app, test.db, { role: roles.guide });
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
  customerId = (await insertUser(test.db)).id;
  tourId = (await createTour(test.db)).id;
  sharedTourId = (await createTour(test.db)).id;
  await test.db.update(tour).set({ guideSharePercent: 80 }).where(eq(tour.id, sharedTourId));
  const mission = (values: { guide?: string; tour?: number; day: string; currency?: string; price: number }) =>
    finishedMission(test.db, { guideUserId: values.guide ?? guide.id, customerUserId: customerId, tourId: values.tour ?? tourId, day: values.day, currency: values.currency, price: values.price });
  await mission({ day: '2026-10-03', price: 10_001 });
  await mission({ day: '2026-10-17', price: 20_000, tour: sharedTourId });
  await mission({ day: '2026-10-31', price: 15_000, currency: 'USD' });
  await mission({ day: '2026-11-01', price: 50_000 });
  await mission({ day: '2026-10-12', price: 30_000, guide: otherGuide.id });
});
afterAll(() => test.close());

const get = <T>(user: TestUser, url: string) =>
  test.app.inject({ method: 'GET', url, headers: { authorization: user.bearer } }).then((response) => ({
    status: response.statusCode,
    // Files (PDF, XML) are not JSON: parsed only when read.
    get body() {
      return response.json<T>();
    },
    raw: response,
  }));

describe('the guide’s payments page call', () => {
  it('lists the month’s finished missions with their earnings and the totals by currency, never summed across currencies', async () => {
    const { status, body } = await get<CompletedMissions>(guide, '/api/missions/2026/10/get-all-missions-completed');
    expect(status).toBe(200);
    expect(body.data.map((row) => [row.visitDate, row.currency, row.total, row.sharePercent, row.earnings, row.travellers, row.customerLanguage, row.duration])).toEqual([
      ['2026-10-03', 'EUR', 10_001, 70, 7_001, 2, 'en_US', '4h'],
      ['2026-10-17', 'EUR', 20_000, 80, 16_000, 2, 'en_US', '4h'],
      ['2026-10-31', 'USD', 15_000, 70, 10_500, 2, 'en_US', '4h'],
    ]);
    expect(body.data[0]?.cartReference).toMatch(/^CIC-/);
    expect(body.totalsByCurrency).toEqual([
      { currency: 'EUR', minorUnits: 2, earnings: 23_001, total: 30_001, missions: 2 },
      { currency: 'USD', minorUnits: 2, earnings: 10_500, total: 15_000, missions: 1 },
    ]);
  });

  it('shows a guide only their own missions', async () => {
    const { body } = await get<CompletedMissions>(otherGuide, '/api/missions/2026/10/get-all-missions-completed');
    expect(body.data.map((row) => row.total)).toEqual([30_000]);
  });

  it('refuses a month that is not one', async () => {
    expect((await get(guide, '/api/missions/2026/13/get-all-missions-completed')).status).toBe(400);
  });
});

describe('the monthly payout run', () => {
  it('built twice at once, builds one statement per guide and currency, whose amounts are the page’s totals', async () => {
    const runs = await Promise.all([test.app.services.payouts.run.build({ year: 2026, month: 10 }), test.app.services.payouts.run.build({ year: 2026, month: 10 })]);
    expect(runs.map((run) => run.built).sort()).toEqual([0, 3]);
    expect((await test.app.services.payouts.run.build({ year: 2026, month: 10 })).built).toBe(0);

    const rows = await test.db.select().from(payoutStatement).where(and(eq(payoutStatement.year, 2026), eq(payoutStatement.month, 10)));
    expect(rows.map((row) => `${row.guideUserId === guide.id ? 'guide' : 'other'} ${row.currency} ${row.amount} ${row.missionCount}`).sort()).toEqual([
      'guide EUR 23001 2',
      'guide USD 10500 1',
      'other EUR 21000 1',
    ]);
    const page = await get<CompletedMissions>(guide, '/api/missions/2026/10/get-all-missions-completed');
    for (const total of page.body.totalsByCurrency) {
      expect(rows.find((row) => row.guideUserId === guide.id && row.currency === total.currency)?.amount).toBe(total.earnings);
    }
  });

  it('keeps a paid month as it was when a tour’s share changes afterwards', async () => {
    await test.db.update(tour).set({ guideSharePercent: 50 }).where(eq(tour.id, sharedTourId));
    const { body } = await get<CompletedMissions>(guide, '/api/missions/2026/10/get-all-missions-completed');
    expect(body.totalsByCurrency.find((total) => total.currency === 'EUR')?.earnings).toBe(23_001);
  });

  it('tells the admins which guides have no primary payout method, once', async () => {
    const mails = await test.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, admin.email), eq(mailOutbox.template, 'payouts-without-method')));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(guide.email);
    expect(mails[0]?.text).toContain(otherGuide.email);
  });

  it('runs from the 1st to the 9th for the previous month, and not after', async () => {
    expect(await test.app.services.payouts.run.buildDue(new Date('2026-12-10T00:00:00Z'))).toBe(0);
    expect(await test.app.services.payouts.run.buildDue(new Date('2026-12-02T00:00:00Z'))).toBe(1);
    expect(await test.app.services.payouts.run.buildDue(new Date('2026-12-03T00:00:00Z'))).toBe(0);
  });

  it('waits for the month’s last tour to be completed, until the 3rd', async () => {
    const base = { guideUserId: (await insertUser(test.db, { role: roles.guide })).id, customerUserId: customerId, tourId, currency: 'CHF' };
    await finishedMission(test.db, { ...base, day: '2027-01-30', price: 1_000 });
    // The evening tour of the 31st in a western city: under way after midnight UTC on the 1st.
    const late = await finishedMission(test.db, { ...base, day: '2027-01-31', price: 2_000, underway: true });
    expect(await test.app.services.payouts.run.buildDue(new Date('2027-02-01T01:00:00Z'))).toBe(0);
    // Completed: the next pass builds the month with both.
    await test.db.update(booking).set({ status: 'completed' }).where(eq(booking.reference, late.orderReference.replace('CIC-', 'BK-')));
    await test.db.update(missionTable).set({ status: 'finished' }).where(eq(missionTable.id, late.missionId));
    expect(await test.app.services.payouts.run.buildDue(new Date('2027-02-01T02:00:00Z'))).toBe(1);
    const [statement] = await test.db.select().from(payoutStatement).where(and(eq(payoutStatement.year, 2027), eq(payoutStatement.month, 1)));
    expect(statement).toMatchObject({ currency: 'CHF', amount: 2_100, missionCount: 2 });
  });

  it('builds from the 3rd even while a booking of the month is stuck uncompleted', async () => {
    const base = { guideUserId: (await insertUser(test.db, { role: roles.guide })).id, customerUserId: customerId, tourId, currency: 'CHF' };
    await finishedMission(test.db, { ...base, day: '2027-02-27', price: 1_000 });
    await finishedMission(test.db, { ...base, day: '2027-02-28', price: 1_000, underway: true });
    expect(await test.app.services.payouts.run.buildDue(new Date('2027-03-02T12:00:00Z'))).toBe(0);
    expect(await test.app.services.payouts.run.buildDue(new Date('2027-03-03T00:00:00Z'))).toBe(1);
  });
});

describe('building a month’s statements by hand', () => {
  const run = (year: number, month: number, language = 'en_US') =>
    test.app.inject({ method: 'POST', url: `/api/admin/payouts/${year}/${month}/run`, headers: { authorization: admin.bearer, 'accept-language': language } });

  it('refuses the month still running (or one to come) in the admin’s language, building and recording nothing', async () => {
    const now = new Date();
    const current = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
    await finishedMission(test.db, { guideUserId: guide.id, customerUserId: customerId, tourId, day: `${current.year}-${String(current.month).padStart(2, '0')}-01`, price: 9_000 });
    const refused = await run(current.year, current.month, 'fr-FR');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'payout_month_not_finished', message: expect.stringMatching(/mois/) });
    expect((await run(current.year + 1, 1)).json()).toMatchObject({ code: 'payout_month_not_finished' });
    expect(await test.db.select().from(payoutStatement).where(and(eq(payoutStatement.year, current.year), eq(payoutStatement.month, current.month)))).toEqual([]);
    expect(await test.db.select().from(adminAction).where(eq(adminAction.action, 'payout_statements.built'))).toEqual([]);
  });

  it('records each build of a finished month in the audit trail, with what it built', async () => {
    const built = await run(2026, 9);
    expect(built.statusCode, built.body).toBe(200);
    const lines = await test.db.select().from(adminAction).where(eq(adminAction.action, 'payout_statements.built'));
    expect(lines).toMatchObject([{ adminUserId: admin.id, subjectType: 'payout_month', subjectId: '2026-09', detail: { built: 0, withoutPayoutMethod: 0 } }]);
  });
});

describe('an earning fixed when the tour ends', () => {
  it('is written as the completion job finishes the mission, at the share then in force', async () => {
    const bookable = await bookableTour(test.db);
    await test.db.update(tour).set({ guideSharePercent: 60 }).where(eq(tour.id, bookable.id));
    const customer = await userWithSession(test.app, test.db);
    const day = dayAhead(20);
    const paid = await paidBooking(test, customer, bookable.id, day);
    await test.db.update(missionTable).set({ status: 'assigned', guideUserId: otherGuide.id }).where(eq(missionTable.bookingId, paid.id));
    await test.db.update(booking).set({ startsAt: new Date(Date.now() - 5 * 3_600_000) }).where(eq(booking.id, paid.id));

    expect(await test.app.services.bookings.completeEndedBookings()).toBe(1);
    const [fixed] = await test.db.select().from(missionEarning).innerJoin(missionTable, eq(missionTable.id, missionEarning.missionId)).where(eq(missionTable.bookingId, paid.id));
    expect(fixed?.mission_earning).toMatchObject({ guideUserId: otherGuide.id, currency: 'EUR', sharePercent: 60, amount: Math.floor((paid.price * 60 + 50) / 100) });

    // The tour's share changes: the finished mission keeps what it earned.
    await test.db.update(tour).set({ guideSharePercent: 90 }).where(eq(tour.id, bookable.id));
    const [year, month] = day.split('-').map(Number);
    const { body } = await get<CompletedMissions>(otherGuide, `/api/missions/${year}/${month}/get-all-missions-completed`);
    expect(body.data.map((row) => [row.sharePercent, row.earnings])).toEqual([[60, fixed?.mission_earning.amount]]);
  });
});

describe('statements', () => {
  it('a guide sees their own, with status and PDF, and never another guide’s', async () => {
    const { body } = await get<{ statements: GuideStatement[] }>(guide, '/api/me/payout-statements');
    expect(body.statements.map((statement) => `${statement.year}-${statement.month} ${statement.currency} ${statement.status}`)).toEqual(['2026-11 EUR due', '2026-10 EUR due', '2026-10 USD due']);
    const pdf = await get(guide, body.statements[1]?.pdfUrl ?? '');
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await get<{ statements: GuideStatement[] }>(otherGuide, '/api/me/payout-statements');
    expect((await get(otherGuide, body.statements[1]?.pdfUrl ?? '')).status).toBe(404);
    expect(theirs.body.statements).toHaveLength(1);
  });

  it('the back office lists a month with the payout method flag, exports the EUR bank transfers as pain.001 and marks one paid once', async () => {
    await primaryBankAccount(test.db, guide.id);
    const list = await get<{ statements: { id: string; guide: { id: string }; currency: string; amount: number; sepa: boolean; payoutMethod: unknown }[] }>(admin, '/api/admin/payouts?year=2026&month=10');
    expect(list.status).toBe(200);
    const eur = list.body.statements.find((statement) => statement.guide.id === guide.id && statement.currency === 'EUR');
    expect(eur?.sepa).toBe(true);
    expect(list.body.statements.find((statement) => statement.guide.id === otherGuide.id)?.payoutMethod).toBeNull();
    expect(list.body.statements.filter((statement) => statement.sepa)).toHaveLength(1); // USD and the guide without a method are not in the file

    const sepa = await get(admin, '/api/admin/payouts/sepa.xml?year=2026&month=10');
    expect(sepa.status).toBe(200);
    const xml = sepa.raw.body;
    expect(XMLValidator.validate(xml)).toBe(true);
    const document = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false }).parse(xml).Document;
    expect(document.xmlns).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    const initiation = document.CstmrCdtTrfInitn;
    expect(initiation.GrpHdr.NbOfTxs).toBe('1');
    expect(initiation.GrpHdr.CtrlSum).toBe('230.01');
    expect(initiation.PmtInf.CtrlSum).toBe('230.01');
    expect(initiation.PmtInf.PmtMtd).toBe('TRF');
    const transfer = initiation.PmtInf.CdtTrfTxInf;
    expect(transfer.Amt.InstdAmt).toEqual({ '#text': '230.01', Ccy: 'EUR' });
    expect(transfer.CdtrAcct.Id.IBAN).toBe('DE89370400440532013000');
    expect(transfer.CdtrAgt.FinInstnId.BIC).toBe('COBADEFFXXX');
    expect(transfer.RmtInf.Ustrd).toMatch(/^PO-2026-10-/);

    const paid = await test.app.inject({ method: 'PUT', url: `/api/admin/payouts/${eur?.id}/paid`, headers: { authorization: admin.bearer } });
    expect(paid.statusCode).toBe(200);
    const again = await test.app.inject({ method: 'PUT', url: `/api/admin/payouts/${eur?.id}/paid`, headers: { authorization: admin.bearer } });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('payout_already_paid');
    const logged = await test.db.select().from(adminAction).where(eq(adminAction.subjectId, eur?.id ?? ''));
    expect(logged.map((line) => [line.action, line.adminUserId, line.before, line.after])).toEqual([['payout_statement.paid', admin.id, { status: 'due', paidAt: null }, { status: 'paid', paidAt: expect.any(String) }]]);

    const mine = await get<{ statements: GuideStatement[] }>(guide, '/api/me/payout-statements');
    expect(mine.body.statements.find((statement) => statement.id === eur?.id)?.status).toBe('paid');
    // Two admins marking the dollar statement at once: one marks it, the other is told it is paid.
    const usd = list.body.statements.find((statement) => statement.guide.id === guide.id && statement.currency === 'USD');
    const both = await Promise.all([0, 1].map(() => test.app.inject({ method: 'PUT', url: `/api/admin/payouts/${usd?.id}/paid`, headers: { authorization: admin.bearer } })));
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await test.db.select().from(adminAction).where(eq(adminAction.subjectId, usd?.id ?? ''))).toHaveLength(1);

    // Paid, it leaves the SEPA file: nothing is left to export for the month.
    expect((await get(admin, '/api/admin/payouts/sepa.xml?year=2026&month=10')).status).toBe(409);
  });
});
