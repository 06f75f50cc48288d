import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog } from '@cicerone/core/contracts/admin-audit-log';
import { roles } from '@cicerone/core/roles';
import { adminAction } from '@cicerone/db/schema/admin';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTour } from '../../test/catalog-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let sam: TestUser;
let ada: TestUser;
let ben: TestUser;

const read = (user: TestUser, query = '') => test.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: { authorization: user.bearer } });
const log = async (user: TestUser, query = '') => {
  const response = await read(user, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditLog>();
};

beforeAll(async () => {
  test = await createTestApp();
  sam = await userWithSession(test.app, test.db, { role: roles.superAdmin, firstName: 'Samira' });
  ada = await userWithSession(test.app, test.db, { role: roles.admin, firstName: 'Ada' });
  ben = await userWithSession(test.app, test.db, { role: roles.admin, firstName: 'Benoît' });
  // 53 lines by Ada on gift cards, one a day back from 2026-03-31 noon UTC; two by Benoît on one order.
  await test.db.insert(adminAction).values(
    Array.from({ length: 53 }, (_, index) => ({
      adminUserId: ada.id,
      action: 'gift_card.sent' as const,
      subjectType: 'gift_card' as const,
      subjectId: `card-${index}`,
      at: new Date(Date.UTC(2026, 2, 31 - index, 12)),
    })),
  );
  await test.db.insert(adminAction).values([
    // 23:30 UTC on 31 March is already 1 April in Paris (UTC+2 then): the company's day.
    { adminUserId: ben.id, action: 'bank_transfer.confirmed', subjectType: 'order', subjectId: 'order-1', detail: { orderReference: 'CIC-1' }, before: { status: 'awaiting_payment' }, after: { status: 'paid' }, at: new Date(Date.UTC(2026, 2, 31, 23, 30)) },
    { adminUserId: ben.id, action: 'gift_card.cancelled', subjectType: 'gift_card', subjectId: 'card-0', before: { status: 'unpaid' }, after: { status: 'cancelled' }, at: new Date(Date.UTC(2026, 3, 2, 9)) },
  ]);
});
afterAll(() => test.close());

describe('GET /api/admin/audit-log', () => {
  it('gives a super admin the whole log, newest first, 50 lines a page, with each changed field before and after', async () => {
    const first = await log(sam);
    expect(first).toMatchObject({ totalItems: 55, totalPages: 2, currentPage: 1 });
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]).toMatchObject({
      action: 'gift_card.cancelled',
      subjectId: 'card-0',
      admin: { id: ben.id, email: ben.email, name: expect.stringContaining('Benoît') },
      changes: [{ field: 'status', before: 'unpaid', after: 'cancelled' }],
    });
    const second = await log(sam, '?page=2');
    expect(second.entries.map((entry) => entry.subjectId)).toEqual(['card-48', 'card-49', 'card-50', 'card-51', 'card-52']);
  });

  it('searches by admin (part of an e-mail or name), action, record and company days, and sorts by a column', async () => {
    expect((await log(sam, '?admin=BENO')).entries.map((entry) => entry.action)).toEqual(['gift_card.cancelled', 'bank_transfer.confirmed']);
    expect((await log(sam, `?admin=${encodeURIComponent(ada.email.slice(0, 9))}`)).totalItems).toBe(53);
    expect((await log(sam, '?action=bank_transfer.confirmed')).entries.map((entry) => entry.subjectId)).toEqual(['order-1']);
    expect((await log(sam, '?subjectType=gift_card&subjectId=card-0')).entries.map((entry) => entry.action)).toEqual(['gift_card.cancelled', 'gift_card.sent']);
    // 1 April in Paris holds the transfer confirmed at 23:30 UTC on 31 March, not Ada's line of 31 March noon.
    expect((await log(sam, '?from=2026-04-01&to=2026-04-01')).entries.map((entry) => entry.subjectId)).toEqual(['order-1']);
    expect((await log(sam, '?from=2026-03-30&to=2026-03-31')).entries.map((entry) => entry.subjectId)).toEqual(['card-0', 'card-1']);
    const byAction = await log(sam, '?sort=action&dir=asc');
    expect(byAction.entries[0]?.action).toBe('bank_transfer.confirmed');
    expect(byAction.entries[1]?.action).toBe('gift_card.cancelled');
  });

  it('gives an admin the lines of one record only, never the whole log or one kind of record', async () => {
    const whole = await read(ada);
    expect(whole.statusCode).toBe(403);
    expect(whole.json()).toMatchObject({ code: 'audit_log_whole_super_admin' });
    expect((await read(ada, '?subjectType=order')).statusCode).toBe(403);
    expect((await read(ada, '?admin=ada')).statusCode).toBe(403);
    const one = await log(ada, '?subjectType=order&subjectId=order-1');
    expect(one.entries).toEqual([expect.objectContaining({ action: 'bank_transfer.confirmed', detail: { orderReference: 'CIC-1' }, changes: [{ field: 'status', before: 'awaiting_payment', after: 'paid' }] })]);
  });

  it('refuses a search it cannot read with a 400 naming the field', async () => {
    for (const query of ['?action=user.deleted', '?from=2026-02-30', '?sort=detail', '?page=0']) {
      expect((await read(sam, query)).statusCode, query).toBe(400);
    }
  });
});

describe('the records the log names', () => {
  it('names each line’s record as a person reads it: a tour by its title in the reader’s language, an account by its e-mail, a code by itself', async () => {
    const tour = await createTour(test.db, { titles: { en_US: 'Old Lyon by night', fr_FR: 'Le Vieux Lyon de nuit' } });
    const english = await createTour(test.db, { titles: { en_US: 'Only in English' } });
    await test.db.insert(adminAction).values([
      { adminUserId: ada.id, action: 'tour.changed', subjectType: 'tour', subjectId: String(tour.id), before: { groupsPerDay: 2 }, after: { groupsPerDay: 3 } },
      { adminUserId: ada.id, action: 'tour.changed', subjectType: 'tour', subjectId: String(english.id), before: { groupsPerDay: 2 }, after: { groupsPerDay: 3 } },
      { adminUserId: ada.id, action: 'user.role_changed', subjectType: 'user', subjectId: ben.id, before: { role: 4 }, after: { role: 2 } },
      { adminUserId: ada.id, action: 'promo_code.changed', subjectType: 'promo_code', subjectId: 'SUMMER10', before: { maxUses: 1 }, after: { maxUses: 2 } },
    ]);
    const response = await test.app.inject({ url: '/api/admin/audit-log?admin=Ada&sort=at&dir=desc', headers: { authorization: sam.bearer, 'accept-language': 'fr-FR' } });
    const names = new Map(response.json<AuditLog>().entries.map((entry) => [`${entry.subjectType}:${entry.subjectId}`, entry.subjectName]));
    expect(names.get(`tour:${tour.id}`)).toBe('Le Vieux Lyon de nuit');
    expect(names.get(`tour:${english.id}`)).toBe('Only in English');
    expect(names.get(`user:${ben.id}`)).toBe(ben.email);
    expect(names.get('promo_code:SUMMER10')).toBe('SUMMER10');
    // A record that is gone keeps its id, and no name.
    expect(names.get('gift_card:card-1')).toBeNull();
  });
});
