import type { Executor } from '@cicerone/db/client';
import { insertAdminAction, type AdminActionValues } from './admin-action-queries.ts';

/**
 * Records what an admin did (issue 14 §7: every admin action, with who and when), in `tx`: the
 * transaction that makes the change, so the change and its line commit or roll back together.
 * Every back-office service calls this for each change it makes on an admin's behalf.
 */
export async function recordAdminAction(tx: Executor, entry: AdminActionValues): Promise<void> {
  await insertAdminAction(tx, entry);
}

export type { AdminActionValues };
