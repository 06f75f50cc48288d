import { Link, redirect } from 'react-router';
import { AuthCard, authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { appErrorOf, formValues, refused } from '../lib/forms/form-data.server.ts';
import { safeNextPath } from '../accounts/next-path.ts';
import { ResendVerificationForm } from '../accounts/resend-verification-form.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { ErrorSummary } from '../lib/forms/error-summary.tsx';
import { useSite, useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/verify-email';
import '../accounts/accounts.css';

type Outcome = 'verified' | 'invalid' | 'waiting';

/**
 * The mailed link lands here (GET: the token is single use, so opening it twice only says
 * 'invalid'). It is used at once, then the page redirects to itself without the token, so the
 * token leaves the address bar and history, and the layout re-reads the now verified user.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const query = new URL(args.request.url).searchParams;
  const token = query.get('token');
  if (token) {
    let outcome: Outcome = 'verified';
    try {
      await page.services.accounts.verifyEmail(token);
    } catch (error) {
      if (appErrorOf(error)?.code !== 'link_invalid') throw error;
      outcome = 'invalid';
    }
    throw redirect(page.path(`/verify-email?result=${outcome}`));
  }
  const result = query.get('result');
  // A used link opened by someone already verified (a second click, a mail scanner before them) is no failure.
  const outcome: Outcome = page.user?.emailVerified || result === 'verified' ? 'verified' : result === 'invalid' ? 'invalid' : 'waiting';
  return { outcome, meta: page.meta('/verify-email', 'auth.verify.title', 'auth.verify.description') };
}

/** 'Send a new link' (this page and the banner of every page): back where it was asked, with a notice. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const back = safeNextPath(values['back']) ?? page.path('/verify-email');
  if (!page.user) throw redirect(page.path(`/login?next=${encodeURIComponent(back)}`), 303);
  try {
    await page.services.accounts.resendVerification(page.user, page.clientIp);
  } catch (error) {
    return refused(error, 'resend', values, page.t);
  }
  return redirectWithFlash(args, back, [{ key: 'auth.notice.verificationSent' }]);
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

const titles: Record<Outcome, string> = {
  verified: 'auth.verify.verifiedTitle',
  invalid: 'auth.verify.invalidTitle',
  waiting: 'auth.verify.title',
};

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { user } = useSite();
  const sitePath = useSitePath();
  const { outcome } = loaderData;
  const canResend = user !== null && !user.emailVerified;
  return (
    <AuthCard id="verify" title={t(titles[outcome])}>
      <div className="auth-result" role={outcome === 'invalid' ? 'alert' : 'status'}>
        <p className="auth-result-lead">
          {t(outcome === 'verified' ? 'auth.verify.verified' : outcome === 'invalid' ? 'errors.link_invalid' : 'auth.verify.waiting')}
        </p>
        <ErrorSummary prefix="verify" labels={{}} problems={actionData ?? null} />
        <div className="auth-actions">
          {outcome === 'verified' ? (
            <Link className="button button-primary" to={sitePath(user ? '/account' : '/login')}>
              {t(user ? 'auth.verify.goAccount' : 'auth.login.submit')}
            </Link>
          ) : canResend ? (
            <ResendVerificationForm className="button button-primary" back={sitePath('/verify-email')} />
          ) : user ? null : (
            <Link className="button button-primary" to={sitePath(`/login?next=${encodeURIComponent(sitePath('/verify-email'))}`)}>
              {t('auth.verify.loginToResend')}
            </Link>
          )}
          <Link className="button button-secondary" to={sitePath('/')}>
            {t('auth.verify.goHome')}
          </Link>
        </div>
      </div>
    </AuthCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
