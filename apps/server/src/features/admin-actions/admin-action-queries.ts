import type { AdminAction, AdminSubject } from '@cicerone/core/admin/admin-actions';
import type { Executor } from '@cicerone/db/client';
import { adminAction, type AuditValues } from '@cicerone/db/schema/admin';

export interface AdminActionValues {
  adminUserId: string;
  action: AdminAction;
  subjectType: AdminSubject;
  subjectId: string;
  detail?: Record<string, string | number | boolean | null>;
  /** The changed fields before and after (issue 18 §7): only what the write touched. */
  before?: AuditValues | null;
  after?: AuditValues | null;
}

/** One line of the admin action log, in the caller's transaction (the change it records). */
export async function insertAdminAction(tx: Executor, values: AdminActionValues): Promise<void> {
  await tx.insert(adminAction).values(values);
}
