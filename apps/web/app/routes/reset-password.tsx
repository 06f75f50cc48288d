import { Link } from 'react-router';
import { passwordMinLength } from '@cicerone/core/limits';
import { AuthCard, authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { redirectWithFlash } from '../lib/page/flash.server.ts';
import { parseResetPassword } from '../accounts/form-contracts.server.ts';
import { SiteForm } from '../lib/forms/form.tsx';
import { formValues, invalid, refused } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { NewPasswordFields } from '../accounts/new-password-fields.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { clearedSessionCookies } from '../site/session.server.ts';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/reset-password';
import '../accounts/accounts.css';

export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const token = new URL(args.request.url).searchParams.get('token') ?? '';
  return { token, meta: page.meta('/reset-password', 'auth.reset.title', 'auth.reset.description') };
}

export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  if (!values['token']?.trim()) return invalid('reset', values, {}, { message: page.t('errors.link_invalid') });
  const parsed = parseResetPassword(values, page.t);
  if (!parsed.ok) return invalid('reset', values, parsed.errors);
  try {
    await page.services.accounts.resetPassword(parsed.data.token, parsed.data.password);
  } catch (error) {
    return refused(error, 'reset', values, page.t, { help: { link_invalid: 'forgot-password' } });
  }
  // Every session of the account has just ended, this browser's included: log in again with the new password.
  return redirectWithFlash(args, page.path('/login'), [{ key: 'auth.notice.passwordReset' }], clearedSessionCookies(page.secure));
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

/** A new password from the mailed link (valid one hour, single use). */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const labels = { password: t('auth.reset.password'), confirmPassword: t('auth.reset.confirmPassword') };
  return (
    <AuthCard id="reset" title={t('auth.reset.title')}>
      {loaderData.token ? (
        <>
          <p className="muted">{t('auth.reset.intro')}</p>
          <SiteForm
            name="reset"
            hidden={{ token: loaderData.token }}
            problems={problemsFor(actionData, 'reset')}
            labels={labels}
            submitLabel={t('auth.reset.submit')}
            pendingLabel={t('auth.reset.submitting')}
            className="auth-form"
            marks="optional"
          >
            <NewPasswordFields labels={labels} hint={t('auth.signUp.passwordHint', { min: passwordMinLength })} />
          </SiteForm>
        </>
      ) : (
        <div className="auth-result" role="alert">
          <p className="auth-result-lead">{t('errors.link_invalid')}</p>
          <p className="auth-actions">
            <Link className="button button-primary" to={sitePath('/forgot-password')}>
              {t('auth.reset.askAgain')}
            </Link>
          </p>
        </div>
      )}
    </AuthCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
