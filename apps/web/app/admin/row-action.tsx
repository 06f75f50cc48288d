import { useFetcher } from 'react-router';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import type { FormProblems } from '../lib/forms/form-problems.ts';

/**
 * One back-office table row's action (validate an account): a POST form to the
 * page's action — a plain form without JavaScript, a fetcher with it (the row stays, the button
 * says it is busy) — and the refusal (a 409…) in the error summary under the button.
 */
export function RowAction({ fields, label, busyLabel, accessibleName }: { fields: Record<string, string>; label: string; busyLabel: string; accessibleName: string }) {
  const fetcher = useFetcher<FormProblems>();
  const busy = fetcher.state !== 'idle';
  // One summary per row: its ids carry the row's fields.
  const prefix = `row-${Object.values(fields).join('-').replace(/[^\w-]/g, '-')}`;
  return (
    <>
      <fetcher.Form method="post" preventScrollReset>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button button-primary button-small" disabled={busy} aria-label={accessibleName}>
          {busy ? busyLabel : label}
        </button>
      </fetcher.Form>
      <ErrorSummary prefix={prefix} labels={{}} problems={fetcher.data ?? null} />
    </>
  );
}
