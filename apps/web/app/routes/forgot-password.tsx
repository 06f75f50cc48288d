import { Form, Link, redirect } from 'react-router';
import { accountPage, invalid } from '../accounts/account-page.server.ts';
import { parseForgotPassword } from '../accounts/auth-forms.server.ts';
import { appErrorOf } from '../accounts/form-data.server.ts';
import { ErrorSummary, SubmitButton, TextField, useAccountForm } from '../accounts/form-parts.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { noticeMeta, RouteErrorNotice } from '../shell/notice-page.tsx';
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
  const { fields, parsed } = parseForgotPassword(await args.request.formData(), page.t);
  if (!parsed.ok) return invalid(parsed.errors, fields);
  try {
    await page.services.accounts.forgotPassword(parsed.data.email, { ip: page.clientIp, locale: page.locale });
  } catch (error) {
    // Spec §8 'wait before retrying': one link a minute per address.
    const appError = appErrorOf(error);
    if (appError?.code === 'too_many_requests') {
      return invalid({ form: page.t('auth.forgot.wait', { seconds: appError.values?.['seconds'] ?? 60 }) }, fields, appError.status);
    }
    throw error;
  }
  // The same answer for every address: nobody learns who has an account.
  return redirect(page.path('/forgot-password?sent=1'), 303);
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** Asks for a reset link by e-mail; the confirmation never says whether the address has an account. */
export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { errors, summaryRef, formProps } = useAccountForm(actionData?.errors);
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title" className="auth-title">
          {t('auth.forgot.title')}
        </h1>
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
            <ErrorSummary errors={errors} fields={[{ name: 'email', label: t('auth.forgot.email') }]} idPrefix="forgot" summaryRef={summaryRef} />
            <Form method="post" className="auth-form" {...formProps}>
              <TextField
                idPrefix="forgot"
                name="email"
                type="email"
                label={t('auth.forgot.email')}
                autoComplete="email"
                inputMode="email"
                required
                defaultValue={actionData?.values?.['email']}
                error={errors['email']}
              />
              <SubmitButton label={t('auth.forgot.submit')} pendingLabel={t('auth.forgot.submitting')} />
            </Form>
            <div className="auth-alternatives">
              <p>
                <Link to={sitePath('/login')}>{t('auth.forgot.backToLogin')}</Link>
              </p>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
