import type { AdminAction, AdminSubject } from '@cicerone/core/admin/admin-actions';
import type { Executor } from '@cicerone/db/client';
import type { AuditValues } from '@cicerone/core/admin/admin-actions';
import { adminAction } from '@cicerone/db/schema/admin';

export interface AdminActionValues {
  adminUserId: string;
  action: AdminAction;
  subjectType: AdminSubject;
  subjectId: string;
  detail?: Record<string, string | number | boolean | null>;
  /** The changed fields before and after (requirements §back-office.audit): only what the write touched. */
  before?: AuditValues | null;
  after?: AuditValues | null;
}

/** One line of the admin action log, in the caller's transaction (the change it records). */
export async function insertAdminAction(tx: Executor, values: AdminActionValues): Promise<void> {
  await tx.insert(adminAction).values(values);
}
