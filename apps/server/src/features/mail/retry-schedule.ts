/** Attempts before a mail is given up (status failed): with the back-off below, about two hours of trying. */
export const maxMailAttempts = 8;

/** The wait after the first failure; it doubles after each further one (1, 2, 4 … 64 minutes). */
const firstRetrySeconds = 60;

/**
 * How long to wait after failed attempt number `attempt` (1 for the first), or undefined when
 * that was the last one. Doubling rides out an SMTP server's restart or a provider's short
 * outage without hammering it.
 */
export function retryDelaySeconds(attempt: number): number | undefined {
  if (attempt >= maxMailAttempts) return undefined;
  return firstRetrySeconds * 2 ** (Math.max(attempt, 1) - 1);
}
