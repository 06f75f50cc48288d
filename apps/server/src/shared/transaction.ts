import type { Database, Transaction } from '@cicerone/db/client';

/**
 * PostgreSQL's answers that mean "this transaction lost a race and was rolled back whole":
 * 40P01 deadlock_detected, 40001 serialization_failure.
 */
const retryableCodes = new Set(['40P01', '40001']);

/**
 * Runs `work` in one transaction and runs it once more if PostgreSQL rolled it back for a
 * deadlock or a serialization failure. Why: the capacity, account and order rows are locked in
 * one fixed order (docs/decisions/0008-lock-order.md), so our own transactions do not wait on
 * each other in a cycle; but the server also takes locks we do not order (foreign-key checks,
 * a unique index waiting for another insert of the same key) and may pick any one transaction
 * of a cycle as its victim. The victim changed nothing, so running it again is safe and the
 * traveller sees a success instead of a 500. Once only: a second loss is a real fault to report.
 * `work` must not have effects outside the database (no network call, no e-mail sent).
 */
export async function retryingTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const attempt = () => db.transaction(work);
  try {
    return await attempt();
  } catch (error) {
    if (!isRetryable(error)) throw error;
    return attempt();
  }
}

/** Drizzle wraps the driver's error (with its SQLSTATE `code`) as `cause`; looks through the chain. */
function isRetryable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && retryableCodes.has(code)) return true;
  }
  return false;
}
