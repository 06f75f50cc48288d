import { Link, redirect } from 'react-router';
import { AuthCard, authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { parseForgotPassword } from '../accounts/form-contracts.server.ts';
import { SiteForm } from '../lib/forms/form.tsx';
import { TextField } from '../lib/forms/fields.tsx';
import { appErrorOf, formValues, invalid } from '../lib/forms/form-data.server.ts';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/forgot-password';
import '../accounts/accounts.css';

export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  return {
    sent: new URL(args.request.url).searchParams.get('sent') === '1',
    meta: page.meta('/forgot-password', 'auth.forgot.title', 'auth.forgot.description'),
  };
}

export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  const values = await formValues(args.request);
  const parsed = parseForgotPassword(values, page.t);
  if (!parsed.ok) return invalid('forgot', values, parsed.errors);
  try {
    await page.services.accounts.forgotPassword(parsed.data.email, { ip: page.clientIp, locale: page.locale });
  } catch (error) {
    // Requirements §errors 'wait before retrying': one link a minute per address.
    const appError = appErrorOf(error);
    if (appError?.code === 'too_many_requests') {
      return invalid('forgot', values, {}, { message: page.t('auth.forgot.wait', { seconds: appError.values?.['seconds'] ?? 60 }), status: appError.status });
    }
    throw error;
  }
  // The same answer for every address: nobody learns who has an account.
  return redirect(page.path('/forgot-password?sent=1'), 303);
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

/** Asks for a reset link by e-mail; the confirmation never says whether the address has an account. */
export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const labels = { email: t('auth.forgot.email') };
  return (
    <AuthCard id="forgot" title={t('auth.forgot.title')}>
      {loaderData.sent ? (
        <div className="auth-result" role="status">
          <p className="auth-result-lead">{t('auth.forgot.sent')}</p>
          <p className="muted">{t('auth.forgot.sentHint')}</p>
          <p className="auth-actions">
            <Link className="button button-primary" to={sitePath('/login')}>
              {t('auth.forgot.backToLogin')}
            </Link>
            <Link className="button button-secondary" to={sitePath('/forgot-password')}>
              {t('auth.forgot.again')}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <p className="muted">{t('auth.forgot.intro')}</p>
          <SiteForm
            name="forgot"
            problems={problemsFor(actionData, 'forgot')}
            labels={labels}
            submitLabel={t('auth.forgot.submit')}
            pendingLabel={t('auth.forgot.submitting')}
            className="auth-form"
            marks="optional"
          >
            <TextField name="email" type="email" label={labels.email} autoComplete="email" inputMode="email" required />
          </SiteForm>
          <div className="auth-alternatives">
            <p>
              <Link to={sitePath('/login')}>{t('auth.forgot.backToLogin')}</Link>
            </p>
          </div>
        </>
      )}
    </AuthCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
