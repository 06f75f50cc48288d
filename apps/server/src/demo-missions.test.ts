import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { matchesFilter, missionFilters } from '@cicerone/core/missions/guide-missions';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoMissions } from './demo-missions.ts';
import { missionNews } from './features/missions/mission-news.ts';
import { missionService } from './features/missions/mission-service.ts';
import { createTour } from './test/catalog-factory.ts';
import { openTestDatabase } from './test/database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('the demo guide’s missions', () => {
  it('fill every filter of her dashboard this month, and show last month’s ends, relative to the day they are seeded', async () => {
    const now = new Date('2026-12-04T09:00:00Z');
    await createTour(handle.db, { city: 'paris', guideLanguages: ['en_US', 'fr_FR', 'de_DE'] });
    await seedDemoAccounts(handle.db);
    expect(await seedDemoMissions(handle.db, now)).toBeGreaterThan(0);
    const [gina] = await handle.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, 'gina@demo.cicerone.travel'));
    const missions = missionService(handle.db, { news: missionNews({ enqueue: async () => 0 }, { defaultSharePercent: 70 }), defaultSharePercent: 70, clock: () => now });
    const filled = async (month: number) => {
      const seen = await missions.list(gina!.id, { locale: 'en_US', month: { year: 2026, month } });
      const facts = seen.map((mission) => ({ status: mission.status, assignedTo: mission.assignedTo, answer: mission.guideAnswer, startsAt: new Date(mission.startsAt) }));
      return missionFilters.filter((filter) => facts.some((mission) => matchesFilter(mission, filter, now)));
    };
    expect(await filled(12)).toEqual(missionFilters);
    expect(await filled(11)).toEqual(['all', 'accepted', 'finished', 'past', 'rejected', 'responded', 'cancelled']);
  }, 60_000);
});
