import { Form, Link } from 'react-router';
import { passwordMaxLength, passwordMinLength } from '@cicerone/core/limits';
import { accountPage, invalid, refused } from '../accounts/account-page.server.ts';
import { parseResetPassword } from '../accounts/auth-forms.server.ts';
import { redirectWithFlash } from '../accounts/flash.server.ts';
import { FormHelpLink } from '../accounts/form-help.tsx';
import { ErrorSummary, SubmitButton, TextField, useAccountForm } from '../accounts/form-parts.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { noticeMeta, RouteErrorNotice } from '../shell/notice-page.tsx';
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
  const { fields, parsed } = parseResetPassword(await args.request.formData(), page.t);
  if (!fields['token']) return invalid({ form: page.t('errors.link_invalid') });
  if (!parsed.ok) return invalid(parsed.errors);
  try {
    await page.services.accounts.resetPassword(parsed.data.token, parsed.data.password);
  } catch (error) {
    return refused(error, ['link_invalid'], page, { help: { link_invalid: 'forgot-password' } });
  }
  // Every session of the account has just ended, this browser's included: log in again with the new password.
  return redirectWithFlash(args, page.path('/login'), [{ key: 'auth.notice.passwordReset' }], clearedSessionCookies(page.secure));
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** A new password from the mailed link (valid one hour, single use). */
export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { errors, summaryRef, formProps } = useAccountForm(actionData?.errors);
  const fields = [
    { name: 'password', label: t('auth.reset.password') },
    { name: 'confirmPassword', label: t('auth.reset.confirmPassword') },
  ];
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title" className="auth-title">
          {t('auth.reset.title')}
        </h1>
        {loaderData.token ? (
          <>
            <p className="muted">{t('auth.reset.intro')}</p>
            <ErrorSummary
              errors={errors}
              fields={fields}
              idPrefix="reset"
              summaryRef={summaryRef}
              help={actionData?.help ? <FormHelpLink help={actionData.help} /> : undefined}
            />
            <Form method="post" className="auth-form" {...formProps}>
              <input type="hidden" name="token" value={loaderData.token} />
              <TextField
                idPrefix="reset"
                name="password"
                type="password"
                label={t('auth.reset.password')}
                hint={t('auth.signUp.passwordHint', { min: passwordMinLength })}
                autoComplete="new-password"
                required
                minLength={passwordMinLength}
                maxLength={passwordMaxLength}
                lengthMessage="errors.field.password_length"
                error={errors['password']}
              />
              <TextField
                idPrefix="reset"
                name="confirmPassword"
                type="password"
                label={t('auth.reset.confirmPassword')}
                autoComplete="new-password"
                required
                sameAs={{ name: 'password', messageKey: 'errors.field.password_mismatch' }}
                error={errors['confirmPassword']}
              />
              <SubmitButton label={t('auth.reset.submit')} pendingLabel={t('auth.reset.submitting')} />
            </Form>
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
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
