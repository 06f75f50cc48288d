import { useFetcher, useLocation } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { FormProblems } from '../lib/forms/form-problems.ts';

/**
 * 'Send a new link' for a logged-in, unverified account: posts to the verify-email page's action,
 * which comes back to this page with a notice (a toast once JavaScript runs).
 */
export function ResendVerificationForm({ className, back }: { className: string; back?: string }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const location = useLocation();
  const fetcher = useFetcher<FormProblems>();
  const error = fetcher.data?.message;
  return (
    <fetcher.Form method="post" action={sitePath('/verify-email')} className="resend-form" preventScrollReset>
      <input type="hidden" name="back" value={back ?? `${location.pathname}${location.search}`} />
      <button type="submit" className={className} disabled={fetcher.state !== 'idle'}>
        {t('auth.verify.resend')}
      </button>
      {error ? (
        <span className="resend-error" role="alert">
          {error}
        </span>
      ) : null}
    </fetcher.Form>
  );
}
