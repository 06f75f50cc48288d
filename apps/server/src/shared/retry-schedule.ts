import { sql, type SQL } from 'drizzle-orm';

/**
 * When work handed to another system (a mail to the SMTP server, a refund to the payment provider)
 * is tried again after it was refused. One schedule for both: doubling rides out a server's restart
 * or a provider's short outage without hammering it.
 */

/** Attempts before the work is given up (status failed, for a person): with the back-off below, about two hours of trying. */
export const maxAttempts = 8;

/** The wait after the first failure; it doubles after each further one (1, 2, 4 … 64 minutes). */
const firstRetrySeconds = 60;

/** How long to wait after failed attempt number `attempt` (1 for the first), or undefined when that was the last one. */
export function retryDelaySeconds(attempt: number): number | undefined {
  if (attempt >= maxAttempts) return undefined;
  return firstRetrySeconds * 2 ** (Math.max(attempt, 1) - 1);
}

/** A database instant `seconds` (whole) after the database's clock, so every process agrees on when work is due. */
export const secondsFromNow = (seconds: number): SQL => sql`now() + (${Math.round(seconds)}::integer * interval '1 second')`;
