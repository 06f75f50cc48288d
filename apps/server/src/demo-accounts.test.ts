import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { guideProfile } from '@cicerone/db/schema/guides';
import { city } from '@cicerone/db/schema/reference';
import { seedDemoAccounts } from './demo-accounts.ts';
import { openTestDatabase } from './test/database.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

describe('the demo accounts', () => {
  it('include a guide approved in Paris, so the guide dashboard is offered the city’s missions on a fresh start', async () => {
    const seeded = await seedDemoAccounts(handle.db);
    expect(seeded.map((account) => account.label)).toContain('guide');
    const [gina] = await handle.db
      .select({ status: appUser.status, recruitment: guideProfile.recruitmentStatus, city: city.slug, languages: guideProfile.spokenLanguages })
      .from(appUser)
      .innerJoin(guideProfile, eq(guideProfile.userId, appUser.id))
      .innerJoin(city, eq(city.id, guideProfile.cityId))
      .where(eq(appUser.email, 'gina@demo.cicerone.travel'));
    expect(gina).toEqual({ status: 'guide_active', recruitment: 'approved', city: 'paris', languages: ['en_US', 'fr_FR', 'de_DE'] });
    // The demo agent's account manager is the demo admin: /contact-pro writes to Adam (decision 0024).
    const emailOf = async (id: string | null | undefined) => (id ? (await handle.db.select({ email: appUser.email }).from(appUser).where(eq(appUser.id, id)))[0]?.email : undefined);
    const [alex] = await handle.db.select({ managerId: appUser.accountManagerId }).from(appUser).where(eq(appUser.email, 'alex@demo.cicerone.travel'));
    expect(await emailOf(alex?.managerId)).toBe('adam@demo.cicerone.travel');
    // Seeded once: a second start finds accounts and adds nothing.
    expect(await seedDemoAccounts(handle.db)).toEqual([]);
  });
});
