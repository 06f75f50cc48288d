// Guide applications for the browser specs while the recruitment wizard (requirements §screens.recruitment) is built
// elsewhere: written into the run's fresh embedded database and its private file store by
// global-setup.ts *before* the server opens them (PGlite is one process's at a time), with the API
// tests' own factory — a role-3 account, a submitted application, a photo and five playable
// recordings. Nothing of this is in the product: no route, no switch. When the wizard exists,
// specs apply through its pages instead.
import type { DatabaseHandle } from '@cicerone/db/client';
import { prepareDatabase } from '../../apps/server/src/database.ts';
import { seedDemoAccounts } from '../../apps/server/src/demo-accounts.ts';
import { fileStore } from '../../apps/server/src/shared/file-store.ts';
import { guideApplication } from '../../apps/server/src/test/guides-factory.ts';

export interface E2eApplicant {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The applicant's language: the decision's mail speaks it. */
  locale: string;
}

/** One submitted application per spec that decides one, so no two tests decide the same. */
export interface E2eGuideApplications {
  toApprove: E2eApplicant;
  toReject: E2eApplicant;
}

export async function submitE2eGuideApplications(database: DatabaseHandle, dataDir: string): Promise<E2eGuideApplications> {
  await prepareDatabase(database);
  // The server seeds the demo staff only into a database without accounts: seed them first, as it would have.
  await seedDemoAccounts(database.db);
  const files = fileStore({ dataDir, s3: undefined });
  const applicant = async (locale: string, firstName: string): Promise<E2eApplicant> => {
    const made = await guideApplication(database.db, files, {
      locale,
      firstName,
      email: `e2e-applicant-${locale.toLowerCase()}-${Date.now().toString(36)}@example.com`,
    });
    return {
      id: made.id,
      email: made.email,
      firstName: made.firstName,
      lastName: made.lastName,
      locale,
    };
  };
  return {
    toApprove: await applicant('es_ES', 'Lucía'),
    toReject: await applicant('it_IT', 'Marco'),
  };
}
