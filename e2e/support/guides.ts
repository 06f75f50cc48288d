// An approved guide for the missions spec while the recruitment (requirements §screens.recruitment items 1–2) cannot yet make
// one through the pages: written into the run's fresh embedded database by global-setup.ts *before*
// the server opens it (PGlite is one process's at a time, as support/gift-cards.ts does) — a role-3
// account and its guide_profile row, approved, in the first featured city (the demo catalogue the
// server seeds next gives every featured city tours: seed/catalog/places.ts), speaking every
// language the site has (so any guide language chosen in the booking panel is theirs).
import { sql } from 'drizzle-orm';
import { locales } from '@cicerone/core/locales';
import { roles } from '@cicerone/core/roles';
import type { DatabaseHandle } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { guideProfile } from '@cicerone/db/schema/guides';
import { prepareDatabase } from '../../apps/server/src/database.ts';
import { hashPassword } from '../../apps/server/src/features/accounts/passwords.ts';

export interface E2eGuide {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The slug of the guide's city: the spec books a tour there (GET /api/tours?city=). */
  citySlug: string;
}

export async function seedE2eGuide(database: DatabaseHandle): Promise<E2eGuide> {
  await prepareDatabase(database);
  const { db } = database;
  const result = (await db.execute(sql`select id::int as "cityId", slug from city where activated and featured order by position, id limit 1`)) as unknown as { rows: { cityId: number; slug: string }[] };
  const city = result.rows[0];
  if (!city) throw new Error('no featured city in the reference data');
  const guide = { email: `e2e-guide-${Date.now().toString(36)}@example.com`, password: 'guide-missions-2026', firstName: 'Marta', lastName: 'Guía', citySlug: city.slug };
  const [user] = await db
    .insert(appUser)
    .values({ email: guide.email, passwordHash: await hashPassword(guide.password), firstName: guide.firstName, lastName: guide.lastName, role: roles.guide, emailVerifiedAt: new Date() })
    .returning({ id: appUser.id });
  if (!user) throw new Error('the guide was not written');
  await db.insert(guideProfile).values({ userId: user.id, cityId: city.cityId, spokenLanguages: [...locales], recruitmentStatus: 'approved' });
  return guide;
}
