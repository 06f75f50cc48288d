import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AppError } from '@cicerone/core/errors';
import { roles } from '@cicerone/core/roles';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { mission } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { insertUser, userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { guideWithSession } from '../../test/missions-factory.ts';
import { bookableTour, dayAhead, paidBooking } from '../../test/orders-factory.ts';

/**
 * Requirements §lifecycles.mission, "first assignment wins": ten admins assigning one mission at once, each to another
 * guide who answered, on PGlite and on PostgreSQL (TEST_DATABASE_URL), where each assignment is
 * its own connection: exactly one succeeds, the others are told it is already assigned.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

describe('assignment races', () => {
  // Its payment now mails the offer to the ten guides, each rendered in the paying transaction: more than the default 15 s on a busy machine.
  it('10 concurrent assignments of one mission: exactly one guide is assigned, nine get mission_already_assigned, one mail', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const booking = await paidBooking(test, traveller, (await bookableTour(test.db)).id, dayAhead(9));
    const [row] = await test.db.select({ id: mission.id }).from(mission).where(eq(mission.bookingId, booking.id));
    const missionId = row?.id ?? '';
    const { missions } = test.app.services;
    const guides: TestUser[] = [];
    for (let index = 0; index < 10; index += 1) {
      const guide = await guideWithSession(test.app, test.db);
      await missions.respond(guide.id, missionId, { guideAvailability: 'Any time', guideAnswer: 'yes' }, 'en_US');
      guides.push(guide);
    }
    const admins = await Promise.all(guides.map(() => insertUser(test.db, { role: roles.admin })));

    const results = await Promise.all(
      guides.map((guide, index) =>
        missions.assign(admins[index]?.id ?? '', missionId, guide.id, 'en_US').then(
          (assigned) => assigned.guide?.id ?? 'nobody',
          (error: unknown) => codeOf(error),
        ),
      ),
    );
    const winners = results.filter((result) => guides.some((guide) => guide.id === result));
    expect(winners).toHaveLength(1);
    expect(results.filter((result) => result === 'mission_already_assigned')).toHaveLength(9);
    const [after] = await test.db.select().from(mission).where(eq(mission.id, missionId));
    expect(after).toMatchObject({ status: 'assigned', guideUserId: winners[0] });
    expect(await test.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, traveller.email), eq(mailOutbox.template, 'mission-guide-assigned')))).toHaveLength(1);
  }, 60_000);
});
