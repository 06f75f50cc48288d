// Guides with finished missions for the payments spec, while the missions' assignment (requirements §lifecycles.mission)
// is not there to give a guide a tour: written into the run's fresh embedded database by
// global-setup.ts *before* the server opens it (PGlite is one process's at a time), as
// support/gift-cards.ts does — the same demo catalogue the server would seed, then a guide per device
// whose missions of one month are finished, in euros and in US dollars. Nothing of this is in the
// product: no route, no switch; the payout itself runs through the back office's button.
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { roles } from '@cicerone/core/roles';
import { previousMonth, type PayoutPeriod } from '@cicerone/core/payouts/guide-earnings';
import type { DatabaseHandle } from '@cicerone/db/client';
import { tour } from '@cicerone/db/schema/catalog';
import { prepareDatabase } from '../../apps/server/src/database.ts';
import { insertUser, testPassword } from '../../apps/server/src/test/accounts-factory.ts';
import { finishedMission } from '../../apps/server/src/test/missions-factory.ts';

export interface E2eGuide {
  email: string;
  password: string;
  /** The month ('YYYY-MM') of the guide's finished missions. */
  month: string;
}

/** Each guide's missions: two in euros (7001 + 14000 cents at the default 70 %), one in dollars (10500). */
export const e2eMissionPrices = [
  { currency: 'EUR', price: 10_001, day: 3 },
  { currency: 'EUR', price: 20_000, day: 14 },
  { currency: 'USD', price: 15_000, day: 21 },
] as const;

const monthBefore = ({ year, month }: PayoutPeriod): PayoutPeriod => (month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 });
const monthValue = ({ year, month }: PayoutPeriod) => `${year}-${String(month).padStart(2, '0')}`;

/** A guide per device: the desktop's missions last month, the phone's the month before (each test runs its own month's payout). */
export async function seedE2eGuidePayments(database: DatabaseHandle, dataDir: string): Promise<Record<'desktop' | 'phone', E2eGuide>> {
  // The demo catalogue exactly as the server would seed it on start (it then finds it there).
  await prepareDatabase(database, { demo: { seedDemo: true, filesDir: join(dataDir, 'files'), env: 'production', databaseUrl: undefined } });
  const [first] = await database.db.select({ id: tour.id }).from(tour).orderBy(asc(tour.id)).limit(1);
  if (!first) throw new Error('no demo tour');
  const customer = await insertUser(database.db);
  const last = previousMonth(new Date());
  const guides = {} as Record<'desktop' | 'phone', E2eGuide>;
  for (const [device, period] of [['desktop', last], ['phone', monthBefore(last)]] as const) {
    const guide = await insertUser(database.db, { role: roles.guide, email: `payouts-${device}-${Date.now().toString(36)}@example.com` });
    for (const mission of e2eMissionPrices) {
      const day = `${monthValue(period)}-${String(mission.day).padStart(2, '0')}`;
      await finishedMission(database.db, { guideUserId: guide.id, customerUserId: customer.id, tourId: first.id, day, currency: mission.currency, price: mission.price });
    }
    guides[device] = { email: guide.email, password: testPassword, month: monthValue(period) };
  }
  return guides;
}
