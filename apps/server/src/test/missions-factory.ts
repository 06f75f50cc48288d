import type { Role } from '@cicerone/core/roles';
import { roles } from '@cicerone/core/roles';
import type { RecruitmentStatus } from '@cicerone/core/guides/recruitment-status';
import type { Database } from '@cicerone/db/client';
import { guideProfile } from '@cicerone/db/schema/guides';
import type { App } from '../app.ts';
import { userWithSession, type TestUser } from './accounts-factory.ts';
import { placeIds } from './catalog-factory.ts';

/**
 * A guide as the recruitment leaves them: a role-3 account with its guide_profile (city, spoken
 * languages, recruitment status), written straight to the database — missions only read it.
 */
export async function guideWithSession(
  app: App,
  db: Database,
  { city = 'paris', languages = ['en_US'], status = 'approved', role = roles.guide }: { city?: string; languages?: string[]; status?: RecruitmentStatus; role?: Role } = {},
): Promise<TestUser> {
  const guide = await userWithSession(app, db, { role });
  const { cityId } = await placeIds(db, city);
  await db.insert(guideProfile).values({ userId: guide.id, cityId, spokenLanguages: languages, recruitmentStatus: status });
  return guide;
}
