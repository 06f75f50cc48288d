import { isDeepStrictEqual } from 'node:util';
import type { AuditValues } from '@cicerone/core/admin/admin-actions';
import type { Executor } from '@cicerone/db/client';
import { insertAdminAction, type AdminActionValues } from './admin-action-queries.ts';

/**
 * Records what an admin did (requirements §back-office.work, §back-office.audit: who, when, what, the values before and
 * after), in `tx`: the transaction that makes the change, so the change and its line commit or roll
 * back together. Every back-office write calls this exactly once per change it makes on an admin's
 * behalf; pass the record's fields before and after through `changedFields` so the line keeps only
 * what moved.
 */
export async function recordAdminAction(tx: Executor, entry: AdminActionValues): Promise<void> {
  await insertAdminAction(tx, entry);
}

/** No value, however a form or a row says it: missing, null, a blank text, an empty list. */
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * The fields that differ between a record before and after a change, each side with only those
 * fields: `{ before: { status: 'paid' }, after: { status: 'cancelled' } }`. A field present on one
 * side only counts as changed (null on the other) — unless it is empty on both: a form's blank
 * field saved over a missing one changed nothing, and the line (and the toast that reads it) must
 * not say it did.
 */
export function changedFields(before: AuditValues, after: AuditValues): { before: AuditValues; after: AuditValues } {
  const changed = { before: {} as AuditValues, after: {} as AuditValues };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (isDeepStrictEqual(before[key], after[key]) || (isEmpty(before[key]) && isEmpty(after[key]))) continue;
    changed.before[key] = before[key] ?? null;
    changed.after[key] = after[key] ?? null;
  }
  return changed;
}

export type { AdminActionValues };
